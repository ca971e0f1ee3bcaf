// The report's sections, in the order the page shows them: each one's table (with its CSV), its
// description, when it has nothing to show, an optional summary line and what its chart draws.
import type { TFunction } from 'i18next';
import type { HiringReport } from '@contracts/reports';
import type { ReportChartProps } from './chart';
import { reportTables, type ReportTable } from './report-tables';

export interface ReportSectionSpec {
  table: ReportTable<unknown>;
  description: string;
  /** Nothing was counted for it: an empty state instead of the chart and the table. */
  isEmpty: boolean;
  /** A line under the heading (e.g. the overall median). */
  summary?: string;
  /** The chart, but for its direction (the page's). */
  chart: Omit<ReportChartProps, 'rtl'>;
}

interface ReportNumberFormats {
  number: (value: number) => string;
  /** A percentage given as 0–100. */
  percent: (value: number) => string;
}

/** The funnel, time to hire, applications per job, interviews per week and sources. */
export function reportSections(
  report: HiringReport,
  t: TFunction,
  formats: ReportNumberFormats,
): ReportSectionSpec[] {
  const tables = reportTables(report, t);
  const bar = (key: string, name: string, tone: 'primary' | 'secondary' = 'primary') => ({
    key,
    name,
    tone,
  });
  return [
    {
      table: tables.funnel,
      description: t('reports.funnel.description'),
      isEmpty: report.applications === 0,
      chart: {
        layout: 'columns',
        category: 'label',
        format: formats.number,
        bars: [bar('reached', t('reports.funnel.reached'))],
        labelKey: 'conversion',
        data: report.funnel.map((row) => ({
          label: t(`reports.stages.${row.stage}`),
          reached: row.reached,
          conversion:
            row.conversionToNext === null
              ? formats.number(row.reached)
              : t('reports.funnel.toNext', { value: formats.percent(row.conversionToNext) }),
        })),
      },
    },
    {
      table: tables.timeToHire,
      description: t('reports.timeToHire.description'),
      isEmpty: report.timeToHire.perJob.length === 0,
      summary:
        report.timeToHire.medianDays === null
          ? t('reports.timeToHire.noHires')
          : t('reports.timeToHire.overall', {
              count: report.timeToHire.medianDays,
              days: formats.number(report.timeToHire.medianDays),
              hires: formats.number(report.timeToHire.hires),
            }),
      chart: {
        layout: 'rows',
        category: 'jobTitle',
        format: formats.number,
        bars: [bar('medianDays', t('reports.timeToHire.median'))],
        data: report.timeToHire.perJob.map((row) => ({ ...row })),
      },
    },
    {
      table: tables.perJob,
      description: t('reports.perJob.description'),
      isEmpty: report.applicationsPerJob.length === 0,
      chart: {
        layout: 'rows',
        category: 'jobTitle',
        format: formats.number,
        bars: [bar('applications', t('reports.perJob.applications'))],
        data: report.applicationsPerJob.map((row) => ({ ...row })),
      },
    },
    {
      table: tables.interviews,
      description: t('reports.interviews.description'),
      isEmpty: report.interviewsPerWeek.every((row) => row.interviews === 0),
      chart: {
        layout: 'columns',
        category: 'week',
        format: formats.number,
        bars: [bar('interviews', t('reports.interviews.interviews'))],
        data: report.interviewsPerWeek.map((row) => ({ ...row })),
      },
    },
    {
      table: tables.sources,
      description: t('reports.sourcesTable.description'),
      isEmpty: report.applications === 0,
      chart: {
        layout: 'columns',
        category: 'label',
        format: formats.percent,
        bars: [
          bar('interviewRate', t('reports.sourcesTable.interviewRate')),
          bar('hireRate', t('reports.sourcesTable.hireRate'), 'secondary'),
        ],
        data: report.sources.map((row) => ({
          label: t(`reports.sources.${row.source}`),
          interviewRate: row.interviewRate ?? 0,
          hireRate: row.hireRate ?? 0,
        })),
      },
    },
  ];
}
