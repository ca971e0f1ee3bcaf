import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, type HiringReport, type ReportJob } from '@contracts/reports';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format/use-format';
import { useHiringReport } from '../api/get-hiring-report';
import { defaultRange, rangeError, rangeInstants, type DayRange } from '../lib/range';
import { csvFileName, reportTables, type CellKind } from '../lib/report-tables';
import { LazyReportChart } from './lazy-report-chart';
import { ReportSection } from './report-section';
import './reports.css';

interface ReportsPageProps {
  companyId: string;
  /** "Today" for the default period (the last 90 days); the current time by default. */
  now?: Date;
}

/** The reasons the report's callable answers with that the screen names; others read as unknown. */
const NAMED_REASONS = ['invalid-input', 'not-signed-in', 'forbidden', 'not-found'] as const;
type ReportReason = (typeof NAMED_REASONS)[number] | 'unknown';

function reasonKey(error: unknown): ReportReason {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return NAMED_REASONS.find((named) => named === reason) ?? 'unknown';
}

/** Nothing was counted: no application created and no interview held in the period. */
/** Report figures are written with at most one decimal. */
const UP_TO_ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

const isEmptyReport = (report: HiringReport) =>
  report.applications === 0 && report.interviewsPerWeek.every((row) => row.interviews === 0);

/**
 * Hiring reports of the company: a period and a job to look at; the funnel, time to hire,
 * applications per job, interviews per week and pass-through by source, each as a chart and a
 * table with its CSV. The figures come from the server (the hiringReport callable).
 */
