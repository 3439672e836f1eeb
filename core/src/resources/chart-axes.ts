import type { ChartSeries } from './replies.ts';

/** Tick steps of an axis of whole numbers (counts): 1, 2 and 5 times the powers of ten. */
export const WHOLE_STEPS: readonly number[] = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((m) => m * 10 ** power),
).flat();

export interface ChartAxes {
  /** The second series on a scale of its own (an amount beside a count stays visible). */
  twoScales: boolean;
  /** Whether each axis (left, then right) holds counts only: whole-number ticks. */
  whole: [boolean, boolean];
}

/**
 * The value axes of a chart: two series get a scale each unless both count records (two counts compare on
 * one scale: 4 submitted of 5 must not draw as high as 5); an axis of counts ticks in whole numbers.
 */
export function chartAxes(series: readonly ChartSeries[]): ChartAxes {
  const counts = series.map((s) => s.count === true);
  const twoScales = series.length === 2 && !(counts[0] && counts[1]);
  if (twoScales) return { twoScales, whole: [counts[0]!, counts[1]!] };
  return { twoScales, whole: [counts.length > 0 && counts.every(Boolean), false] };
}
