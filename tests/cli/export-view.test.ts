import { renderToString } from 'ink';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BatchView } from '../../cli/src/export/view.tsx';

describe('the batch progress view (terminal)', () => {
  it('shows files, bytes, rate and ETA, then one line per active download', () => {
    const text = renderToString(
      createElement(BatchView, {
        figures: { total: 10, done: 2, failed: 1, skipped: 1, bytes: 3_000_000, elapsedMs: 3000 },
        active: [
          {
            index: 4,
            label: 'POST /crm/nbxtCrmCustomer/export',
            file: '客户管理数据.xlsx',
            bytes: 1_500_000,
            size: 3_000_000,
            attempt: 0,
          },
          { index: 5, label: 'GET /lowIncome/invReport/exportSummary', bytes: 0, attempt: 2 },
        ],
        width: 100,
      }),
      { columns: 100 },
    );
    const lines = text.split('\n');
    expect(lines[0]).toContain('3/10 files · 3.0 MB · 1.0 MB/s · 1 failed · ETA 6s');
    expect(lines[1]).toContain('客户管理数据.xlsx 1.5 MB / 3.0 MB');
    expect(lines[2]).toContain('GET /lowIncome/invReport/exportSummary 0 B (retry 2)');
    expect(lines).toHaveLength(3);
  });
});
