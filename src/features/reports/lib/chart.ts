// What a report chart shows (its data, its bars, its layout) and how tall it is: shared by the
// chart itself (recharts, loaded after the figures) and the place kept for it while it loads.

interface ChartBar {
  key: string;
  name: string;
  tone: 'primary' | 'secondary';
}

export interface ReportChartProps {
  data: readonly Record<string, string | number | null>[];
  /** The field naming each category (a stage, a job, a week, a source). */
  category: string;
  bars: readonly ChartBar[];
  /** Columns (categories along the bottom) or rows (categories down the side, for long names). */
  layout: 'columns' | 'rows';
  rtl: boolean;
  /** How a value reads (a count, days, a percentage) in the reader's language. */
  format: (value: number) => string;
  /** A field whose text labels each bar of the first series (e.g. the funnel's conversion). */
  labelKey?: string;
}

const ROW_HEIGHT = 44;

/** A chart's height; the space kept for it while its code loads is the same (no shift). */
export function reportChartHeight({
  data,
  bars,
  layout,
}: Pick<ReportChartProps, 'data' | 'bars' | 'layout'>): number {
  return layout === 'rows'
    ? Math.max(160, data.length * ROW_HEIGHT * Math.max(1, bars.length * 0.7) + 60)
    : 280;
}
