// The seeded audit history as the server would have chained it: the seed writes with the
// functions' triggers off, so it links the entries itself with the same domain functions
// (domain/audit-chain.ts) and node:crypto's sha256, in the order they were written, and writes
// the chain's head. Entries written later (by the app or the server) continue this chain.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { AUDIT_CHAIN_HEAD_PATH, CHAIN_FIELD, type ChainHeadDocument } from '@contracts/audit-chain';
import { chainLinkFor, GENESIS_HASH } from '@domain/audit-chain';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface Doc {
  path: string;
  data: Record<string, unknown>;
}

const millisOf = (data: Record<string, unknown>) =>
  (data.timestamp as { toMillis(): number }).toMillis();

/**
 * `entries` (auditLogs documents) ordered by their time (then path), each with its link, and the
 * head document after the last of them.
 */
export function chainAuditHistory(entries: readonly Doc[]): { docs: Doc[]; head: Doc } {
  const ordered = [...entries].sort(
    (a, b) => millisOf(a.data) - millisOf(b.data) || a.path.localeCompare(b.path),
  );
  let prevHash = GENESIS_HASH;
  const docs = ordered.map(({ path, data }, index) => {
    const link = chainLinkFor(data, index + 1, prevHash, sha256);
    prevHash = link.hash;
    return { path, data: { ...data, [CHAIN_FIELD]: link } };
  });
  const last = docs.at(-1);
  const head: ChainHeadDocument = {
    seq: docs.length,
    hash: prevHash,
    entryId: last?.path.split('/').at(-1) ?? '',
    updatedAt: last ? Timestamp.fromMillis(millisOf(last.data)) : Timestamp.now(),
  };
  return { docs, head: { path: AUDIT_CHAIN_HEAD_PATH, data: head } };
}