export function ReportsPage({ companyId, now }: ReportsPageProps) {
  const { t, i18n } = useTranslation();
  const initial = useMemo(() => defaultRange(now ?? new Date()), [now]);
  const [range, setRange] = useState<DayRange>(initial);
  const [jobId, setJobId] = useState('');
  const problem = rangeError(range);
  const instants = problem ? rangeInstants(initial) : rangeInstants(range);
  const query = useHiringReport({ companyId, ...instants, jobId: jobId || null }, problem === null);
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const format = useFormat();

  const formatters = useMemo(
    () => ({
      value: (value: number, kind: CellKind) =>
        kind === 'percent'
          ? format.percent(value / 100, UP_TO_ONE_DECIMAL)
          : format.number(value, UP_TO_ONE_DECIMAL),
      number: (value: number) => format.number(value, UP_TO_ONE_DECIMAL),
      percent: (value: number) => format.percent(value / 100, UP_TO_ONE_DECIMAL),
      day: (iso: string) =>
        format.date(`${iso}T00:00:00.000Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    }),
    [format],
  );

  const report = query.data;
  const jobs: ReportJob[] = report?.jobs ?? [];
  const tables = report ? reportTables(report, t) : null;
  const fileName = (table: { fileStem: string }) => csvFileName(table, range, jobId || null);

  return (
    <div className="stack reports-page">
      <p className="lead">{t('reports.intro')}</p>

      <form
        className="reports-filters card"
        aria-label={t('reports.filters.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          type="date"
          label={t('reports.filters.from')}
          value={range.from}
          max={range.to || undefined}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          error={
            problem
              ? t(`reports.rangeErrors.${problem}`, {
                  count: REPORT_LIMITS.rangeDaysMax,
                  days: REPORT_LIMITS.rangeDaysMax,
                })
              : undefined
          }
        />
        <TextField
          type="date"
          label={t('reports.filters.to')}
          value={range.to}
          min={range.from || undefined}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
        />
        <NativeSelect
          label={t('reports.filters.job')}
          value={jobId}
          onChange={(event) => setJobId(event.target.value)}
        >
          <option value="">{t('reports.filters.allJobs')}</option>
          {jobs.map((job) => (
            <option key={job.jobId} value={job.jobId}>
              {job.jobTitle}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="ghost"
          onClick={() => {
            setRange(initial);
            setJobId('');
          }}
        >
          {t('reports.filters.reset')}
        </Button>
      </form>

      {problem ? null : query.isError && !query.isFetching ? (
        <Alert tone="error" title={t(`reports.errors.${reasonKey(query.error)}`)}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('reports.retry')}
          </Button>
        </Alert>
      ) : !report || !tables ? (
        <Spinner label={t('reports.loading')} />
      ) : (
        <div className="reports-body" aria-busy={query.isFetching || undefined}>
          {query.isFetching ? <Spinner label={t('reports.loading')} /> : null}
          <p className="reports-summary" role="status">
            {t('reports.summary', {
              count: report.applications,
              from: formatters.day(range.from),
              to: formatters.day(range.to),
            })}
          </p>
          {isEmptyReport(report) ? (
            <div className="empty-state">
              <p className="empty-state-title">{t('reports.empty.title')}</p>
              <p>{t('reports.empty.text')}</p>
            </div>
          ) : (
            <div className="reports-grid">
              <ReportSection
                table={tables.funnel}
                description={t('reports.funnel.description')}
                isEmpty={report.applications === 0}
                fileName={fileName(tables.funnel)}
                format={formatters.value}
                chart={
                  <LazyReportChart
                    layout="columns"
                    rtl={rtl}
                    category="label"
                    format={formatters.number}
                    bars={[{ key: 'reached', name: t('reports.funnel.reached'), tone: 'primary' }]}
                    labelKey="conversion"
                    data={report.funnel.map((row) => ({
                      label: t(`reports.stages.${row.stage}`),
                      reached: row.reached,
                      conversion:
                        row.conversionToNext === null
                          ? formatters.number(row.reached)
                          : t('reports.funnel.toNext', {
                              value: formatters.percent(row.conversionToNext),
                            }),
                    }))}
                  />
                }
              />
              <ReportSection
                table={tables.timeToHire}
                description={t('reports.timeToHire.description')}
                isEmpty={report.timeToHire.perJob.length === 0}
                fileName={fileName(tables.timeToHire)}
                format={formatters.value}
                summary={
                  report.timeToHire.medianDays === null
                    ? t('reports.timeToHire.noHires')
                    : t('reports.timeToHire.overall', {
                        count: report.timeToHire.medianDays,
                        days: formatters.number(report.timeToHire.medianDays),
                        hires: formatters.number(report.timeToHire.hires),
                      })
                }
                chart={
                  <LazyReportChart
                    layout="rows"
                    rtl={rtl}
                    category="jobTitle"
                    format={formatters.number}
                    bars={[
                      { key: 'medianDays', name: t('reports.timeToHire.median'), tone: 'primary' },
                    ]}
                    data={report.timeToHire.perJob.map((row) => ({ ...row }))}
                  />
                }
              />
              <ReportSection
                table={tables.perJob}
                description={t('reports.perJob.description')}
                isEmpty={report.applicationsPerJob.length === 0}
                fileName={fileName(tables.perJob)}
                format={formatters.value}
                chart={
                  <LazyReportChart
                    layout="rows"
                    rtl={rtl}
                    category="jobTitle"
                    format={formatters.number}
                    bars={[
                      {
                        key: 'applications',
                        name: t('reports.perJob.applications'),
                        tone: 'primary',
                      },
                    ]}
                    data={report.applicationsPerJob.map((row) => ({ ...row }))}
                  />
                }
              />
              <ReportSection
                table={tables.interviews}
                description={t('reports.interviews.description')}
                isEmpty={report.interviewsPerWeek.every((row) => row.interviews === 0)}
                fileName={fileName(tables.interviews)}
                format={formatters.value}
                chart={
                  <LazyReportChart
                    layout="columns"
                    rtl={rtl}
                    category="week"
                    format={formatters.number}
                    bars={[
                      {
                        key: 'interviews',
                        name: t('reports.interviews.interviews'),
                        tone: 'primary',
                      },
                    ]}
                    data={report.interviewsPerWeek.map((row) => ({ ...row }))}
                  />
                }
              />
              <ReportSection
                table={tables.sources}
                description={t('reports.sourcesTable.description')}
                isEmpty={report.applications === 0}
                fileName={fileName(tables.sources)}
                format={formatters.value}
                chart={
                  <LazyReportChart
                    layout="columns"
                    rtl={rtl}
                    category="label"
                    format={formatters.percent}
                    bars={[
                      {
                        key: 'interviewRate',
                        name: t('reports.sourcesTable.interviewRate'),
                        tone: 'primary',
                      },
                      {
                        key: 'hireRate',
                        name: t('reports.sourcesTable.hireRate'),
                        tone: 'secondary',
                      },
                    ]}
                    data={report.sources.map((row) => ({
                      label: t(`reports.sources.${row.source}`),
                      interviewRate: row.interviewRate ?? 0,
                      hireRate: row.hireRate ?? 0,
                    }))}
                  />
                }
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
