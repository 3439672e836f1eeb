// @vitest-environment happy-dom
import { paletteItems } from '@nbxt/core/form/catalogue.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { fieldEvents } from '@nbxt/core/form/property-ranges.ts';
import { designerMessages } from '@nbxt/core/i18n/messages/designer.ts';
import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addAreaMessages } from '../../web/src/base/i18n.ts';
import { Designer } from '../../web/src/designer/DesignerScreen.tsx';
import { preloadRenderer } from '../../web/src/form-renderer/lazy.tsx';
import { setupDom } from './form-renderer/setup.tsx';
import { fakeGateway, renderWith } from './kit/harness.tsx';

beforeAll(async () => {
  await setupDom();
  // As the designer's route group does when it loads.
  addAreaMessages({ ...formMessages, ...designerMessages });
});
afterEach(cleanup);

const containers = new Set(['group', 'dynamic']);

/** Every palette type as a field of one form (prop = type), a remote select and a sub-table beside. */
function everyField(): PlainObject[] {
  const fields: PlainObject[] = [...paletteItems.values()]
    .filter((item) => !containers.has(item.type))
    .map((item) => {
      const { icon: _icon, ...field } = item as PlainObject;
      return { ...field, prop: item.type };
    });
  fields.push({
    type: 'select',
    prop: 'remote',
    label: '远程',
    dicOption: 'remote',
    dicUrl: '/blade-system/dict/dictionary?code=sex',
  });
  fields.push({
    type: 'dynamic',
    prop: 'rows',
    label: '成员',
    children: {
      column: [
        { type: 'input', prop: 'name', label: '姓名', subfield: true, width: 160 },
        { type: 'switch', prop: 'on', label: '在家', subfield: true },
      ],
    },
  });
  return fields;
}

function open(form: PlainObject) {
  const gateway = fakeGateway({});
  const view = renderWith(gateway, <Designer canImport initial={{ form, title: '' }} />);
  return { ...view, gateway };
}

const card = (prop: string) => document.querySelector<HTMLElement>(`[data-prop="${prop}"]`)!;
const face = (prop: string) => card(prop).querySelector<HTMLElement>('[data-face]');

describe('the canvas draws each field with the renderer’s own widget, in design mode', () => {
  it('every palette type: its widget, inert inside its card, and nothing asked of the server', async () => {
    const form = { column: everyField() };
    const { gateway } = open(form);
    await waitFor(() => expect(document.querySelector('[data-widgets="ready"]')).not.toBeNull(), {
      timeout: 20_000,
    });
    for (const field of form.column) {
      const prop = String(field.prop);
      if (containers.has(String(field.type))) {
        expect(face(prop), prop).toBeNull();
        continue;
      }
      const drawn = face(prop)!;
      expect(drawn.getAttribute('data-face'), prop).toBe('widget');
      expect(drawn.hasAttribute('inert'), prop).toBe(true);
      // Not the old stand-in box: the widget's own parts (an input, a group of choices, a heading…).
      expect(
        drawn.querySelector('input, textarea, button, [role="heading"], [role="separator"], hr, fieldset'),
        prop,
      ).not.toBeNull();
    }
    // The sub-table's columns, each a header over its cell's widget.
    expect(face('name')!.querySelector('input')).not.toBeNull();
    expect(card('name').textContent).toContain('姓名');
    // Design mode loads nothing: no remote options, no regions, no departments or people.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([]);
  }, 30_000);

  it('captures no input: typing into a drawn widget changes nothing, a click selects the field', async () => {
    open({ column: [{ type: 'input', prop: 'a', label: '姓名', placeholder: '请输入姓名' }] });
    await waitFor(() => expect(face('a')?.getAttribute('data-face')).toBe('widget'));
    const input = face('a')!.querySelector('input')!;
    expect(input.placeholder).toBe('请输入姓名');
    fireEvent.change(input, { target: { value: '张三' } });
    expect(input.value).toBe('');
    fireEvent.click(input);
    expect(card('a').getAttribute('aria-pressed')).toBe('true');
  });

  it('draws the current properties and redraws a change in the same render', async () => {
    open({
      labelPosition: 'top',
      column: [
        { type: 'input', prop: 'a', label: '姓名', span: 12, required: true },
        { type: 'select', prop: 'b', label: '类别', dicData: [{ label: '甲', value: 1 }] },
      ],
    });
    await waitFor(() => expect(face('a')?.getAttribute('data-face')).toBe('widget'));
    expect(card('a').parentElement!.style.width).toBe('50%');
    expect(face('a')!.textContent).toContain('*');
    const input = face('a')!.querySelector('input')!;
    expect(input.disabled).toBe(false);
    fireEvent.click(card('a'));
    expect(card('a').getAttribute('aria-pressed')).toBe('true');
    const disabled = await screen.findByRole('switch', { name: '是否禁用' });
    await act(async () => {
      fireEvent.click(disabled);
    });
    expect(face('a')!.querySelector('input')!.disabled).toBe(true);
  });
});

