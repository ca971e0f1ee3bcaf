import {
  DAY_MS,
  USER_ACTIVITY_DAYS,
  USER_ACTIVITY_LIMIT,
  USER_ACTIVITY_RECENT,
} from '../constants';
import { countByAction } from '../lib/audit-reports';
import type { AuditEntry } from '../types';
import { queryAuditLogs } from './query-audit-logs';

export interface UserActivitySummary {
  userId: string;
  total: number;
  byAction: Record<string, number>;
  recent: AuditEntry[];
}

/** A person's activity: the last 30 days (by default), up to 100 entries, the 10 most recent. */
export async function getUserActivity(
  userId: string,
  days = USER_ACTIVITY_DAYS,
  now = Date.now(),
): Promise<UserActivitySummary> {
  const entries = await queryAuditLogs({
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
