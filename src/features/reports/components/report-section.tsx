// One section of the hiring report: heading, CSV download, description, chart and data table
// (the kit's Table), or an empty state when nothing was counted.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LazyTable } from '@/components/ui/lazy-table';
import type { TableColumn } from '@/components/ui/table';
import { downloadCsv } from '../lib/csv';
import type { ReportSectionSpec } from '../lib/report-sections';
import { tableCsv, type CellKind } from '../lib/report-tables';
import { LazyReportChart } from './lazy-report-chart';

interface ReportSectionProps extends ReportSectionSpec {
  rtl: boolean;
  fileName: string;
  format: (value: number, kind: CellKind) => string;
}

interface NumberedRow {
  index: number;
  row: unknown;
}

/** One figure of the report: its heading, its chart, its data table and the table's CSV. */
export function ReportSection({
  table,
  description,
  chart,
  isEmpty,
  summary,
  rtl,
  fileName,
  format,
}: ReportSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const columns: TableColumn<NumberedRow>[] = table.columns.map((column, columnIndex) => {
    const text = ({ row }: NumberedRow) => {
      const value = column.value(row);
      if (value === null || value === undefined) return t('reports.none');
      return typeof value === 'number' ? format(value, column.kind) : value;
    };
    return columnIndex === 0
      ? {
          id: column.id,
          header: column.header,
          isRowHeader: true,
          className: 'reports-row-header',
          // its own direction: a week (2026-W35) or a job title in a right-to-left table
          cell: (row) => <bdi>{text(row)}</bdi>,
        }
      : {
          id: column.id,
          header: column.header,
          className: column.kind === 'text' ? undefined : 'reports-number',
          cell: text,
        };
  });
  return (
    <section className="reports-section card" aria-labelledby={headingId}>
      <div className="reports-section-head">
        <h2 id={headingId}>{table.caption}</h2>
        {isEmpty ? null : (
          <Button
            variant="secondary"
            aria-label={t('reports.downloadCsvLabel', { table: table.caption })}
            onClick={() => downloadCsv(fileName, tableCsv(table))}
          >
            {t('reports.downloadCsv')}
          </Button>
        )}
      </div>
      <p className="reports-section-description">{description}</p>
      {summary ? <p className="reports-section-summary">{summary}</p> : null}
      {isEmpty ? (
        <div className="empty-state">
          <p>{t('reports.noRows')}</p>
        </div>
      ) : (
        <>
          <LazyReportChart {...chart} rtl={rtl} />
          <LazyTable
            label={table.caption}
            className="reports-table"
            columns={columns}
            rows={table.rows.map((row, index) => ({ index, row }))}
            rowId={(row) => String(row.index)}
          />
        </>
      )}
    </section>
  );
}