describe('tips and event scripts on the canvas and in the preview (§3.2)', () => {
  it('draws a tip and a label tip as bubbles at their placements, inside the inert face', async () => {
    open({
      column: [
        {
          type: 'input',
          prop: 'a',
          label: '姓名',
          tip: '请如实填写',
          tipPlacement: 'left',
          labelTip: '证件上的姓名',
        },
      ],
    });
    await waitFor(() => expect(face('a')?.getAttribute('data-face')).toBe('widget'));
    const bubbles = [...face('a')!.querySelectorAll<HTMLElement>('[data-design-tip]')].map((bubble) => [
      bubble.textContent,
      bubble.getAttribute('data-design-tip'),
    ]);
    expect(bubbles).toEqual([
      ['证件上的姓名', 'top'],
      ['请如实填写', 'left'],
    ]);
  });

  it('never runs a script on the canvas; the preview of the same form runs them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // Each script fails with its event's name: a failure is reported by a notice naming the event.
      const scripts = Object.fromEntries(
        fieldEvents.map((event) => [event, `() => { throw new Error('${event} ran'); }`]),
      );
      open({ column: [{ type: 'input', prop: 'a', label: '姓名', ...scripts }] });
      await waitFor(() => expect(face('a')?.getAttribute('data-face')).toBe('widget'));
      const drawn = face('a')!.querySelector('input')!;
      fireEvent.focus(drawn);
      fireEvent.click(drawn);
      fireEvent.change(drawn, { target: { value: 'x' } });
      fireEvent.blur(drawn);
      fireEvent.click(card('a'));
      expect(logged).not.toHaveBeenCalled();
      expect(screen.queryByText(/事件脚本出错/)).toBeNull();
      // The preview's renderer, loaded as its first opening loads it (here before it, so that it draws at once).
      await preloadRenderer();
      fireEvent.click(screen.getByRole('button', { name: '预览' }));
      const preview = await screen.findByRole('dialog');
      const input = await within(preview).findByRole('textbox', { name: '姓名' }, { timeout: 10_000 });
      fireEvent.change(input, { target: { value: '张三' } });
      expect(await screen.findByText('字段“姓名”的 change 事件脚本出错：change ran')).toBeTruthy();
      expect((input as HTMLInputElement).value).toBe('张三');
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the checker’s problem list', () => {
  it('lists the problems once the browser is idle after an edit, each selecting its field', async () => {
    open({
      column: [
        { type: 'input', prop: 'a', label: '甲' },
        { type: 'input', prop: 'b', label: '乙', span: 30 },
      ],
    });
    const list = await screen.findByRole('region', { name: '配置检查' });
    expect(within(list).getByText('1 个问题')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button'));
    expect(card('b').getAttribute('aria-pressed')).toBe('true');
    // The field's delete (its tools show on the selected field): the list follows the edit.
    fireEvent.click(screen.getByRole('button', { name: '删除字段' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '配置检查' })).toBeNull());
    expect(card('b')).toBeNull();
  });
});
