import { Suspense } from 'react';
import { lazy } from '@/lib/lazy-component';
import { reportChartHeight, type ReportChartProps } from '../lib/chart';

// recharts (about 100 KB gzip) loads after the report's figures and tables have painted; its
// place is kept at the chart's height meanwhile.
const ReportChart = lazy(() =>
  import('./report-chart').then((module) => ({ default: module.ReportChart })),
);

export function LazyReportChart(props: ReportChartProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" style={{ height: reportChartHeight(props) }} />}>
      <ReportChart {...props} />
    </Suspense>
  );
}
