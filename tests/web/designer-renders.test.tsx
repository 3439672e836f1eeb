// @vitest-environment happy-dom
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { designerMessages } from '@nbxt/core/i18n/messages/designer.ts';
import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addAreaMessages } from '../../web/src/base/i18n.ts';
import { Designer } from '../../web/src/designer/DesignerScreen.tsx';
import type { WidgetProps } from '../../web/src/form-renderer/context.ts';
import { fieldWidgets } from '../../web/src/form-renderer/widgets.tsx';
import { setupDom } from './form-renderer/setup.tsx';
import { fakeGateway, renderWith } from './kit/harness.tsx';

/** The props of the input widgets drawn since the count was last reset. */
const drawn: string[] = [];
const original = fieldWidgets.input!;
function CountedInput(props: WidgetProps) {
  drawn.push(String(props.field.prop));
  const Input = original;
  return <Input {...props} />;
}

beforeAll(async () => {
  await setupDom();
  addAreaMessages({ ...formMessages, ...designerMessages });
  fieldWidgets.input = CountedInput;
});
afterAll(() => {
  fieldWidgets.input = original;
});
afterEach(cleanup);

const FIELDS = 60;
const card = (prop: string) => document.querySelector<HTMLElement>(`[data-prop="${prop}"]`)!;

describe('the canvas redraws the field an edit concerns, not its neighbours', () => {
  it('adding, changing and moving a field draw that field’s widget only', async () => {
    const column: PlainObject[] = Array.from({ length: FIELDS }, (_, i) => ({
      type: 'input',
      prop: `f${i}`,
      label: `字段${i}`,
    }));
    renderWith(fakeGateway({}), <Designer canImport initial={{ form: { column }, title: '' }} />);
    await waitFor(() => expect(new Set(drawn).size).toBe(FIELDS), { timeout: 20_000 });
    // Selecting a field draws no widget again.
    drawn.length = 0;
    await act(async () => {
      fireEvent.click(card('f3'));
    });
    expect(drawn).toEqual([]);
    // Changing its property: its widget only.
    await act(async () => {
      fireEvent.click(await screen.findByRole('switch', { name: '是否必填' }));
    });
    expect(new Set(drawn)).toEqual(new Set(['f3']));
    // Moving it down one place: no widget is drawn again (the same fields, in another order).
    drawn.length = 0;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '下移' }));
    });
    expect(drawn).toEqual([]);
    // Adding one from the palette: the new field's widget only.
    drawn.length = 0;
    await act(async () => {
      fireEvent.click(document.querySelector<HTMLElement>('[data-palette="input"]')!);
    });
    expect(new Set(drawn).size).toBe(1);
    expect(drawn.every((prop) => !/^f\d+$/.test(prop))).toBe(true);
  }, 30_000);
});
