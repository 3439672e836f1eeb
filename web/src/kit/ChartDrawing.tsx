import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ChartData } from '@nbxt/core/resources/replies.ts';

const COLOURS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6'];

/**
 * The drawing of a chart (@mantine/charts over recharts, a large library): loaded by ChartPanel only when
 * a chart is shown. Hidden from screen readers, which read ChartPanel's table instead.
 */
export default function ChartDrawing({
  data,
  labels,
  kind,
}: {
  data: ChartData;
  /** Series labels in the current language, by series key. */
  labels: Record<string, string>;
  kind: 'bar' | 'line';
}) {
  const series = data.series.map((s, i) => ({
    name: s.key,
    label: labels[s.key] ?? s.key,
    color: COLOURS[i % COLOURS.length]!,
  }));
  const Chart = kind === 'line' ? LineChart : BarChart;
  return <Chart h={280} data={data.rows} dataKey={data.x} series={series} withLegend aria-hidden />;
}
