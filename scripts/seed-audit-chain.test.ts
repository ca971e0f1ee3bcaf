// The seeded audit history is a valid hash chain: the server's verification finds it intact and
// its head at its last link, so entries written later continue it.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { AUDIT_CHAIN_HEAD_PATH } from '@contracts/audit-chain';
import { readChainHead, verifyChain } from '@domain/audit-chain';
import { chainAuditHistory } from './seed-audit-chain.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const entry = (id: string, atMs: number) => ({
  path: `auditLogs/${id}`,
  data: {
    action: 'LOGIN',
    userId: id,
    userEmail: null,
    userRole: 'jobSeeker',
    success: true,
    errorMessage: null,
    targetResource: null,
    targetResourceId: null,
    metadata: { method: 'password' },
    timestamp: Timestamp.fromMillis(atMs),
    expireAt: Timestamp.fromMillis(atMs + 90 * 86_400_000),
  },
});

describe('chainAuditHistory', () => {
  it('links the entries in the order they were written and ends at its head', () => {
    const now = Date.parse('2026-11-22T10:00:00.000Z');
    const { docs, head } = chainAuditHistory([
      entry('c', now - 1_000),
      entry('a', now - 3_000),
      entry('b', now - 2_000),
    ]);
    expect(docs.map((doc) => doc.path)).toEqual(['auditLogs/a', 'auditLogs/b', 'auditLogs/c']);
    expect(head.path).toBe(AUDIT_CHAIN_HEAD_PATH);
    const chainHead = readChainHead(head.data);
    expect(chainHead).toMatchObject({ seq: 3, entryId: 'c', updatedAtMs: now - 1_000 });
    const entries = docs.map((doc) => ({ id: doc.path.split('/')[1]!, data: doc.data }));
    expect(verifyChain(entries, sha256, { fromSeq: 1, head: chainHead!, now })).toEqual({
      checked: 3,
      firstSeq: 1,
      lastSeq: 3,
      broken: null,
    });
  });
});
