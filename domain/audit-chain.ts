// The audit trail's hash chain: tamper evidence for auditLogs.
//
// The server (functions/src/audit) links every new entry, in the order it receives them: the
// entry gets `chain: { seq, prevHash, hash }`, where `seq` counts from 1, `prevHash` is the hash
// of entry seq - 1 (GENESIS_HASH for the first) and `hash` = sha256 over the chain's version, the
// seq, the prevHash and the canonical text of every other stored field of the entry. The head
// document auditChain/head holds the last link ({seq, hash, entryId}). Clients can never write
// `chain` (firestore.rules lists the fields a client's entry may have) nor auditChain/*.
//
// Verification walks the links in seq order and reports the first broken one: an entry whose
// content no longer gives its hash (altered), a missing seq (deleted), a link whose prevHash is not
// the previous hash (relinked), or a chain that ends before, or differently from, its head (the
// latest entries deleted or replaced).
//
// Retention: a Firestore TTL policy deletes entries 90 days after they were written (`expireAt`),
// so the chain's start wears away. Verification starts at the oldest surviving link and takes its
// prevHash as the anchor; a gap before a link that has itself expired is TTL's doing, not a break,
// and so is a chain ending before a head that has expired. Deleting the oldest entries therefore
// looks like expiry. The chain proves that entries were not altered, removed or re-linked in the
// middle or at the end by anyone who cannot also rewrite every later link and the server-only head.
//
// This module imports only the contracts (the stored shapes: contracts/audit-chain.ts) and how a
// stored value is recognised (domain/stored-values.ts): the hash function is passed in
// (node:crypto's sha256 on the server and in the seed, sync).
import { AUDIT_RETENTION_MS } from '../contracts/audit.js';
import {
  CHAIN_FIELD,
  chainHeadSchema,
  chainLinkSchema,
  type ChainBreak,
  type ChainLink,
  type ChainVerification,
} from '../contracts/audit-chain.js';
import { isPlainObject, isTimestamp } from './stored-values.js';

/** What the first link follows. */
export const GENESIS_HASH = '0'.repeat(64);
/** Part of every hashed text, so that a later way of hashing cannot be mistaken for this one. */
export const CHAIN_VERSION = 'audit-chain/v1';

/** A sync sha256 of UTF-8 text, as lower-case hex. */
export type Sha256 = (text: string) => string;

/** The head as verification reads it. */
export interface ChainHead {
  seq: number;
  hash: string;
  entryId: string;
  updatedAtMs: number;
}

export const EMPTY_CHAIN_HEAD: ChainHead = {
  seq: 0,
  hash: GENESIS_HASH,
  entryId: '',
  updatedAtMs: 0,
};

// ---------- the canonical text of a stored entry ----------

function canonicalNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (Object.is(value, -0)) return '-0';
  return String(value); // Infinity, -Infinity, and JavaScript's shortest round-trip text
}

const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * One text for one stored value, the same on every SDK and machine: maps with their keys sorted
 * (by UTF-16 code units), lists in order, texts JSON-quoted, numbers exact (NaN, -0 and the
 * infinities included), timestamps to the nanosecond. Firestore's other types by their content
 * (bytes, references, geo points, vectors); anything else by its kind alone.
 */
export function canonicalText(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return canonicalNumber(value);
    case 'bigint':
      return `${value.toString()}n`;
    case 'string':
      return JSON.stringify(value);
    case 'undefined':
      return '@undefined';
    case 'object':
      break;
    default:
      return `@${typeof value}`;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  if (isTimestamp(value)) {
    return `@ts(${value.seconds}.${String(value.nanoseconds).padStart(9, '0')})`;
  }
  if (value instanceof Uint8Array) return `@bytes(${hexOf(value)})`;
  const other = value as Record<string, unknown>;
  if (typeof other.toUint8Array === 'function') {
    return `@bytes(${hexOf((other.toUint8Array as () => Uint8Array)())})`;
  }
  if (
    typeof other.latitude === 'number' &&
    typeof other.longitude === 'number' &&
    typeof other.isEqual === 'function'
  ) {
    return `@geo(${canonicalNumber(other.latitude)},${canonicalNumber(other.longitude)})`;
  }
  if (typeof other.path === 'string' && typeof other.firestore === 'object') {
    return `@ref(${JSON.stringify(other.path)})`;
  }
  if (typeof other.toArray === 'function') {
    return `@vector(${canonicalText((other.toArray as () => unknown)())})`;
  }
  if (!isPlainObject(value)) {
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    return `@other(${JSON.stringify(typeof name === 'string' ? name : 'unknown')})`;
  }
  const keys = Object.keys(other).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalText(other[key])}`).join(',')}}`;
}

/** The canonical text of an entry's content: every stored field but its link. */
export function entryContent(data: Readonly<Record<string, unknown>>): string {
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (key !== CHAIN_FIELD) content[key] = value;
  return canonicalText(content);
}

