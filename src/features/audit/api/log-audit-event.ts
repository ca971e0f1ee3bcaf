import { firestore } from '@/lib/firebase/firestore-sdk';
import {
  auditExpiry,
  auditQuotaSteps,
  type AuditLogDocument,
  type AuditQuotaDocument,
} from '@contracts/audit';
import { COLLECTIONS, docPaths, pathOf } from '@contracts/collections';
import type { WithFieldValue } from 'firebase/firestore';
import { firebaseErrorCode } from '@/lib/error-code';
import type { AuditActor, AuditEventInput } from '../types';

const isPermissionDenied = (error: unknown) => firebaseErrorCode(error) === 'permission-denied';

/**
 * Appends an entry to `auditLogs` for the signed-in person: one of the actions a client records
 * (firestore.rules refuses any other), counted on the person's quota (auditQuotas/{uid},
 * CLIENT_AUDIT_QUOTA) in the same transaction. Near a window's end the client's clock may see it
 * otherwise than the server's: a refused count is tried the other way once. Never breaks the
 * caller: a failure, a full quota included, is logged and gives an empty id.
 */
export async function logAuditEvent(actor: AuditActor, event: AuditEventInput): Promise<string> {
  const entry: Omit<AuditLogDocument, 'timestamp' | 'expireAt'> = {
    action: event.action,
    userId: actor.uid,
    userEmail: actor.email,
    userRole: actor.role,
    success: true,
    errorMessage: null,
    targetResource: event.targetResource ?? null,
    targetResourceId: null,
    metadata: event.metadata ?? {},
  };
  /** Writes the entry counted the `attempt`-th likeliest way; false when there is none left. */
  const write = async (attempt: number) => {
    const fs = await firestore();
    const quotaRef = fs.doc(fs.db, pathOf(docPaths.auditQuota(actor.uid)));
    return fs.runTransaction(fs.db, async (transaction) => {
      const quota = await transaction.get(quotaRef);
      const stored = quota.exists() ? (quota.data() as AuditQuotaDocument) : null;
      const current = stored
        ? { windowStartMs: stored.windowStart.toMillis(), count: stored.count }
        : null;
      const step = auditQuotaSteps(current, Date.now())[attempt];
      if (!step) return false;
      const entryRef = fs.doc(fs.collection(fs.db, COLLECTIONS.auditLogs));
      const record: WithFieldValue<AuditLogDocument> = {
        ...entry,
        timestamp: fs.serverTimestamp(),
        expireAt: fs.Timestamp.fromMillis(auditExpiry(Date.now())),
      };
      transaction.set(entryRef, record);
      transaction.set(quotaRef, {
        windowStart: step.sameWindow && stored ? stored.windowStart : fs.serverTimestamp(),
        count: step.count,
        entryId: entryRef.id,
      });
      return entryRef.id;
    });
  };
  let refused: unknown = null;
  for (const attempt of [0, 1]) {
    try {
      const id = await write(attempt);
      if (id !== false) return id;
      // no other way to count it: the first refusal says why, else the window is used up
      console.error(
        'Failed to write audit entry',
        refused ?? 'the quota of this window is used up',
      );
      return '';
    } catch (error) {
      if (attempt === 0 && isPermissionDenied(error)) {
        refused = error;
        continue;
      }
      console.error('Failed to write audit entry', error);
      return '';
    }
  }
  return '';
}
