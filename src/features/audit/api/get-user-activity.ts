import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DAY_MS,
  USER_ACTIVITY_DAYS,
  USER_ACTIVITY_LIMIT,
  USER_ACTIVITY_RECENT,
} from '../constants';
import { countByAction } from '../lib/audit-reports';
import type { AuditEntry } from '../types';
import { fetchAuditLogs } from './query-audit-logs';
import { auditKeys } from './query-keys';

export interface UserActivitySummary {
  userId: string;
  /** Entries read: at most USER_ACTIVITY_LIMIT. */
  total: number;
  byAction: Record<string, number>;
  recent: AuditEntry[];
}

/**
 * A person's activity: the last 30 days (by default), up to 100 entries, the 10 most recent.
 * Throws on failure.
 */
export async function fetchUserActivity(
  userId: string,
  days = USER_ACTIVITY_DAYS,
  now = Date.now(),
): Promise<UserActivitySummary> {
  const entries = await fetchAuditLogs({
    userId,
    from: new Date(now - days * DAY_MS),
    limit: USER_ACTIVITY_LIMIT,
  });
  return {
    userId,
    total: entries.length,
    byAction: countByAction(entries),
    recent: entries.slice(0, USER_ACTIVITY_RECENT),
  };
}

/** The same; a failing query is logged and gives an empty summary. */
export async function getUserActivity(
  userId: string,
  days = USER_ACTIVITY_DAYS,
  now = Date.now(),
): Promise<UserActivitySummary> {
  try {
    return await fetchUserActivity(userId, days, now);
  } catch (error) {
    console.error('Failed to query audit logs', error);
    return { userId, total: 0, byAction: {}, recent: [] };
  }
}

export const userActivityQueryOptions = (userId: string, days = USER_ACTIVITY_DAYS, now?: number) =>
  queryOptions({
    queryKey: auditKeys.activity(userId, days),
    queryFn: () => fetchUserActivity(userId, days, now ?? Date.now()),
  });

export function useUserActivity(userId: string, days = USER_ACTIVITY_DAYS, now?: number) {
  return useQuery({ ...userActivityQueryOptions(userId, days, now), enabled: Boolean(userId) });
}
