// The query keys of the audit console: every query and invalidation of the feature takes its key
// here; `all` is the prefix a new or exported entry invalidates.
import type { AuditFilters } from '../lib/audit-filters';

const all = ['auditLogs'] as const;

export const auditKeys = {
  all,
  pages: (filters: AuditFilters) => [...all, 'pages', filters] as const,
  entry: (entryId: string) => [...all, 'entry', entryId] as const,
  report: (from: Date, to: Date) =>
    [...all, 'report', from.toISOString(), to.toISOString()] as const,
  activity: (userId: string, days: number) => [...all, 'activity', userId, days] as const,
  security: (days: number) => [...all, 'security', days] as const,
  retention: () => [...all, 'retention'] as const,
};
