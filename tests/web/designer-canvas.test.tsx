// @vitest-environment happy-dom
import { paletteItems } from '@nbxt/core/form/catalogue.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { designerMessages } from '@nbxt/core/i18n/messages/designer.ts';
import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addAreaMessages } from '../../web/src/base/i18n.ts';
import { Designer } from '../../web/src/designer/DesignerScreen.tsx';
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
