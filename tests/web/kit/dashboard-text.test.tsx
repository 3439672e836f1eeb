// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Dashboard } from '../../../web/src/kit/Dashboard.tsx';
import { fakeGateway, renderWith, setupTexts } from './harness.tsx';
import { grant } from './synthetic.ts';

beforeAll(setupTexts);
afterEach(cleanup);

describe('a dashboard for screen readers', () => {
  it("gives its figures' bar chart a table of the values, as its other charts have", async () => {
    const gateway = fakeGateway({
      'GET /kit/grant/stat': { count: 1234, total: '12345.5' },
      'GET /kit/grant/monthly': [{ grantTime: '2026-01', total: 1200 }],
    });
    renderWith(gateway, <Dashboard spec={grant} title="发放看板" />);
    const figures = await screen.findByRole('table', { name: '发放统计数据' });
    await waitFor(() => expect(within(figures).getByRole('rowheader', { name: '发放人数' })).toBeTruthy());
    expect(
      within(figures)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['项目', '数量']);
    // The money figure is not drawn as a bar, so not in the table either.
    expect(
      within(figures)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['项目数量', '发放人数1234']);
    expect(await screen.findByRole('table', { name: '月度发放数据' })).toBeTruthy();
    // One call for the figures and their chart.
    expect(gateway.sent('GET /kit/grant/stat')).toHaveLength(1);
  });
});
