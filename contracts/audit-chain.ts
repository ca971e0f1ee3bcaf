// The audit trail's hash chain as stored and as the admin's check reports it: the link on every
// auditLogs entry (`chain: { seq, prevHash, hash }`), the head document auditChain/head, and the
// verifyAuditChain callable's input and answer. How links are made and checked is
// domain/audit-chain.ts.
import * as z from 'zod/mini';
import { COLLECTIONS } from './collections.js';

export const AUDIT_CHAIN_HEAD_ID = 'head';
/** The head document: the last link of the chain. */
export const AUDIT_CHAIN_HEAD_PATH = `${COLLECTIONS.auditChain}/${AUDIT_CHAIN_HEAD_ID}`;
/** The field of an auditLogs entry that holds its link (written by the server alone). */
export const CHAIN_FIELD = 'chain';
/** The most links one verification checks; a longer range is cut at this many. */
export const VERIFY_CHAIN_MAX_LINKS = 20_000;
/** Links read per query while verifying. */
export const VERIFY_CHAIN_PAGE_SIZE = 500;

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** `chain` on an auditLogs entry. */
export const chainLinkSchema = z.object({
  seq: z.int().check(z.gte(1)),
  prevHash: hex64,
  hash: hex64,
});
export type ChainLink = z.infer<typeof chainLinkSchema>;

/** auditChain/head: the last link; before the first entry seq 0 and the genesis hash (domain). */
export const chainHeadSchema = z.object({
  seq: z.int().check(z.gte(0)),
  hash: hex64,
  /** The entry holding the last link ('' before the first). */
  entryId: z.string(),
  /** When the last link was written (the server's clock). */
  updatedAt: z.custom<{ toMillis(): number }>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { toMillis?: unknown }).toMillis === 'function',
  ),
});
export type ChainHeadDocument = z.infer<typeof chainHeadSchema>;

// ---------- verification's answer ----------

export const CHAIN_BREAKS = [
  'content-altered',
  'link-missing',
  'relinked',
  'head-mismatch',
] as const;
export type ChainBreakReason = (typeof CHAIN_BREAKS)[number];

export interface ChainBreak {
  /** The seq where the chain breaks (for a missing link: the missing seq). */
  seq: number;
  /**
   * The entry to look at: the altered or relinked one, the one after a missing link, or the last
   * one found when the chain ends early ('' when there is none).
   */
  entryId: string;
  reason: ChainBreakReason;
}

export interface ChainVerification {
  /** Links checked (up to and including a broken one). */
  checked: number;
  firstSeq: number | null;
  lastSeq: number | null;
  broken: ChainBreak | null;
}

// ---------- the verifyAuditChain callable ----------

/** Admin: the range of links to check; by default the whole kept chain (its last 20,000 links). */
export const verifyAuditChainInput = z
  .object({
    fromSeq: z.optional(z.int().check(z.gte(1))),
    toSeq: z.optional(z.int().check(z.gte(1))),
  })
  .check(
    z.refine(
      (input) =>
        input.fromSeq === undefined || input.toSeq === undefined || input.fromSeq <= input.toSeq,
      { path: ['toSeq'], error: 'toSeq must not be before fromSeq' },
    ),
  );
export type VerifyAuditChainInput = z.infer<typeof verifyAuditChainInput>;

export interface VerifyAuditChainResult extends ChainVerification {
  /** The head's seq: how many entries the chain has had. */
  headSeq: number;
  /** The range asked for was longer than VERIFY_CHAIN_MAX_LINKS: only that many were checked. */
  capped: boolean;
}
