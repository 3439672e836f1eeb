// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LazyDateTimeField } from '../../../web/src/components/LazyDateFields.tsx';
import { renderForm, setupDom } from '../form-renderer/setup.tsx';
import { fakeGateway, renderWith } from '../kit/harness.tsx';

beforeAll(setupDom);
afterEach(cleanup);

/**
 * The date pickers come on demand: a click on the stand-in before their code arrives opens the calendar
 * once it has (the click itself landed on the stand-in; web/src/components/hand-over.tsx). This file runs
 * with its own modules (FRESH_START in vitest.config.ts): another file's render would have loaded the
 * pickers already.
 */
/**
 * A click as the browser dispatches it, all at once (user-event's steps await between its events, and the
 * picker arriving between its pointerdown and its mousedown is no sequence a browser makes).
 */
function click(element: HTMLElement) {
  act(() => {
    fireEvent.pointerDown(element);
    fireEvent.mouseDown(element);
    element.focus();
    fireEvent.pointerUp(element);
    fireEvent.mouseUp(element);
    fireEvent.click(element);
  });
}

const calendarHeader = () => screen.findByRole('button', { name: /^\d{4}年\d{1,2}月$/ }, { timeout: 20_000 });

describe('a date-time field clicked before its picker has loaded', () => {
  it('opens the calendar when the picker arrives, the focus in it', { timeout: 40_000 }, async () => {
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
    click(standIn);
    expect(await calendarHeader()).toBeTruthy();
    const picker = screen.getByRole('button', { name: /检查时间/ });
    expect(picker.contains(document.activeElement) || picker === document.activeElement).toBe(true);
    expect(values).toEqual([]);
  });

  it('in a rendered form, opens the calendar too', { timeout: 40_000 }, async () => {
    const form = renderForm({
      column: [{ type: 'datetime', prop: 'dt', label: '时刻', format: 'yyyy-MM-dd HH:mm:ss' }],
    });
    // The renderer's stand-in (its pickers load with the first date field).
    const standIn = screen.getByRole('textbox', { name: '时刻' });
    expect(standIn).toHaveProperty('readOnly', true);
    click(standIn);
    expect(await calendarHeader()).toBeTruthy();
    expect(screen.getByRole('button', { name: '时刻' })).toBe(document.activeElement);
    expect(form.changes).toEqual([]);
  });
});
