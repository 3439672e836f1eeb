// @vitest-environment happy-dom
import { saveCall } from '@nbxt/core/crud/client.ts';
import { FIXED_DICTIONARIES } from '@nbxt/core/dict/fixed.ts';
import { formFields } from '@nbxt/core/resources/form-values.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import { argumentInputs } from '@nbxt/core/resources/roles.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FormScreen } from '../../web/src/kit/FormScreen.tsx';
import { followersOf } from '../../web/src/kit/follows.tsx';
import { OperationArgsForm } from '../../web/src/kit/OperationArgsDialog.tsx';
import { describedBy as description, fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';
import { page } from './kit/synthetic.ts';

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

/** A required field picked or typed by a rule of its type: a select, a reference, a day, a number. */
type Picked = 'select' | 'reference' | 'date' | 'number';
const pickedKind = (f: FieldSpec): Picked | undefined => {
  if (f.multiple || f.initial !== undefined) return undefined;
  // The choices the console has without asking the server (a signed-out harness).
  if (f.choices || (f.dict && FIXED_DICTIONARIES[f.dict])) return 'select';
  if (f.dict || f.unnamedCodes) return undefined;
  if (f.ref && registry[f.ref]) return 'reference';
  if (f.type === 'date' && f.kind === undefined) return 'date';
  if (f.type === 'number' && (f.kind === undefined || f.kind === 'money')) return 'number';
  return undefined;
};

const picked = Object.values(registry).flatMap((spec: ResourceSpec) => {
  if (!saveCall(spec)) return [];
  const shown = formFields(spec);
  const followed = new Set(followersOf(shown).map((f) => f.field.name));
  const byKind = new Map<Picked, FieldSpec>();
  for (const f of shown) {
    const kind = f.required && !followed.has(f.name) ? pickedKind(f) : undefined;
    if (kind && !byKind.has(kind)) byKind.set(kind, f);
  }
  return [...byKind].map(([kind, field]) => ({ spec, kind, field }));
});

/** A record of an entry with every field filled: a reference's option (its id, its name, its key). */
const sampleRecord = (spec: ResourceSpec) => ({
  ...Object.fromEntries(spec.fields.map((f) => [f.name, f.type === 'number' ? 1 : `${f.text.zh}甲`])),
  [spec.idField]: 'r1',
});

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

  it('covers required selects, references, dates and numbers', () => {
    const kinds = (kind: Picked) => picked.filter((p) => p.kind === kind).length;
    for (const kind of ['select', 'reference', 'date', 'number'] as const)
      expect(kinds(kind), kind).toBeGreaterThan(3);
  });

  /**
   * Empty, tried: the message; picked or typed: gone with nothing sent; a day or number emptied again:
   * back at once (a required select offers no clearing: it cannot be emptied again).
   */
  it.each(picked.map((p) => [`${p.kind} ${p.field.name} of ${p.spec.name}`, p] as const))(
    '%s',
    async (_n, { spec, kind, field }) => {
      const target = field.ref ? registry[field.ref] : undefined;
      const op = spec.operations[saveCall(spec)!];
      const path = `/api${spec.path}/${op ? op.path : 'submit'}`;
      // The save is answered; any read (a list, a page posted, a tree) with the referenced record.
      const rows = target ? [sampleRecord(target)] : [];
      const gateway = fakeGateway(
        {},
        {
          otherwise: (req) =>
            req.url.pathname === path ? true : /(list|page|Page)$/.test(req.url.pathname) ? page(rows) : rows,
        },
      );
      renderWith(gateway, <FormScreen resource={spec} onDone={() => {}} />);
      const label = field.text.zh;
      const message = i18next.t(field.required!);
      const asks = kind === 'select' || kind === 'reference' || kind === 'date' ? '请选择' : '请输入';
      const input = await screen.findByPlaceholderText(`${asks}${label}`, {}, { timeout: 5000 });
      const sent = () => gateway.requests.filter((r) => r.method !== 'GET' && r.url.pathname === path).length;
      await submit(input);
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      expect(description(input)).toContain(message);
      if (kind === 'select' || kind === 'reference') {
        await userEvent.click(input);
        const list = await waitFor(() => {
          const id = input.getAttribute('aria-controls');
          const box = id ? document.getElementById(id) : null;
          expect(box).toBeTruthy();
          return box!;
        });
        const [first] = await within(list).findAllByRole('option', { hidden: true });
        await userEvent.click(first!);
      } else if (kind === 'date') {
        await userEvent.type(input, '2026-01-15');
      } else await userEvent.type(input, '5');
      await waitFor(() => expect(input.getAttribute('aria-invalid')).not.toBe('true'));
      expect(description(input)).not.toContain(message);
      if (kind === 'date' || kind === 'number') {
        await userEvent.clear(input);
        await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
        expect(description(input)).toContain(message);
      }
      expect(sent()).toBe(0);
    },
  );
});
