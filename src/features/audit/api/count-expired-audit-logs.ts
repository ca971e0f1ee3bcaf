import { firestore } from '@/lib/firebase/firestore-sdk';
import { AUDIT_RETENTION_MS } from '@contracts/audit';
import { COLLECTIONS } from '@contracts/collections';
import { CLEANUP_COUNT_LIMIT } from '../constants';

/**
 * The retention check: counts entries older than 90 days (up to 1,000; a count query, so the
 * entries themselves are not read). It deletes nothing: the Firestore TTL policy on `expireAt`
 * does. Throws on failure.
 */
export async function fetchExpiredCount(now = Date.now()): Promise<number> {
  const fs = await firestore();
  const cutoff = fs.Timestamp.fromMillis(now - AUDIT_RETENTION_MS);
  const snapshot = await fs.getCountFromServer(
    fs.query(
      fs.collection(fs.db, COLLECTIONS.auditLogs),
      fs.where('timestamp', '<', cutoff),
      fs.limit(CLEANUP_COUNT_LIMIT),
    ),
  );
  return snapshot.data().count;
}

/** The same; a failure is logged and counts zero. */
export async function countExpiredAuditLogs(now = Date.now()): Promise<number> {
  try {
    return await fetchExpiredCount(now);
  } catch (error) {
    console.error('Failed to count expired audit entries', error);
    return 0;
  }
}
