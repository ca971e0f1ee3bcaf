// The audit trail's hash chain (domain/audit-chain.ts), kept by the server: each new auditLogs
// entry gets the next link, in one transaction with the head document auditChain/head, so that two
// entries never take the same seq. Chaining is idempotent: an entry that already has its link (a
// retried event) is left alone.
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  AUDIT_CHAIN_HEAD_PATH,
  CHAIN_FIELD,
  COLLECTIONS,
  type ChainHeadDocument,
} from '../contracts.js';
import { chainLinkFor, readChainHead } from '../domain.js';

/** sha256 of UTF-8 text as lower-case hex: the chain's hash. */
export const sha256 = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

type ChainOutcome = 'chained' | 'already-chained' | 'missing';

/**
 * Attempts of one chaining transaction. Every new entry contends for the one head document, so a
 * burst of entries aborts many attempts (the Admin SDK's default is 5); each retry backs off.
 */
const CHAIN_TRANSACTION_ATTEMPTS = 20;

/** Gives auditLogs/{entryId} the next link of the chain, unless it has one already. */
export async function chainAuditEntry(
  firestore: Firestore,
  entryId: string,
): Promise<ChainOutcome> {
  const entryRef = firestore.collection(COLLECTIONS.auditLogs).doc(entryId);
  const headRef = firestore.doc(AUDIT_CHAIN_HEAD_PATH);
  return firestore.runTransaction(
    async (transaction) => {
      const [entry, headSnapshot] = await transaction.getAll(entryRef, headRef);
      if (!entry?.exists) return 'missing';
      const data = entry.data() ?? {};
      if (data[CHAIN_FIELD] !== undefined) return 'already-chained';
      const head = readChainHead(headSnapshot?.exists ? headSnapshot.data() : undefined);
      // a head that is not one was written by someone else than this function: stop, loudly
      if (!head)
        throw new Error(`${AUDIT_CHAIN_HEAD_PATH} is not a chain head; not chaining ${entryId}`);
      const link = chainLinkFor(data, head.seq + 1, head.hash, sha256);
      const next: ChainHeadDocument = {
        seq: link.seq,
        hash: link.hash,
        entryId,
        updatedAt: Timestamp.now(),
      };
      transaction.update(entryRef, { [CHAIN_FIELD]: link });
      transaction.set(headRef, next);
      return 'chained';
    },
    { maxAttempts: CHAIN_TRANSACTION_ATTEMPTS },
  );
}
