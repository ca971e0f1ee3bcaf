import { infiniteQueryOptions } from '@tanstack/react-query';
import type { QueryConstraint } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS } from '@contracts/collections';
import { AUDIT_PAGE_SIZE } from '../constants';
import type { AuditFilters } from '../lib/audit-filters';
import type { AuditCursor, AuditEntry, AuditQuery } from '../types';
import { auditConverter } from './audit-converter';
import { auditKeys } from './query-keys';

/** Entries newest first, filtered, with an optional limit and cursor. Throws on failure. */
export async function fetchAuditLogs(filters: AuditQuery = {}): Promise<AuditEntry[]> {
  const fs = await firestore();
  const constraints: QueryConstraint[] = [];
  if (filters.userId) constraints.push(fs.where('userId', '==', filters.userId));
  if (filters.action) constraints.push(fs.where('action', '==', filters.action));
  if (filters.targetResourceId) {
    constraints.push(fs.where('targetResourceId', '==', filters.targetResourceId));
  }
  if (filters.from)
    constraints.push(fs.where('timestamp', '>=', fs.Timestamp.fromDate(filters.from)));
  if (filters.to) constraints.push(fs.where('timestamp', '<=', fs.Timestamp.fromDate(filters.to)));
  constraints.push(fs.orderBy('timestamp', 'desc'), fs.orderBy(fs.documentId(), 'desc'));
  if (filters.after) {
    const { parts, timestamp, id } = filters.after;
    const at = parts
      ? new fs.Timestamp(parts.seconds, parts.nanoseconds)
      : fs.Timestamp.fromDate(new Date(timestamp));
    constraints.push(fs.startAfter(at, id));
  }
  if (filters.limit !== undefined) constraints.push(fs.limit(filters.limit));
  const entries = fs.collection(fs.db, COLLECTIONS.auditLogs).withConverter(auditConverter);
  const snapshot = await fs.getDocs(fs.query(entries, ...constraints));
  return snapshot.docs.map((entry) => entry.data({ serverTimestamps: 'estimate' }));
}

/**
 * Entries newest first, filtered by person, action, target and time range, with an optional
 * limit and a cursor. A failing query is logged and gives an empty list.
 */
export async function queryAuditLogs(filters: AuditQuery = {}): Promise<AuditEntry[]> {
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
    queryKey: auditKeys.pages(filters),
    queryFn: ({ pageParam }) =>
      fetchAuditLogs({ ...filters, limit: AUDIT_PAGE_SIZE, after: pageParam }),
    initialPageParam: null as AuditCursor | null,
    getNextPageParam: (last) =>
      last.length === AUDIT_PAGE_SIZE ? cursorOf(last.at(-1)) : undefined,
  });
