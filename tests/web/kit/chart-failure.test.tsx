// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
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
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      renderWith(gateway, <ChartPanel spec={grant} />);
    });
    // Tried again twice at once (chunk-load.ts) before the failure is shown, with a retry.
    await act(() => vi.advanceTimersByTimeAsync(2500));
    vi.useRealTimers();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Loading chunk failed');
    expect(within(failure).getByRole('button', { name: '重试' })).toBeTruthy();
    const table = screen.getByRole('table', { name: '月度发放数据' });
    expect(within(table).getByRole('rowheader', { name: '2026-01' })).toBeTruthy();
  });
});
