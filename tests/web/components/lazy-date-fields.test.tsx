// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LazyDateTimeField } from '../../../web/src/components/LazyDateFields.tsx';
import { fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';

beforeAll(setupTexts);
afterEach(cleanup);

/**
 * The date pickers come on demand: a click on the stand-in before their code arrives opens the calendar
 * once it has (the click itself landed on the stand-in). This file runs with its own modules (FRESH_START
 * in vitest.config.ts): another file's render would have loaded the pickers already.
 */
describe('a date-time field clicked before its picker has loaded', () => {
  it('opens the calendar when the picker arrives, the focus in it', async () => {
    const values: string[] = [];
    renderWith(
      fakeGateway({}),
      <LazyDateTimeField
        label="检查时间"
        placeholder="请选择检查时间"
        value=""
        onChange={(value) => values.push(value)}
      />,
    );
    const standIn = screen.getByPlaceholderText('请选择检查时间');
    // The stand-in: a read-only input, the picker not there yet.
    expect(standIn.tagName).toBe('INPUT');
    expect(standIn).toHaveProperty('readOnly', true);
    await userEvent.click(standIn);
    const header = await screen.findByRole('button', { name: /^\d{4}年\d{1,2}月$/ }, { timeout: 10_000 });
    expect(header).toBeTruthy();
    const picker = screen.getByRole('button', { name: /检查时间/ });
    expect(picker.contains(document.activeElement) || picker === document.activeElement).toBe(true);
    expect(values).toEqual([]);
  });
});
