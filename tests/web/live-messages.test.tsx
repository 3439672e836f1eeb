// @vitest-environment happy-dom
import { saveCall } from '@nbxt/core/crud/client.ts';
import { formFields } from '@nbxt/core/resources/form-values.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import { argumentInputs } from '@nbxt/core/resources/roles.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FormScreen } from '../../web/src/kit/FormScreen.tsx';
import { followersOf } from '../../web/src/kit/follows.tsx';
import { OperationArgsForm } from '../../web/src/kit/OperationArgsDialog.tsx';
import { describedBy as description, fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';

beforeAll(async () => {
  await setupTexts();
  // happy-dom has no font set; Mantine's autosizing text areas listen to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(cleanup);

/**
 * Feedback that tells the truth, in the kit for every form (business-modules.md §4): a message shows once
 * the user tries to submit, and goes as soon as its field is valid, before any second try; a field
 * emptied again says so at once. Generated over every entry of the registry the console adds and edits
 * (RecordForm) and every operation that asks the user for a required argument (OperationArgsForm).
 */

/** A field typed into as plain text, with no rule of its kind beyond being required. */
const typed = (f: FieldSpec) =>
  (f.type === 'string' || f.type === 'text' || f.type === undefined) &&
  !f.dict &&
  !f.choices &&
  !f.ref &&
  !f.unnamedCodes &&
  (f.kind === undefined || ['person', 'company', 'title', 'code', 'address', 'name'].includes(f.kind));

const forms = Object.values(registry).flatMap((spec: ResourceSpec) => {
  if (!saveCall(spec)) return [];
  const shown = formFields(spec);
  const followed = new Set(followersOf(shown).map((f) => f.field.name));
  const field = shown.find((f) => f.required && typed(f) && !followed.has(f.name));
  return field ? [{ spec, field }] : [];
});

const asked = Object.values(registry).flatMap((spec) =>
  Object.entries(spec.operations).flatMap(([name, op]) => {
    if (op.role !== 'row' && op.role !== 'rows' && op.role !== 'toolbar') return [];
    const inputs = argumentInputs(spec, op);
    const input = inputs.find(
      (i) => i.required && !i.choices && !i.upload && i.type === 'string' && (!i.field || typed(i.field)),
    );
    return input ? [{ spec, name, inputs, input }] : [];
  }),
);

const submit = (input: HTMLElement) =>
  userEvent.click(input.closest('form')!.querySelector<HTMLButtonElement>('button[type="submit"]')!);

/** Empty, tried: the message; typed: gone with nothing sent; emptied again: back at once. */
async function messageFollowsTheValue(input: HTMLElement, message: string, sent: () => number) {
  await submit(input);
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  expect(description(input)).toContain(message);
  await userEvent.type(input, '测试值');
  await waitFor(() => expect(input.getAttribute('aria-invalid')).not.toBe('true'));
  expect(description(input)).not.toContain(message);
  expect(screen.queryByText(message)).toBeNull();
  await userEvent.clear(input);
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText(message)).toBeTruthy();
  expect(sent()).toBe(0);
}

describe('a form’s messages follow its values from the first try on', () => {
  it('covers the registry’s forms and asked arguments', () => {
    expect(forms.length).toBeGreaterThan(60);
    expect(asked.length).toBeGreaterThan(3);
  });

  it.each(forms.map((f) => [f.spec.name, f] as const))('form of %s', async (_n, { spec, field }) => {
    const gateway = fakeGateway({}, { otherwise: (req) => (req.method === 'GET' ? [] : true) });
    renderWith(gateway, <FormScreen resource={spec} onDone={() => {}} />);
    const label = field.text.zh;
    const input = await screen.findByPlaceholderText(`请输入${label}`);
    const op = spec.operations[saveCall(spec)!];
    const path = `/api${spec.path}/${op ? op.path : 'submit'}`;
    await messageFollowsTheValue(
      input,
      `请输入${label}`,
      () => gateway.requests.filter((r) => r.method !== 'GET' && r.url.pathname === path).length,
    );
  });

  it.each(asked.map((a) => [`${a.spec.name} ${a.name}`, a] as const))(
    'arguments of %s',
    async (_n, { spec, inputs, input }) => {
      let sent = 0;
      renderWith(
        fakeGateway({}),
        <OperationArgsForm
          spec={spec}
          lookup={(name) => registry[name]}
          inputs={inputs}
          submit={async () => {
            sent++;
          }}
          onDone={() => {}}
          onCancel={() => {}}
        />,
      );
      const label = input.field ? input.field.text.zh : (input.text?.zh ?? input.name);
      const box = await screen
        .findByPlaceholderText(`请输入${label}`)
        .catch(() => screen.findByRole('textbox', { name: new RegExp(`^${label}`) }));
      await messageFollowsTheValue(box, `请输入${label}`, () => sent);
    },
  );
});
