// The report's tables: what each shows on the screen (formatted for the reader's language) and
// writes to its CSV file (the same columns, numbers unformatted). One definition for both.
import type { TFunction } from 'i18next';
import type {
  ApplicationsPerJobRow,
  FunnelRow,
  HiringReport,
  InterviewWeekRow,
  SourceRow,
  TimeToHireRow,
} from '@contracts/reports';
import { toCsv, type CsvValue } from './csv';
import type { DayRange } from './range';

export type CellKind = 'text' | 'count' | 'percent' | 'days';

interface ReportColumn<Row> {
  id: string;
  header: string;
  kind: CellKind;
  /**
   * The raw value: text, a number, or null (none: the division had nothing to divide). A method,
   * so that tables of different rows can be listed together as `ReportTable<unknown>` (a table's
   * rows only ever meet its own columns).
   */
  value(row: Row): CsvValue;
}

export interface ReportTable<Row> {
  id: 'funnel' | 'timeToHire' | 'perJob' | 'interviews' | 'sources';
  caption: string;
  /** The file name's stem (ASCII, whatever the language). */
  fileStem: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
}

interface ReportTables {
  funnel: ReportTable<FunnelRow>;
  timeToHire: ReportTable<TimeToHireRow>;
  perJob: ReportTable<ApplicationsPerJobRow>;
  interviews: ReportTable<InterviewWeekRow>;
  sources: ReportTable<SourceRow>;
}

export function reportTables(report: HiringReport, t: TFunction): ReportTables {
  return {
    funnel: {
      id: 'funnel',
      caption: t('reports.funnel.title'),
      fileStem: 'hiring-funnel',
      rows: report.funnel,
      columns: [
        {
          id: 'stage',
          header: t('reports.funnel.stage'),
          kind: 'text',
          value: (row) => t(`reports.stages.${row.stage}`),
        },
        {
          id: 'reached',
          header: t('reports.funnel.reached'),
          kind: 'count',
          value: (row) => row.reached,
        },
        {
          id: 'conversion',
          header: t('reports.funnel.conversion'),
          kind: 'percent',
          value: (row) => row.conversionToNext,
        },
      ],
    },
    timeToHire: {
      id: 'timeToHire',
      caption: t('reports.timeToHire.title'),
      fileStem: 'time-to-hire',
      rows: report.timeToHire.perJob,
      columns: [
        {
          id: 'job',
          header: t('reports.timeToHire.job'),
          kind: 'text',
          value: (row) => row.jobTitle,
        },
        {
          id: 'hires',
          header: t('reports.timeToHire.hires'),
          kind: 'count',
          value: (row) => row.hires,
        },
        {
          id: 'median',
          header: t('reports.timeToHire.median'),
          kind: 'days',
          value: (row) => row.medianDays,
        },
      ],
    },
    perJob: {
      id: 'perJob',
      caption: t('reports.perJob.title'),
      fileStem: 'applications-per-job',
      rows: report.applicationsPerJob,
      columns: [
        { id: 'job', header: t('reports.perJob.job'), kind: 'text', value: (row) => row.jobTitle },
        {
          id: 'applications',
          header: t('reports.perJob.applications'),
          kind: 'count',
          value: (row) => row.applications,
        },
      ],
    },
    interviews: {
      id: 'interviews',
      caption: t('reports.interviews.title'),
      fileStem: 'interviews-per-week',
      rows: report.interviewsPerWeek,
      columns: [
        {
          id: 'week',
          header: t('reports.interviews.week'),
          kind: 'text',
          value: (row) => row.week,
        },
        {
          id: 'weekStart',
          header: t('reports.interviews.weekStart'),
          kind: 'text',
          value: (row) => row.weekStart,
        },
        {
          id: 'interviews',
          header: t('reports.interviews.interviews'),
          kind: 'count',
          value: (row) => row.interviews,
        },
      ],
    },
    sources: {
      id: 'sources',
      caption: t('reports.sourcesTable.title'),
      fileStem: 'pass-through-by-source',
      rows: report.sources,
      columns: [
        {
          id: 'source',
          header: t('reports.sourcesTable.source'),
          kind: 'text',
          value: (row) => t(`reports.sources.${row.source}`),
        },
        {
          id: 'applications',
          header: t('reports.sourcesTable.applications'),
          kind: 'count',
          value: (row) => row.applications,
        },
        {
          id: 'reachedInterview',
          header: t('reports.sourcesTable.reachedInterview'),
          kind: 'count',
          value: (row) => row.reachedInterview,
        },
        {
          id: 'hired',
          header: t('reports.sourcesTable.hired'),
          kind: 'count',
          value: (row) => row.hired,
        },
        {
          id: 'interviewRate',
          header: t('reports.sourcesTable.interviewRate'),
          kind: 'percent',
          value: (row) => row.interviewRate,
        },
        {
          id: 'hireRate',
          header: t('reports.sourcesTable.hireRate'),
          kind: 'percent',
          value: (row) => row.hireRate,
        },
      ],
    },
  };
}

/** A table's CSV file: its translated headers, then its rows' raw values. */
export function tableCsv<Row>(table: ReportTable<Row>): string {
  return toCsv(
    table.columns.map((column) => column.header),
    table.rows.map((row) => table.columns.map((column) => column.value(row))),
  );
}

/** `hiring-funnel_2026-08-25_2026-11-22.csv` (and the job's id when filtered). */
export function csvFileName(
  table: Pick<ReportTable<unknown>, 'fileStem'>,
  range: DayRange,
  jobId: string | null,
): string {
  return [table.fileStem, jobId, range.from, range.to].filter(Boolean).join('_') + '.csv';
}
