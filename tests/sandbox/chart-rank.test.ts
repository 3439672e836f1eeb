import { describe, expect, it } from 'vitest';
import { refuseFormdata } from '../../core/src/modules/refuse.ts';
import { chartRows } from '../../scripts/sandbox/operations.ts';

describe('a ranking chart (chart.rankBy)', () => {
  const rank = refuseFormdata.operations['rank']!;
  const rows = [
    { tenantName: '海曙区南门街道办事处', score: 86 },
    { tenantName: '江北区白沙街道办事处', score: 93 },
    { tenantName: '北仑区新碶街道办事处', score: 71 },
  ];

  it('orders the categories by the ranked series, highest first', () => {
    expect(chartRows(refuseFormdata, rank.chart!, rows).map((r) => r['score'])).toEqual([93, 86, 71]);
  });

  it('keeps the categories’ own order for a chart that ranks nothing', () => {
    const plain = { x: 'tenantName', series: rank.chart!.series };
    const names = rows.map((r) => r.tenantName).sort((a, b) => a.localeCompare(b, 'en'));
    expect(chartRows(refuseFormdata, plain, rows).map((r) => r['tenantName'])).toEqual(names);
  });
});
