import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS } from '@contracts/collections';
import type { AuditEntry } from '../types';
import { auditConverter } from './audit-converter';
import { auditKeys } from './query-keys';

/** One entry by its id (admins read any); null when there is none. Throws on failure. */
export async function getAuditEntry(entryId: string): Promise<AuditEntry | null> {
  const fs = await firestore();
  const ref = fs.doc(fs.db, COLLECTIONS.auditLogs, entryId).withConverter(auditConverter);
  const snapshot = await fs.getDoc(ref);
  return snapshot.exists() ? snapshot.data({ serverTimestamps: 'estimate' }) : null;
}

export const auditEntryQueryOptions = (entryId: string) =>
  queryOptions({
    queryKey: auditKeys.entry(entryId),
    queryFn: () => getAuditEntry(entryId),
    retry: false,
  });

export function useAuditEntry(entryId: string | null) {
  return useQuery({ ...auditEntryQueryOptions(entryId ?? ''), enabled: Boolean(entryId) });
}
