// The top events as bars (recharts, loaded with this screen only). The chart shows what the table
// next to it holds, so it is hidden from screen readers; in a right-to-left language it mirrors.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EventCount } from '@contracts/platform-analytics';

interface EventsChartProps {
  events: readonly EventCount[];
  rtl: boolean;
  label: string;
  formatNumber: (value: number) => string;
}

export default function EventsChart({ events, rtl, label, formatNumber }: EventsChartProps) {
  const tick = { fill: 'var(--text-muted)', fontSize: 12 };
  return (
    <div className="analytics-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={Math.max(160, events.length * 36 + 40)}>
        <BarChart
          data={[...events]}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 24, bottom: 8, left: 24 }}
        >
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis
            type="number"
            allowDecimals={false}
            reversed={rtl}
            tick={tick}
            tickFormatter={(value: number) => formatNumber(value)}
          />
          <YAxis
            type="category"
            dataKey="name"
            width={160}
            orientation={rtl ? 'right' : 'left'}
            tick={tick}
          />
          <Tooltip formatter={(value) => formatNumber(Number(value))} />
          <Bar dataKey="count" name={label} fill="var(--primary)" radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
