// The report's charts (recharts, loaded with this screen only). A chart shows what the table
// under it holds, so it is hidden from screen readers; colours come from the theme's CSS
// variables (reports.css), and in a right-to-left language the axes are mirrored.
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { reportChartHeight, type ReportChartProps } from '../lib/chart';

export function ReportChart({
  data,
  category,
  bars,
  layout,
  rtl,
  format,
  labelKey,
}: ReportChartProps) {
  const rows = layout === 'rows';
  const height = reportChartHeight({ data, bars, layout });
  const valueAxis = {
    type: 'number' as const,
    allowDecimals: false,
    tickFormatter: (value: number) => format(value),
    reversed: rows && rtl,
  };
  const categoryAxis = {
    type: 'category' as const,
    dataKey: category,
    reversed: !rows && rtl,
    // each row's name is shown; under columns, labels that would run into each other (13 weeks
    // of "2026-W35" at 1280 px) are thinned out, the first and the last kept: the table below
    // the chart names every one
    interval: rows ? (0 as const) : ('preserveStartEnd' as const),
    minTickGap: 8,
  };
  const tickStyle = { fill: 'var(--text-muted)', fontSize: 12 };
  return (
    <div className="reports-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={[...data]}
          layout={rows ? 'vertical' : 'horizontal'}
          accessibilityLayer={false}
          margin={{ top: 24, right: 16, bottom: 8, left: 16 }}
        >
          <CartesianGrid className="reports-chart-grid" vertical={rows} horizontal={!rows} />
          {rows ? (
            <>
              <XAxis {...valueAxis} tick={tickStyle} />
              <YAxis
                {...categoryAxis}
                width={150}
                orientation={rtl ? 'right' : 'left'}
                tick={tickStyle}
              />
            </>
          ) : (
            <>
              <XAxis {...categoryAxis} tick={tickStyle} />
              <YAxis
                {...valueAxis}
                orientation={rtl ? 'right' : 'left'}
                tick={tickStyle}
                width={48}
              />
            </>
          )}
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            contentStyle={{
              background: 'var(--surface)',
              border: '1px solid var(--border)',
              borderRadius: 'var(--radius)',
              color: 'var(--text)',
            }}
            labelStyle={{ color: 'var(--text)' }}
            formatter={(value) => (typeof value === 'number' ? format(value) : String(value ?? ''))}
          />
          {bars.length > 1 ? <Legend wrapperStyle={{ color: 'var(--text)' }} /> : null}
          {bars.map((bar, index) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.name}
              className={`reports-bar reports-bar-${bar.tone}`}
              fill={bar.tone === 'primary' ? 'var(--primary)' : 'var(--success)'}
              radius={4}
              isAnimationActive={false}
            >
              {index === 0 && labelKey ? (
                <LabelList
                  dataKey={labelKey}
                  position={rows ? (rtl ? 'left' : 'right') : 'top'}
                  className="reports-bar-label"
                />
              ) : null}
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
