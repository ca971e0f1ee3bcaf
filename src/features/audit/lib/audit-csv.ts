// The explorer's CSV export: one row per entry, every stored field, metadata as JSON text.
// Written by the app's one CSV writer (UTF-8 with a BOM, formula-safe cells).
import { toCsv, type CsvValue } from '@/lib/csv';
import type { AuditEntry } from '../types';

export const AUDIT_CSV_COLUMNS = [
  'id',
  'seq',
  'time',
  'action',
  'userId',
  'userEmail',
  'userRole',
  'success',
  'errorMessage',
  'targetResource',
  'targetResourceId',
  'metadata',
  'expireAt',
  'hash',
] as const;
export type AuditCsvColumn = (typeof AUDIT_CSV_COLUMNS)[number];

function cells(entry: AuditEntry): Record<AuditCsvColumn, CsvValue> {
  return {
    id: entry.id,
    seq: entry.chain?.seq ?? null,
    time: entry.timestamp,
    action: entry.action,
    userId: entry.userId,
    userEmail: entry.userEmail,
    userRole: entry.userRole,
    success: entry.success ? 'true' : 'false',
    errorMessage: entry.errorMessage,
    targetResource: entry.targetResource,
    targetResourceId: entry.targetResourceId,
    metadata: JSON.stringify(entry.metadata),
    expireAt: entry.expireAt,
    hash: entry.chain?.hash ?? null,
  };
}

/** The file: a header row (`header` names each column) and one row per entry, in order. */
export function auditCsv(
  entries: readonly AuditEntry[],
  header: (column: AuditCsvColumn) => string,
): string {
  return toCsv(
    AUDIT_CSV_COLUMNS.map(header),
    entries.map((entry) => {
      const row = cells(entry);
      return AUDIT_CSV_COLUMNS.map((column) => row[column]);
    }),
  );
}

/** `audit-log-2026-11-22.csv`: the day of the export. */
export const auditCsvFileName = (now: Date) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;
