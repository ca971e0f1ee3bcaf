import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_EXPORT_LIMIT, AUDIT_EXPORT_PAGE_SIZE, AUDIT_EXPORT_RESOURCE } from '../constants';
import { auditCsv, type AuditCsvColumn } from '../lib/audit-csv';
import { filtersMetadata, type AuditFilters } from '../lib/audit-filters';
import type { AuditActor, AuditCursor, AuditEntry } from '../types';
import { logAuditEvent } from './log-audit-event';
import { cursorOf, fetchAuditLogs } from './query-audit-logs';
import { auditKeys } from './query-keys';

/** Thrown when the export's own audit entry could not be written: then nothing is exported. */
export const EXPORT_NOT_AUDITED = 'The export could not be recorded in the audit log';

export interface AuditExport {
  csv: string;
  rows: number;
  /** The filtered set has more entries than AUDIT_EXPORT_LIMIT: the newest were exported. */
  capped: boolean;
}

export interface ExportAuditLogsInput {
  actor: AuditActor;
  filters: AuditFilters;
  header: (column: AuditCsvColumn) => string;
}

/**
 * The filtered entries as CSV, newest first, at most AUDIT_EXPORT_LIMIT (read a page at a time).
 * The export is a sensitive view: it is audited (VIEW_SENSITIVE_DATA of 'auditLogs', with the
 * filters and the number of rows) before the file is handed over, and refused if that fails.
 */
export async function exportAuditLogs({
  actor,
  filters,
  header,
}: ExportAuditLogsInput): Promise<AuditExport> {
  const entries: AuditEntry[] = [];
  let after: AuditCursor | null = null;
  let more = false;
  while (entries.length < AUDIT_EXPORT_LIMIT) {
    const wanted = Math.min(AUDIT_EXPORT_PAGE_SIZE, AUDIT_EXPORT_LIMIT - entries.length);
    // one entry more than wanted on the last page tells whether the set goes on
    const last = entries.length + wanted >= AUDIT_EXPORT_LIMIT;
    const page = await fetchAuditLogs({ ...filters, limit: last ? wanted + 1 : wanted, after });
    entries.push(...page.slice(0, wanted));
    if (page.length > wanted) more = true;
    if (page.length < wanted || last) break;
    after = cursorOf(page.at(-1));
  }
  const recorded = await logAuditEvent(actor, {
    action: 'VIEW_SENSITIVE_DATA',
    targetResource: AUDIT_EXPORT_RESOURCE,
    metadata: { export: 'csv', filters: filtersMetadata(filters), rows: entries.length },
  });
  if (!recorded) throw new Error(EXPORT_NOT_AUDITED);
  return { csv: auditCsv(entries, header), rows: entries.length, capped: more };
}

/** Exports, then shows the new audit entry: the lists of entries are loaded again. */
export function useExportAuditLogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportAuditLogs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
