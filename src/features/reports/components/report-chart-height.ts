import type { ReportChartProps } from './report-chart';

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
