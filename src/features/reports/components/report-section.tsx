import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '../lib/csv';
import { tableCsv, type CellKind, type ReportTable } from '../lib/report-tables';
import { TableScroll } from '@/components/ui/table-scroll';

interface ReportSectionProps<Row> {
  table: ReportTable<Row>;
  description: string;
  /** The chart, or null when there is nothing to draw. */
  chart: ReactNode;
  /** Shown instead of the chart and the table when the table has no rows (or nothing counted). */
  isEmpty: boolean;
  /** A line under the heading (e.g. the overall median). */
  summary?: ReactNode;
  fileName: string;
  format: (value: number, kind: CellKind) => string;
}

/** One figure of the report: its heading, its chart, its data table and the table's CSV. */
export function ReportSection<Row>({
  table,
  description,
  chart,
  isEmpty,
  summary,
  fileName,
  format,
}: ReportSectionProps<Row>) {
  const { t } = useTranslation();
  const headingId = useId();
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
          {chart}
          <TableScroll label={table.caption}>
            <table className="table reports-table">
              <caption className="visually-hidden">{table.caption}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th
                      key={column.id}
                      scope="col"
                      className={column.kind === 'text' ? undefined : 'reports-number'}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={index}>
                    {table.columns.map((column, columnIndex) => {
                      const value = column.value(row);
                      const text =
                        value === null || value === undefined
                          ? t('reports.none')
                          : typeof value === 'number'
                            ? format(value, column.kind)
                            : value;
                      return columnIndex === 0 ? (
                        <th key={column.id} scope="row" className="reports-row-header">
                          {/* its own direction: a week (2026-W35) or a job title in a right-to-left table */}
                          <bdi>{text}</bdi>
                        </th>
                      ) : (
                        <td
                          key={column.id}
                          className={column.kind === 'text' ? undefined : 'reports-number'}
                        >
                          {text}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}
