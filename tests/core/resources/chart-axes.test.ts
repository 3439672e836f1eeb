import { describe, expect, it } from 'vitest';
import { refuseFormdata, refuseReport } from '../../../core/src/modules/refuse.ts';
import { chartAxes, WHOLE_STEPS } from '../../../core/src/resources/chart-axes.ts';
import { chartData } from '../../../core/src/resources/replies.ts';
import type { ResourceSpec } from '../../../core/src/resources/types.ts';

const seriesOf = (spec: ResourceSpec, name: string) =>
  chartData(spec, name, spec.operations[name]!, []).series;

describe('chart axes', () => {
  it('ticks whole numbers on an axis of counts (the submission rate counts records)', () => {
    const rate = seriesOf(refuseFormdata, 'rate');
    expect(rate.map((s) => s.count)).toEqual([true, true]);
    // Two counts compare on one scale.
    expect(chartAxes(rate)).toEqual({ twoScales: false, whole: [true, false] });
  });

  it('keeps fractional ticks for sums (tonnage, scores)', () => {
    expect(chartAxes(seriesOf(refuseReport, 'chart')).whole).toEqual([false, false]);
    expect(chartAxes(seriesOf(refuseFormdata, 'rank')).whole).toEqual([false, false]);
  });

  it('gives a count beside a sum a scale each, the count’s in whole numbers', () => {
    const mixed = [
      { key: 'n', label: 'n', text: { zh: '', en: '' }, count: true },
      { key: 'amount', label: 'a', text: { zh: '', en: '' }, count: false },
    ];
    expect(chartAxes(mixed)).toEqual({ twoScales: true, whole: [true, false] });
  });

  it('steps by whole numbers only', () => {
    expect(WHOLE_STEPS.every(Number.isInteger)).toBe(true);
    expect(WHOLE_STEPS.slice(0, 4)).toEqual([1, 2, 5, 10]);
  });
});
