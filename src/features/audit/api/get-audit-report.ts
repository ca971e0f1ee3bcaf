import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_REPORT_LIMIT } from '../constants';
import type { AuditEntry } from '../types';
import { fetchAuditLogs } from './query-audit-logs';
import { auditKeys } from './query-keys';

export interface AuditReportData {
  /** The period's entries, newest first (at most AUDIT_REPORT_LIMIT). */
  entries: AuditEntry[];
  /** The period has more entries than the report read. */
  capped: boolean;
}

/** The entries the reports group: those of the period, the newest AUDIT_REPORT_LIMIT. */
export async function getAuditReport(from: Date, to: Date): Promise<AuditReportData> {
  const entries = await fetchAuditLogs({ from, to, limit: AUDIT_REPORT_LIMIT + 1 });
  return {
    entries: entries.slice(0, AUDIT_REPORT_LIMIT),
    capped: entries.length > AUDIT_REPORT_LIMIT,
  };
}

export const auditReportQueryOptions = (from: Date, to: Date) =>
  queryOptions({
    queryKey: auditKeys.report(from, to),
    queryFn: () => getAuditReport(from, to),
    placeholderData: keepPreviousData,
  });

export function useAuditReport(from: Date, to: Date, enabled = true) {
  return useQuery({ ...auditReportQueryOptions(from, to), enabled });
}
