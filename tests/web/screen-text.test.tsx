// @vitest-environment happy-dom
import { CONSOLE_MODULES } from '@nbxt/core/modules/index.ts';
import type { ModuleSpec, ScreenSpec } from '@nbxt/core/modules/types.ts';
import { allOperations, operationPath } from '@nbxt/core/resources/operations.ts';
import { registry as entries } from '@nbxt/core/resources/registry.ts';
import type { FieldSpec, OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { act, cleanup, screen as page, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModuleScreen } from '../../web/src/kit/ModuleScreen.tsx';
import { setupDom } from './form-renderer/setup.tsx';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';

/**
 * People-facing text on every screen (issue 30): every menu list and every detail page of the console's
 * modules, over records as the gateway gives them (19-digit ids, references by id), shows no record id
 * and no API path. References are named, a record's own id is not shown.
 */

beforeAll(async () => {
  await setupDom();
  await setupTexts();
});
afterEach(cleanup);

/** A record's own id and the id every reference holds (BladeX's snowflake ids: 19 digits). */
const OWN_ID = '1900000000000000007';
const REF_ID = '1700000000000000001';
/** Each text a record holds carries this mark: a screen is drawn once it shows. */
const MARK = '样例';

/** A stored value of a field as the server gives it. */
function storedValue(field: FieldSpec): unknown {
  if (field.choices?.length) {
    const value = field.choices[0]!.value;
    return field.type === 'number' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  // A reference by a key (a tenant's code) holds the referenced record's key, by id the record's id.
  const key =
    field.ref && field.refKey ? entries[field.ref]?.fields.find((f) => f.name === field.refKey) : undefined;
  if (key) return storedValue(key);
  if (field.ref || field.type === 'id') return REF_ID;
  if (field.dict) return '1';
  switch (field.type) {
    case 'number':
      return 42;
    case 'boolean':
      return true;
    case 'date':
      return '2026-03-04';
    case 'datetime':
      return '2026-03-04 05:06:07';
    case 'cron':
      return '0 0 12 * * ?';
  }
  if (field.kind === 'image' || field.kind === 'area') return '';
  return `${MARK}${field.name}`;
}

/** A record of an entry: its own id, every field filled. */
function sampleRecord(spec: ResourceSpec, id: string): Record<string, unknown> {
  return {
    ...Object.fromEntries(spec.fields.map((f) => [f.name, storedValue(f)])),
    [spec.idField]: id,
  };
}

const registry = Object.values(entries);

/** Every call of the registry by method and path pattern, with the entry it belongs to. */
const calls = registry.flatMap((spec) =>
  Object.values(allOperations(spec)).map((op) => ({
    spec,
    op,
    pattern: new RegExp(`^${operationPath(spec, op).replace(/\{[^}]+\}/g, '[^/]+')}$`),
  })),
);

/** The entry a path hangs under (the longest path prefix). */
function entryOf(path: string): ResourceSpec | undefined {
  return registry
    .filter((spec) => path === spec.path || path.startsWith(`${spec.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * The reply a call of the registry gives, by its declared shape; a record of the entry it names. A
 * referenced entry's records are the one every reference holds (REF_ID), the screen's own has OWN_ID.
 */
function reply(method: string, path: string, own: ResourceSpec): unknown {
  if (path === '/blade-system/dict/dictionary/all') return {};
  const call = calls.find((c) => c.op.method === method && c.pattern.test(path));
  const spec = call?.spec ?? entryOf(path);
  if (!spec) return null;
  const row = sampleRecord(spec, spec.name === own.name ? OWN_ID : REF_ID);
  const page = { records: [row], total: 1, current: 1, size: 10, pages: 1 };
  const kind: OperationSpec['reply'] | undefined = call?.op.reply;
  switch (kind) {
    case 'page':
      return page;
    case 'records':
    case 'tree':
    case 'chart':
      return [row];
    case 'flag':
      return true;
    case 'none':
    case 'value':
    case 'file':
      return null;
    case 'figures':
    case 'progress':
      return {};
    default:
      return { ...row, ...page };
  }
}

/** What of a screen's visible text is a wire detail: a 19-digit number or an API path. */
function wireDetails(text: string, allowed: readonly string[] = []): string[] {
  const ids = (text.match(/(?<!\d)\d{19}(?!\d)/g) ?? []).filter((id) => !allowed.includes(id));
  const paths = text.match(/\/blade-[a-z-]+\/[\w/-]*|\/api\/[\w/-]+/g) ?? [];
  const apiPaths = [
    ...new Set(
      registry
        .map((spec) => spec.path)
        .filter((p) => p.split('/').length > 2 && !p.startsWith('/blade-') && text.includes(p)),
    ),
  ];
  return [...ids, ...paths, ...apiPaths];
}

/** Whether the spec lists a record's own id as a column of the screen's entry (its own id shown). */
const showsOwnId = (spec: ResourceSpec) =>
  spec.fields.some((f) => f.name === spec.idField && (f.list || f.type !== 'id'));

const screens = CONSOLE_MODULES.flatMap((module: ModuleSpec) =>
  module.screens
    .filter(
      (s: ScreenSpec) =>
        s.resource && ((s.view === 'list' && s.menu) || s.view === 'detail' || s.view === 'tree'),
    )
    .map((screen) => ({ module: module.name, screen, name: `${screen.view} ${screen.path}` })),
);

describe('no record ids or API paths on the screens people see (issue 30)', () => {
  it('finds ids and paths in a text', () => {
    expect(wireDetails(`企业 ${REF_ID} /blade-system/param 1234`)).toEqual([REF_ID, '/blade-system/param']);
    expect(wireDetails(`编号 ${OWN_ID}`, [OWN_ID])).toEqual([]);
    expect(wireDetails('/hiddenDanger/record 隐患')).toEqual(['/hiddenDanger/record']);
  });

  it.each(screens)('$name', async ({ module, screen }) => {
    const own = registry.find((spec) => spec.name === screen.resource)!;
    const gateway = fakeGateway(
      {},
      {
        signedIn: true,
        otherwise: (req) => reply(req.method, req.url.pathname.replace(/^\/api/, ''), own),
      },
    );
    const params: Record<string, string> = screen.view === 'detail' ? { id: OWN_ID } : {};
    if (screen.view === 'detail') window.history.replaceState(null, '', `${screen.path}?id=${OWN_ID}`);
    else window.history.replaceState(null, '', screen.path);
    const view = renderWith(
      gateway,
      <ModuleScreen module={module} screen={screen} params={params} title={screen.text.zh} />,
    );
    const allowed = showsOwnId(own) ? [OWN_ID] : [];
    const text = () => document.body.textContent ?? '';
    // Drawn: the record's texts are shown (an entry without texts: once its calls are answered).
    const texts = own.fields.some(
      (f) => (screen.view === 'detail' || f.list) && storedValue(f) === `${MARK}${f.name}`,
    );
    await waitFor(() => expect(texts ? text().includes(MARK) : gateway.requests.length > 0).toBe(true));
    await waitFor(() => expect(wireDetails(text(), allowed)).toEqual([]), {
      timeout: 3000,
      onTimeout: (error) => error,
    });
    if (screen.view === 'detail') return;
    // The list's first record opened read-only (its detail dialog), when the list offers it.
    const row = view.container.querySelector('tbody tr');
    const open = row && within(row as HTMLElement).queryByRole('button', { name: '查看' });
    if (!open) return;
    // The dialog's code loads on the first opening (a suspended render, awaited in act).
    await act(() => userEvent.click(open));
    const dialog = await page.findByRole('dialog', {}, { timeout: 5000, onTimeout: (error) => error });
    await waitFor(() => expect(dialog.querySelector('[data-field]')).not.toBeNull());
    await waitFor(() => expect(wireDetails(dialog.textContent ?? '', allowed)).toEqual([]), {
      timeout: 3000,
      onTimeout: (error) => error,
    });
  });
});
