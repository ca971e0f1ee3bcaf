// The audit entries as a table, one entry a row, in the columns a tab asks for; a failed entry
// stands out, and each row's last cell opens the entry's detail. Shared by the explorer, the
// security review and a person's activity.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LazyTable } from '@/components/ui/lazy-table';
import type { TableColumn } from '@/components/ui/table';
import { useAuditFormat } from '../hooks/use-audit-format';
import type { AuditEntry } from '../types';

type AuditEntryColumn = 'time' | 'action' | 'user' | 'role' | 'result' | 'target' | 'link';

interface AuditEntriesTableProps {
  /** The table's name. */
  label: string;
  /** Shows the name above the table too. */
  showLabel?: boolean;
  entries: readonly AuditEntry[];
  /** The columns, in order; the detail button comes last. */
  columns: readonly AuditEntryColumn[];
  onOpenEntry: (entry: AuditEntry) => void;
  /** Which entries stand out: the failed ones by default. */
  needsLook?: (entry: AuditEntry) => boolean;
}

const failed = (entry: AuditEntry) => !entry.success;

export function AuditEntriesTable({
  label,
  showLabel,
  entries,
  columns,
  onOpenEntry,
  needsLook = failed,
}: AuditEntriesTableProps) {
  const { t } = useTranslation();
  const format = useAuditFormat();
  const cells: Record<AuditEntryColumn, TableColumn<AuditEntry>> = {
    time: {
      id: 'time',
      header: t('audit.columns.time'),
      cell: (entry) => <time dateTime={entry.timestamp}>{format.time(entry.timestamp)}</time>,
    },
    action: {
      id: 'action',
      header: t('audit.columns.action'),
      cell: (entry) => format.action(entry.action),
    },
    user: { id: 'user', header: t('audit.columns.user'), cell: (entry) => format.who(entry) },
    role: {
      id: 'role',
      header: t('audit.columns.role'),
      cell: (entry) => format.role(entry.userRole),
    },
    result: {
      id: 'result',
      header: t('audit.columns.result'),
      cell: (entry) => (
        <span className={entry.success ? 'badge badge-success' : 'badge badge-danger'}>
          {entry.success ? t('audit.succeeded') : t('audit.failed')}
        </span>
      ),
    },
    target: {
      id: 'target',
      header: t('audit.columns.target'),
      cell: (entry) =>
        [entry.targetResource, entry.targetResourceId].filter(Boolean).join(' / ') || '—',
    },
    link: {
      id: 'link',
      header: t('audit.columns.link'),
      className: 'audit-seq',
      cell: (entry) => (entry.chain ? `#${entry.chain.seq}` : t('audit.chain.pendingShort')),
    },
  };
  const details: TableColumn<AuditEntry> = {
    id: 'details',
    header: <span className="visually-hidden">{t('audit.columns.details')}</span>,
    cell: (entry) => (
      <Button
        variant="ghost"
        aria-label={t('audit.detail.open', { time: format.time(entry.timestamp) })}
        onClick={() => onOpenEntry(entry)}
      >
        {t('audit.detail.openShort')}
      </Button>
    ),
  };
  return (
    <LazyTable
      label={label}
      showLabel={showLabel}
      columns={[...columns.map((column) => cells[column]), details]}
      rows={entries}
      rowId={(entry) => entry.id}
      rowClassName={(entry) => (needsLook(entry) ? 'audit-row-failed' : undefined)}
    />
  );
}
