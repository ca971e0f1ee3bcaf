import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS } from '@contracts/collections';
import { CLEANUP_COUNT_LIMIT } from '../constants';
import type { AuditEntry } from '../types';
import { auditConverter } from './audit-converter';
import { fetchExpiredCount } from './count-expired-audit-logs';
import { auditKeys } from './query-keys';

export interface RetentionStatus {
  /** Entries older than the retention period, counted up to CLEANUP_COUNT_LIMIT. */
  expired: number;
  /** The count stopped at CLEANUP_COUNT_LIMIT: there may be more. */
  capped: boolean;
  /** The oldest entry still stored (the next one TTL removes), if any. */
  oldest: Pick<AuditEntry, 'id' | 'timestamp' | 'expireAt'> | null;
}

/** What retention looks like now: the expired count and the oldest entry. Throws on failure. */
export async function getRetentionStatus(now = Date.now()): Promise<RetentionStatus> {
  const fs = await firestore();
  const [expired, oldest] = await Promise.all([
    fetchExpiredCount(now),
    fs.getDocs(
      fs.query(
        fs.collection(fs.db, COLLECTIONS.auditLogs).withConverter(auditConverter),
        fs.orderBy('timestamp', 'asc'),
        fs.limit(1),
      ),
    ),
  ]);
  const entry = oldest.docs[0]?.data({ serverTimestamps: 'estimate' });
  return {
    expired,
    capped: expired >= CLEANUP_COUNT_LIMIT,
    oldest: entry ? { id: entry.id, timestamp: entry.timestamp, expireAt: entry.expireAt } : null,
  };
}

export const retentionStatusQueryOptions = (now?: number) =>
  queryOptions({
    queryKey: auditKeys.retention(),
    queryFn: () => getRetentionStatus(now ?? Date.now()),
  });

export function useRetentionStatus(now?: number) {
  return useQuery(retentionStatusQueryOptions(now));
}
