import 'uplot/dist/uPlot.min.css';
import { chartAxes, WHOLE_STEPS } from '@nbxt/core/resources/chart-axes.ts';
import type { ChartData } from '@nbxt/core/resources/replies.ts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

/** Mantine's palette, read from its variables (a canvas cannot use them itself). */
const COLOURS = ['blue', 'teal', 'orange', 'grape', 'red', 'cyan'];
const HEIGHT = 280;

const fromZero = (_: uPlot, min: number, max: number): uPlot.Range.MinMax => [
  Math.min(0, min),
  max > 0 ? max * 1.1 : 1,
];

function colour(name: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--mantine-color-${name}-6`);
  return value.trim() || '#409EFF';
}

/**
 * The drawing of a chart (uPlot, small and fast: about a seventh of recharts' size), loaded by ChartPanel
 * only when a chart is shown: bars, or lines over a date category; the categories along the x axis by
 * their position. Hidden from screen readers, which read ChartPanel's table instead. Where the browser
 * gives no canvas, nothing is drawn (the table stays).
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
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    // No 2D canvas (a test DOM, a locked-down browser): nothing to draw on; the table stays.
    if (!target || !document.createElement('canvas').getContext('2d')) return;
    const categories = data.rows.map((row) => String(row[data.x] ?? ''));
    const xs = categories.map((_, i) => i);
    // Two series stand side by side, each on its own scale unless both are counts (chartAxes); more than
    // two read better as lines. Counts tick in whole numbers.
    const n = data.series.length;
    const asBars = kind === 'bar' && n <= 2;
    const { twoScales, whole } = chartAxes(data.series);
    const wholeTicks = (on: boolean) => (on ? { incrs: [...WHOLE_STEPS] } : {});
    const width = Math.max(target.clientWidth, 240);
    // Long names slant when they would not fit side by side (about one em a character).
    const labelWidth = categories.reduce((sum, c) => sum + c.length * 13 + 16, 0);
    const slanted = categories.length > 8 || labelWidth > width - 100;
    const options: uPlot.Options = {
      width,
      height: HEIGHT,
      // Values from zero (bars' heights compare), categories by position; many long names are slanted.
      scales: {
        x: { time: false, range: [-0.5, Math.max(categories.length - 0.5, 0.5)] },
        y: { range: fromZero },
        y2: { range: fromZero },
      },
      legend: { live: false },
      axes: [
        {
          values: (_, ticks) => ticks.map((t) => (Number.isInteger(t) ? (categories[t] ?? '') : '')),
          splits: () => xs,
          ...(slanted ? { rotate: -40, size: 110 } : {}),
        },
        { size: 72, ...wholeTicks(whole[0]) },
        ...(twoScales
          ? [{ scale: 'y2', side: 1, size: 72, grid: { show: false }, ...wholeTicks(whole[1]) }]
          : []),
      ],
      series: [
        { label: '' },
        ...data.series.map((s, i) => {
          const stroke = colour(COLOURS[i % COLOURS.length]!);
          const bars = uPlot.paths.bars?.({
            size: [n === 2 ? 0.4 : 0.6, 48],
            align: n === 2 ? (i === 0 ? -1 : 1) : 0,
          });
          return {
            label: labels[s.key] ?? s.key,
            stroke,
            width: asBars ? 1 : 2,
            ...(twoScales && i === 1 ? { scale: 'y2' } : {}),
            ...(asBars
              ? { fill: `${stroke}cc`, paths: bars, points: { show: false } }
              : { points: { show: true } }),
          };
        }),
      ],
    };
    const values: uPlot.AlignedData = [
      xs,
      ...data.series.map((s) => data.rows.map((row) => Number(row[s.key] ?? 0))),
    ];
    let plot: uPlot | undefined;
    try {
      plot = new uPlot(options, values, target);
    } catch {
      return;
    }
    const resize = new ResizeObserver(() =>
      plot?.setSize({ width: Math.max(target.clientWidth, 240), height: HEIGHT }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot?.destroy();
    };
  }, [data, labels, kind]);
  return <div ref={box} aria-hidden style={{ width: '100%' }} />;
}
