// Entries per day as bars (recharts, loaded with the reports tab only). The chart shows what the
// table next to it holds, so it is hidden from screen readers; colours come from the theme's CSS
// variables, and in a right-to-left language the days run from the right.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DayReportRow } from '../lib/audit-reports';

interface AuditDayChartProps {
  /** Oldest first. */
  days: readonly DayReportRow[];
  rtl: boolean;
  labels: { entries: string; failures: string };
  formatDay: (day: string) => string;
  formatNumber: (value: number) => string;
}

export default function AuditDayChart({
  days,
  rtl,
  labels,
  formatDay,
  formatNumber,
}: AuditDayChartProps) {
  const tick = { fill: 'var(--text-muted)', fontSize: 12 };
  return (
    <div className="audit-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart
          data={[...days]}
          accessibilityLayer={false}
          margin={{ top: 16, right: 16, bottom: 8, left: 16 }}
        >
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="day"
            reversed={rtl}
            tick={tick}
            tickFormatter={(day: string) => formatDay(day)}
            minTickGap={16}
          />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            tick={tick}
            width={48}
            tickFormatter={(value: number) => formatNumber(value)}
          />
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            contentStyle={{
              background: 'var(--surface)',
              border: '1px solid var(--border)',
              borderRadius: 'var(--radius)',
              color: 'var(--text)',
            }}
            labelStyle={{ color: 'var(--text)' }}
            labelFormatter={(day) => (typeof day === 'string' ? formatDay(day) : '')}
            formatter={(value) => (typeof value === 'number' ? formatNumber(value) : String(value))}
          />
          <Legend wrapperStyle={{ color: 'var(--text)' }} />
          <Bar
            dataKey="count"
            name={labels.entries}
            fill="var(--primary)"
            radius={3}
            isAnimationActive={false}
          />
          <Bar
            dataKey="failures"
            name={labels.failures}
            fill="var(--danger)"
            radius={3}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
