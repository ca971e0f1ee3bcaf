// The report's tables: what each shows on the screen (formatted for the reader's language) and
// writes to its CSV file (the same columns, numbers unformatted). One definition for both.
import type { CustomTypeOptions, ParseKeys, TFunction } from 'i18next';
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

/** The report's sections that hold a table: their texts are `reports.<section>.title` and `.<column>`. */
type TableSection = 'funnel' | 'timeToHire' | 'perJob' | 'interviews' | 'sourcesTable';
type ColumnId<Section extends TableSection> = Exclude<
  keyof CustomTypeOptions['resources']['common']['reports'][Section] & string,
  'title'
>;

/** A column as listed below: its id (which names its header), its kind and its raw value. */
type ColumnSpec<Section extends TableSection, Row> = [
  id: ColumnId<Section>,
  kind: CellKind,
  value: (row: Row) => CsvValue,
];

export function reportTables(report: HiringReport, t: TFunction): ReportTables {
  /** A table whose caption and headers are the section's texts. */
  const table = <Section extends TableSection, Row>(
    id: ReportTable<Row>['id'],
    section: Section,
    fileStem: string,
    rows: Row[],
    columns: ColumnSpec<Section, Row>[],
  ): ReportTable<Row> => ({
    id,
    caption: t(`reports.${section}.title`),
    fileStem,
    rows,
    columns: columns.map(([columnId, kind, value]) => ({
      id: columnId,
      // a key that exists: ColumnId lists the section's texts
      header: t(`reports.${section}.${columnId}` as ParseKeys),
      kind,
      value,
    })),
  });
  return {
    funnel: table('funnel', 'funnel', 'hiring-funnel', report.funnel, [
      ['stage', 'text', (row) => t(`reports.stages.${row.stage}`)],
      ['reached', 'count', (row) => row.reached],
      ['conversion', 'percent', (row) => row.conversionToNext],
    ]),
    timeToHire: table('timeToHire', 'timeToHire', 'time-to-hire', report.timeToHire.perJob, [
      ['job', 'text', (row) => row.jobTitle],
      ['hires', 'count', (row) => row.hires],
      ['median', 'days', (row) => row.medianDays],
    ]),
    perJob: table('perJob', 'perJob', 'applications-per-job', report.applicationsPerJob, [
      ['job', 'text', (row) => row.jobTitle],
      ['applications', 'count', (row) => row.applications],
    ]),
    interviews: table('interviews', 'interviews', 'interviews-per-week', report.interviewsPerWeek, [
      ['week', 'text', (row) => row.week],
      ['weekStart', 'text', (row) => row.weekStart],
      ['interviews', 'count', (row) => row.interviews],
    ]),
    sources: table('sources', 'sourcesTable', 'pass-through-by-source', report.sources, [
      ['source', 'text', (row) => t(`reports.sources.${row.source}`)],
      ['applications', 'count', (row) => row.applications],
      ['reachedInterview', 'count', (row) => row.reachedInterview],
      ['hired', 'count', (row) => row.hired],
      ['interviewRate', 'percent', (row) => row.interviewRate],
      ['hireRate', 'percent', (row) => row.hireRate],
    ]),
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
