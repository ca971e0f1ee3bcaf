import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DAY_MS,
  SECURITY_EVENT_ACTIONS,
  SECURITY_REVIEW_DAYS,
  SECURITY_REVIEW_LIMIT,
} from '../constants';
import type { AuditEntry } from '../types';
import { queryAuditLogs } from './query-audit-logs';
import { auditKeys } from './query-keys';

/** The security review: up to 50 of each security action over the last 7 days (by default). */
export async function getSecurityEvents(
  days = SECURITY_REVIEW_DAYS,
  now = Date.now(),
): Promise<Record<string, AuditEntry[]>> {
  const from = new Date(now - days * DAY_MS);
  const lists = await Promise.all(
    SECURITY_EVENT_ACTIONS.map((action) =>
      queryAuditLogs({ action, from, limit: SECURITY_REVIEW_LIMIT }),
    ),
  );
  return Object.fromEntries(
    SECURITY_EVENT_ACTIONS.map((action, index) => [action, lists[index] ?? []]),
  );
}

export const securityEventsQueryOptions = (days = SECURITY_REVIEW_DAYS, now?: number) =>
  queryOptions({
    queryKey: auditKeys.security(days),
    queryFn: () => getSecurityEvents(days, now ?? Date.now()),
  });

export function useSecurityEvents(days = SECURITY_REVIEW_DAYS, now?: number) {
  return useQuery(securityEventsQueryOptions(days, now));
}
