// @vitest-environment happy-dom
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { fieldEvents, tipPlacements } from '@nbxt/core/form/property-ranges.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearErrorLogs, errorLogs } from '../../../web/src/base/error-log.ts';
import { renderForm, setupDom } from './setup.tsx';

beforeAll(setupDom);
afterEach(() => {
  cleanup();
  clearErrorLogs();
  vi.restoreAllMocks();
});

/** The form's tooltip showing now (Mantine's, in a portal), once one shows. */
const tooltip = () => screen.findByRole('tooltip');
/** The field's control (what its tip's tooltip points at). */
const control = (prop: string) => document.querySelector<HTMLElement>(`[data-control="${prop}"]`)!;

describe('tips as tooltips at their placements (forms-and-survey.md §3.2 tip, labelTip)', () => {
  for (const placement of tipPlacements) {
    it(`tip at ${placement}: the control's tooltip on hover, and its input's description`, async () => {
      renderForm({
        column: [{ type: 'input', prop: 'a', label: '姓名', tip: '请如实填写', tipPlacement: placement }],
      });
      const input = screen.getByRole('textbox', { name: '姓名' });
      expect(input.getAttribute('aria-description')).toBe('请如实填写');
      expect(screen.queryByRole('tooltip')).toBeNull();
      fireEvent.mouseEnter(control('a'));
      const shown = await tooltip();
      expect(shown.textContent).toBe('请如实填写');
      expect(shown.getAttribute('data-placement')).toBe(placement);
    });

    it(`labelTip at ${placement}: the label's mark's tooltip on hover`, async () => {
      renderForm({
        column: [
          { type: 'input', prop: 'a', label: '姓名', labelTip: '证件上的姓名', labelTipPlacement: placement },
        ],
      });
      fireEvent.mouseEnter(screen.getByRole('img', { name: '说明：证件上的姓名' }));
      const shown = await tooltip();
      expect(shown.textContent).toBe('证件上的姓名');
      expect(shown.getAttribute('data-placement')).toBe(placement);
    });
  }

  it('without a placement: the tip below its control, the label tip above its mark (avue’s defaults)', async () => {
    renderForm({ column: [{ type: 'input', prop: 'a', label: '姓名', tip: '甲', labelTip: '乙' }] });
    fireEvent.mouseEnter(control('a'));
    expect((await tooltip()).getAttribute('data-placement')).toBe('bottom');
    fireEvent.mouseLeave(control('a'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.mouseEnter(screen.getByRole('img', { name: '说明：乙' }));
    expect((await tooltip()).getAttribute('data-placement')).toBe('top');
  });

  it('a disabled field keeps its tip; a value shown in detail has none', async () => {
    const column = [{ type: 'input', prop: 'a', label: '姓名', tip: '请如实填写', disabled: true }];
    const form = renderForm({ column });
    expect(screen.getByRole('textbox', { name: '姓名' }).getAttribute('aria-description')).toBe('请如实填写');
    fireEvent.mouseEnter(control('a'));
    expect((await tooltip()).textContent).toBe('请如实填写');
    form.unmount();
    renderForm({ column }, { a: '张三' }, { mode: 'detail' });
    fireEvent.mouseEnter(control('a'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.querySelector('[aria-description]')).toBeNull();
  });

  it('a problem keeps the tip as the input’s description', async () => {
    renderForm({ column: [{ type: 'input', prop: 'a', label: '姓名', tip: '请如实填写', required: true }] });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByRole('alert');
    const input = screen.getByRole('textbox', { name: '姓名' });
    expect(input.getAttribute('aria-description')).toBe('请如实填写');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      '姓名必须填写',
    );
  });
});

/** A script that appends what it was called with to its field's `calls` (the definition the form holds). */
const recorder = (event: string) =>
  `({ value, column }) => { (column.calls ??= []).push(['${event}', value, column.prop]); }`;

describe('event scripts run in the form being filled (§3.2 change, click, focus, blur)', () => {
  it('runs each script at its event with { value, column }', async () => {
    const field: PlainObject = {
      type: 'input',
      prop: 'name',
      label: '姓名',
      ...Object.fromEntries(fieldEvents.map((event) => [event, recorder(event)])),
    };
    const form = renderForm({ column: [field] }, { name: '李' });
    const input = screen.getByRole('textbox', { name: '姓名' });
    fireEvent.focus(input);
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: '李四' } });
    fireEvent.blur(input);
    expect(field.calls).toEqual([
      ['focus', '李', 'name'],
      ['click', '李', 'name'],
      ['change', '李四', 'name'],
      ['blur', '李四', 'name'],
    ]);
    expect(form.last()).toEqual({ name: '李四' });
  });

  it('runs a choice field’s change with the value chosen', async () => {
    const field: PlainObject = {
      type: 'radio',
      prop: 'kind',
      label: '类别',
      dicData: [
        { label: '甲', value: 'a' },
        { label: '乙', value: 'b' },
      ],
      change: recorder('change'),
    };
    renderForm({ column: [field] });
    fireEvent.click(screen.getByRole('radio', { name: '乙' }));
    await waitFor(() => expect(field.calls).toEqual([['change', 'b', 'kind']]));
  });

  it('focus and blur are the field’s: moving between its own inputs runs neither', () => {
    const field: PlainObject = {
      type: 'map',
      prop: 'place',
      label: '位置',
      focus: recorder('focus'),
      blur: recorder('blur'),
    };
    renderForm({ column: [field] });
    const [first, second] = screen.getAllByRole('textbox');
    fireEvent.focus(first!);
    fireEvent.blur(first!, { relatedTarget: second });
    fireEvent.focus(second!, { relatedTarget: first });
    fireEvent.blur(second!);
    expect(field.calls).toEqual([
      ['focus', undefined, 'place'],
      ['blur', undefined, 'place'],
    ]);
  });

  it('a script that throws does not break the form: the value is kept, the failure reported', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = renderForm({
      column: [{ type: 'input', prop: 'a', label: '甲', change: '() => { throw new Error("坏了"); }' }],
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: '甲' }), { target: { value: 'x' } });
    });
    expect(form.last()).toEqual({ a: 'x' });
    expect((screen.getByRole('textbox', { name: '甲' }) as HTMLInputElement).value).toBe('x');
    expect(logged).toHaveBeenCalledWith('field a (甲): change script failed', expect.any(Error));
    expect(errorLogs().map((entry) => [entry.content, entry.info])).toContainEqual(['坏了', 'a.change']);
    expect(await screen.findByText('字段“甲”的 change 事件脚本出错：坏了')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(form.submitted).toEqual([{ a: 'x' }]));
  });

  it("runs a sub-table cell's scripts with its row's values and place (a dynamic list's column)", () => {
    const rowRecorder = (event: string) =>
      `({ value, column, row, index }) => { (column.calls ??= []).push(['${event}', value, column.prop, row, index]); }`;
    const name: PlainObject = {
      type: 'input',
      prop: 'name',
      label: '姓名',
      ...Object.fromEntries(fieldEvents.map((event) => [event, rowRecorder(event)])),
    };
    const age: PlainObject = { type: 'number', prop: 'age', label: '年龄' };
    for (const type of ['table', 'form']) {
      delete name.calls;
      const form = renderForm(
        {
          column: [
            { type: 'dynamic', prop: 'members', label: '成员', children: { type, column: [name, age] } },
          ],
        },
        {
          members: [
            { name: '甲', age: 30 },
            { name: '乙', age: 40 },
          ],
        },
      );
      const input = screen.getAllByRole('textbox', { name: /姓名/ })[1]!;
      fireEvent.focus(input);
      fireEvent.click(input);
      fireEvent.change(input, { target: { value: '乙二' } });
      fireEvent.blur(input);
      expect(name.calls, type).toEqual([
        ['focus', '乙', 'name', { name: '乙', age: 40 }, 1],
        ['click', '乙', 'name', { name: '乙', age: 40 }, 1],
        ['change', '乙二', 'name', { name: '乙二', age: 40 }, 1],
        ['blur', '乙二', 'name', { name: '乙二', age: 40 }, 1],
      ]);
      expect(form.last(), type).toEqual({
        members: [
          { name: '甲', age: 30 },
          { name: '乙二', age: 40 },
        ],
      });
      // The first row's cell runs its scripts with its own row.
      fireEvent.click(screen.getAllByRole('textbox', { name: /姓名/ })[0]!);
      expect((name.calls as unknown[]).at(-1), type).toEqual([
        'click',
        '甲',
        'name',
        { name: '甲', age: 30 },
        0,
      ]);
      cleanup();
    }
  });

  it('a sub-table cell shown in detail (its row viewed) runs no script', () => {
    const name: PlainObject = { type: 'input', prop: 'name', label: '姓名', click: recorder('click') };
    renderForm(
      {
        column: [
          { type: 'dynamic', prop: 'members', label: '成员', children: { viewBtn: true, column: [name] } },
        ],
      },
      { members: [{ name: '甲' }] },
    );
    fireEvent.click(screen.getByRole('button', { name: /查看/ }));
    fireEvent.click(screen.getByText('甲'));
    expect(name.calls).toBeUndefined();
  });

  it('a form in detail mode runs no script', () => {
    const field: PlainObject = { type: 'input', prop: 'a', label: '甲', click: recorder('click') };
    renderForm({ column: [field] }, { a: 'v' }, { mode: 'detail' });
    fireEvent.click(screen.getByText('v'));
    expect(field.calls).toBeUndefined();
  });
});
