import { infiniteQueryOptions } from '@tanstack/react-query';
import type { QueryConstraint } from 'firebase/firestore';
import {
  collection,
  documentId,
  getDocs,
  limit as limitTo,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  loadFirestoreSdk,
} from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS } from '@contracts/collections';
import { getDb } from '@/lib/firebase/firestore';
import { AUDIT_PAGE_SIZE } from '../constants';
import type { AuditFilters } from '../lib/audit-filters';
import type { AuditCursor, AuditEntry, AuditQuery } from '../types';
import { auditConverter } from './audit-converter';

/** Entries newest first, filtered, with an optional limit and cursor. Throws on failure. */
export async function fetchAuditLogs(filters: AuditQuery = {}): Promise<AuditEntry[]> {
  await loadFirestoreSdk();
  const constraints: QueryConstraint[] = [];
  if (filters.userId) constraints.push(where('userId', '==', filters.userId));
  if (filters.action) constraints.push(where('action', '==', filters.action));
  if (filters.targetResourceId) {
    constraints.push(where('targetResourceId', '==', filters.targetResourceId));
  }
  if (filters.from) constraints.push(where('timestamp', '>=', Timestamp.fromDate(filters.from)));
  if (filters.to) constraints.push(where('timestamp', '<=', Timestamp.fromDate(filters.to)));
  constraints.push(orderBy('timestamp', 'desc'), orderBy(documentId(), 'desc'));
  if (filters.after) {
    const { parts, timestamp, id } = filters.after;
    const at = parts
      ? Timestamp.of(parts.seconds, parts.nanoseconds)
      : Timestamp.fromDate(new Date(timestamp));
    constraints.push(startAfter(at, id));
  }
  if (filters.limit !== undefined) constraints.push(limitTo(filters.limit));
  const entries = collection(getDb(), COLLECTIONS.auditLogs).withConverter(auditConverter);
  const snapshot = await getDocs(query(entries, ...constraints));
  return snapshot.docs.map((entry) => entry.data({ serverTimestamps: 'estimate' }));
}

/**
 * Entries newest first, filtered by person, action, target and time range, with an optional
 * limit and a cursor. A failing query is logged and gives an empty list.
 */
export async function queryAuditLogs(filters: AuditQuery = {}): Promise<AuditEntry[]> {
  await loadFirestoreSdk();
  try {
    return await fetchAuditLogs(filters);
  } catch (error) {
    console.error('Failed to query audit logs', error);
    return [];
  }
}

export function cursorOf(entry: AuditEntry | undefined): AuditCursor | null {
  if (!entry) return null;
  return {
    timestamp: entry.timestamp,
    id: entry.id,
    ...(entry.timestampParts ? { parts: entry.timestampParts } : {}),
  };
}

export type { AuditFilters };

/** The audit log screen: pages of AUDIT_PAGE_SIZE, each continuing after the last entry. */
export const auditLogPagesQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['auditLogs', 'pages', filters],
    queryFn: ({ pageParam }) =>
      fetchAuditLogs({ ...filters, limit: AUDIT_PAGE_SIZE, after: pageParam }),
    initialPageParam: null as AuditCursor | null,
    getNextPageParam: (last) =>
      last.length === AUDIT_PAGE_SIZE ? cursorOf(last.at(-1)) : undefined,
  });
