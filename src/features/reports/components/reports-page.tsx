import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, type HiringReport, type ReportJob } from '@contracts/reports';
import { Button } from '@/components/ui/button';
import { usePreloadTable } from '@/components/ui/lazy-table';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format/use-format';
import { useHiringReport } from '../api/get-hiring-report';
import { defaultRange, rangeError, rangeInstants, type DayRange } from '../lib/range';
import { useReasonText } from '../lib/refusals';
import { reportSections } from '../lib/report-sections';
import { csvFileName, type CellKind } from '../lib/report-tables';
import { ReportSection } from './report-section';
import './reports.css';

interface ReportsPageProps {
  companyId: string;
  /** "Today" for the default period (the last 90 days); the current time by default. */
  now?: Date;
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
  const reasonText = useReasonText();
  const initial = useMemo(() => defaultRange(now ?? new Date()), [now]);
  const [range, setRange] = useState<DayRange>(initial);
  const [jobId, setJobId] = useState('');
  const problem = rangeError(range);
  const instants = problem ? rangeInstants(initial) : rangeInstants(range);
  const query = useHiringReport({ companyId, ...instants, jobId: jobId || null }, problem === null);
  usePreloadTable();
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

      {problem ? null : (
        <QueryState
          // a retry shows the spinner, not the failure it retries
          query={{ ...query, isError: query.isError && !query.isFetching, data: report }}
          failed={reasonText(query.error)}
          loadingLabel={t('reports.loading')}
        >
          {(loaded) => (
            <div className="reports-body" aria-busy={query.isFetching || undefined}>
              {query.isFetching ? <Spinner label={t('reports.loading')} /> : null}
              <p className="reports-summary" role="status">
                {t('reports.summary', {
                  count: loaded.applications,
                  from: formatters.day(range.from),
                  to: formatters.day(range.to),
                })}
              </p>
              {isEmptyReport(loaded) ? (
                <div className="empty-state">
                  <p className="empty-state-title">{t('reports.empty.title')}</p>
                  <p>{t('reports.empty.text')}</p>
                </div>
              ) : (
                <div className="reports-grid">
                  {reportSections(loaded, t, formatters).map((section) => (
                    <ReportSection
                      key={section.table.id}
                      {...section}
                      rtl={rtl}
                      fileName={fileName(section.table)}
                      format={formatters.value}
                    />
                  ))}
                </div>
              )}
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}
