// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChartPanel } from '../../../web/src/kit/ChartPanel.tsx';
import { fakeGateway, renderWith, setupTexts } from './harness.tsx';
import { grant } from './synthetic.ts';

// The drawing's chunk cannot be had.
vi.mock('../../../web/src/kit/ChartDrawing.tsx', () => {
  throw new Error('network');
});

beforeAll(setupTexts);
afterEach(cleanup);

describe('a chart whose drawing cannot load', () => {
  it("says 'Loading chunk failed' in place and keeps the table of values", async () => {
    const gateway = fakeGateway({ 'GET /kit/grant/monthly': [{ grantTime: '2026-01', total: 5 }] });
    renderWith(gateway, <ChartPanel spec={grant} />);
    expect((await screen.findByRole('status')).textContent).toBe('Loading chunk failed');
    const table = screen.getByRole('table', { name: '月度发放数据' });
    expect(within(table).getByRole('rowheader', { name: '2026-01' })).toBeTruthy();
  });
});
