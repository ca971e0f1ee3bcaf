import { Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { LazyTable } from '@/components/ui/lazy-table';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { lazy } from '@/lib/lazy-component';
import { useAuditReport } from '../api/get-audit-report';
import { AUDIT_REPORT_DAYS, AUDIT_REPORT_LIMIT, REPORT_EXAMPLES_PER_ACTION } from '../constants';
import { endOfDay, lastDays, rangeCheck, startOfDay } from '../lib/audit-filters';
import {
  everyDay,
  failuresOf,
  reportByAction,
  reportByDay,
  reportByUser,
  topActions,
} from '../lib/audit-reports';
import { useAuditFormat } from '../hooks/use-audit-format';
import { AuditDateRange } from './audit-date-range';

// recharts loads with this tab only
const AuditDayChart = lazy(() => import('./audit-day-chart'));

const periodSchema = z
  .object({
    from: z.string().check(z.minLength(1)),
    to: z.string().check(z.minLength(1)),
  })
  .check(rangeCheck);
type PeriodForm = z.infer<typeof periodSchema>;

/** Examples of an action shown by the by-action report. */
const EXAMPLES_SHOWN = REPORT_EXAMPLES_PER_ACTION;

interface AuditReportsPanelProps {
  now: Date;
}

/** The period's entries grouped by day (a chart and its table), by user and by action. */
export function AuditReportsPanel({ now }: AuditReportsPanelProps) {
  const { t, i18n } = useTranslation();
  const format = useAuditFormat();
  const initial = useMemo(() => lastDays(AUDIT_REPORT_DAYS, now), [now]);
  const [period, setPeriod] = useState<PeriodForm>(initial);
  const form = useForm<PeriodForm>({
    resolver: formResolver(periodSchema),
    defaultValues: initial,
  });
  const { handleSubmit } = form;
  const field = useFieldProps(form);
  const from = useMemo(() => startOfDay(period.from), [period.from]);
  const to = useMemo(() => endOfDay(period.to), [period.to]);
  const report = useAuditReport(from, to);
  const entries = report.data?.entries;
  const rtl = i18n.dir(i18n.language) === 'rtl';
  // the count of entries of a day, a user or an action
  const entriesColumn = {
    id: 'entries',
    header: t('audit.reports.entries'),
    cell: (row: { count: number }) => format.number(row.count),
  };

  const grouped = useMemo(() => {
    if (!entries) return null;
    const days = reportByDay(entries);
    return {
      days,
      chartDays: everyDay(days, from, to),
      users: reportByUser(entries),
      actions: reportByAction(entries),
      failures: failuresOf(entries),
    };
  }, [entries, from, to]);

  return (
    <div className="stack">
      <Card>
        <form
          className="filter-grid"
          noValidate
          aria-label={t('audit.reports.period')}
          onSubmit={(event) => void handleSubmit(setPeriod)(event)}
        >
          <AuditDateRange from={field('from')} to={field('to')} />
          <div className="filter-actions">
            <Button type="submit">{t('audit.reports.show')}</Button>
          </div>
        </form>
      </Card>

      <QueryState query={report} failed={t('audit.loadError')} />
      {report.data && grouped ? (
        <>
          <p className="audit-summary">
            {t('audit.reports.summary', {
              count: report.data.entries.length,
              total: format.number(report.data.entries.length),
              failures: format.number(grouped.failures),
              from: format.date(from.toISOString()),
              to: format.date(to.toISOString()),
            })}
          </p>
          {report.data.capped ? (
            <Alert
              tone="warning"
              title={t('audit.reports.capped', { limit: format.number(AUDIT_REPORT_LIMIT) })}
            />
          ) : null}

          <Card aria-labelledby="audit-by-day">
            <h2 id="audit-by-day" className="audit-section-title">
              {t('audit.reports.byDay')}
            </h2>
            {grouped.days.length === 0 ? (
              <p className="muted">{t('audit.reports.empty')}</p>
            ) : (
              <>
                <Suspense fallback={<Spinner label={t('common.loading')} />}>
                  <AuditDayChart
                    days={grouped.chartDays}
                    rtl={rtl}
                    labels={{
                      entries: t('audit.reports.entries'),
                      failures: t('audit.reports.failures'),
                    }}
                    formatDay={format.day}
                    formatNumber={format.number}
                  />
                </Suspense>
                <LazyTable
                  label={t('audit.reports.byDay')}
                  columns={[
                    {
                      id: 'day',
                      header: t('audit.reports.day'),
                      cell: (row) => format.day(row.day),
                    },
                    entriesColumn,
                    {
                      id: 'failures',
                      header: t('audit.reports.failures'),
                      cell: (row) => format.number(row.failures),
                    },
                  ]}
                  rows={grouped.days}
                  rowId={(row) => row.day}
                />
              </>
            )}
          </Card>

          <Card aria-labelledby="audit-by-user">
            <h2 id="audit-by-user" className="audit-section-title">
              {t('audit.reports.byUser')}
            </h2>
            {grouped.users.length === 0 ? (
              <p className="muted">{t('audit.reports.empty')}</p>
            ) : (
              <LazyTable
                label={t('audit.reports.byUser')}
                columns={[
                  { id: 'user', header: t('audit.columns.user'), cell: (row) => format.who(row) },
                  entriesColumn,
                  {
                    id: 'actions',
                    header: t('audit.reports.actions'),
                    cell: (row) =>
                      topActions(row.actions)
                        .map(
                          ([action, count]) => `${format.action(action)} (${format.number(count)})`,
                        )
                        .join(', '),
                  },
                ]}
                rows={grouped.users}
                rowId={(row) => row.userId}
              />
            )}
          </Card>

          <Card aria-labelledby="audit-by-action">
            <h2 id="audit-by-action" className="audit-section-title">
              {t('audit.reports.byAction')}
            </h2>
            <p className="muted">{t('audit.reports.examplesHint', { count: EXAMPLES_SHOWN })}</p>
            {grouped.actions.length === 0 ? (
              <p className="muted">{t('audit.reports.empty')}</p>
            ) : (
              <LazyTable
                label={t('audit.reports.byAction')}
                columns={[
                  {
                    id: 'action',
                    header: t('audit.columns.action'),
                    cell: (row) => format.action(row.action),
                  },
                  entriesColumn,
                  {
                    id: 'examples',
                    header: t('audit.reports.examples'),
                    cell: (row) => (
                      <ul className="audit-examples">
                        {row.examples.map((example) => (
                          <li key={example.id}>
                            <time dateTime={example.timestamp}>
                              {format.time(example.timestamp)}
                            </time>{' '}
                            <span className="cell-wrap">{format.who(example)}</span>
                            {example.success ? null : (
                              <span className="badge badge-danger">{t('audit.failed')}</span>
                            )}
                          </li>
                        ))}
                      </ul>
                    ),
                  },
                ]}
                rows={grouped.actions}
                rowId={(row) => row.action}
              />
            )}
          </Card>
        </>
      ) : null}
    </div>
  );
}