/** The hash of link `seq` that follows `prevHash` over `content` (entryContent's text). */
export function linkHash(content: string, seq: number, prevHash: string, sha256: Sha256): string {
  return sha256(`${CHAIN_VERSION}\n${seq}\n${prevHash}\n${content}`);
}

/** The link for an entry's stored data at `seq`, after `prevHash`. */
export function chainLinkFor(
  data: Readonly<Record<string, unknown>>,
  seq: number,
  prevHash: string,
  sha256: Sha256,
): ChainLink {
  return { seq, prevHash, hash: linkHash(entryContent(data), seq, prevHash, sha256) };
}

/** The head as stored, or the empty chain's (no head yet); null when it is not a head at all. */
export function readChainHead(data: unknown): ChainHead | null {
  if (data === undefined) return EMPTY_CHAIN_HEAD;
  const parsed = chainHeadSchema.safeParse(data);
  if (!parsed.success) return null;
  return {
    seq: parsed.data.seq,
    hash: parsed.data.hash,
    entryId: parsed.data.entryId,
    updatedAtMs: parsed.data.updatedAt.toMillis(),
  };
}

// ---------- verification ----------

/** A stored entry: its id and every stored field, its `chain` link included. */
export interface ChainedEntry {
  id: string;
  data: Readonly<Record<string, unknown>>;
}

export interface ChainAnchor {
  /** The seq the range starts at: a first link after it means the links before it are missing. */
  fromSeq?: number;
  /**
   * What the first link must follow (the hash of link fromSeq - 1). Without it the first link's
   * own prevHash is taken: its predecessor has expired. Link 1 always follows GENESIS_HASH.
   */
  prevHash?: string;
  /** The chain's head, when the range runs to it: the last link must be the head's. */
  head?: ChainHead;
  /** Now (ms): a gap before an expired link, or a missing expired head, is TTL's, not a break. */
  now?: number;
}

const expiredBy = (data: Readonly<Record<string, unknown>>, now: number | undefined) => {
  const expireAt = data.expireAt as { toMillis?: unknown } | null | undefined;
  return (
    now !== undefined &&
    typeof expireAt?.toMillis === 'function' &&
    (expireAt.toMillis as () => number)() <= now
  );
};

/**
 * Walks `entries` in seq order and reports the first broken link (null: intact). Pure: the
 * caller reads the entries (those with a link, in the range) and the head.
 */
export function verifyChain(
  entries: readonly ChainedEntry[],
  sha256: Sha256,
  anchor: ChainAnchor = {},
): ChainVerification {
  const links = entries.map((entry) => ({
    entry,
    link: chainLinkSchema.safeParse(entry.data[CHAIN_FIELD]),
  }));
  const seqOf = (item: (typeof links)[number]) =>
    item.link.success ? item.link.data.seq : Number.POSITIVE_INFINITY;
  links.sort((a, b) => seqOf(a) - seqOf(b));

  let checked = 0;
  let firstSeq: number | null = null;
  let lastSeq: number | null = null;
  let previous: { seq: number; hash: string; id: string } | null = null;
  const result = (broken: ChainBreak | null): ChainVerification => ({
    checked,
    firstSeq,
    lastSeq,
    broken,
  });

  for (const { entry, link } of links) {
    checked += 1;
    if (!link.success) {
      return result({ seq: (previous?.seq ?? 0) + 1, entryId: entry.id, reason: 'relinked' });
    }
    const { seq, prevHash, hash } = link.data;
    firstSeq ??= seq;
    lastSeq = seq;
    const expectedSeq = previous ? previous.seq + 1 : (anchor.fromSeq ?? seq);
    if (seq < expectedSeq) return result({ seq, entryId: entry.id, reason: 'relinked' });
    // a gap: links deleted, unless this link has expired (then TTL took the ones before it)
    const gap = seq > expectedSeq;
    if (gap && !expiredBy(entry.data, anchor.now)) {
      return result({ seq: expectedSeq, entryId: entry.id, reason: 'link-missing' });
    }
    const expectedPrev =
      seq === 1
        ? GENESIS_HASH
        : gap
          ? prevHash
          : previous
            ? previous.hash
            : (anchor.prevHash ?? prevHash);
    if (prevHash !== expectedPrev) return result({ seq, entryId: entry.id, reason: 'relinked' });
    if (linkHash(entryContent(entry.data), seq, prevHash, sha256) !== hash) {
      return result({ seq, entryId: entry.id, reason: 'content-altered' });
    }
    previous = { seq, hash, id: entry.id };
  }

  const head = anchor.head;
  if (head) {
    const headExpired =
      anchor.now !== undefined && head.updatedAtMs + AUDIT_RETENTION_MS <= anchor.now;
    const endsEarly = (previous?.seq ?? 0) < head.seq && !headExpired;
    const differs =
      previous !== null &&
      (previous.seq > head.seq || (previous.seq === head.seq && previous.hash !== head.hash));
    if (endsEarly || differs) {
      return result({
        seq: head.seq,
        entryId: previous?.id ?? '',
        reason: 'head-mismatch',
      });
    }
  }
  return result(null);
}
