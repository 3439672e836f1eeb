// @vitest-environment happy-dom
import { CONSOLE_MODULES } from '@nbxt/core/modules/index.ts';
import type { ModuleSpec, ScreenSpec } from '@nbxt/core/modules/types.ts';
import { act, cleanup, screen as page, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModuleScreen } from '../../web/src/kit/ModuleScreen.tsx';
import { setupDom } from './form-renderer/setup.tsx';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';
import {
  MARK,
  OWN_ID,
  REF_ID,
  rawCodes,
  rawLabels,
  registry,
  reply,
  showsOwnId,
  storedValue,
  wireDetails,
} from './screen-samples.ts';

/**
 * People-facing text on every screen (issue 30): every menu list and every detail page of the console's
 * modules, over records as the gateway gives them (19-digit ids, references by id, coded values), shows
 * no record id, no API path, no raw code of a declared choice and no raw parameter name as a label.
 * References are named, a record's own id is not shown. The custom screens: screen-text-custom.test.tsx.
 */

beforeAll(async () => {
  await setupDom();
  await setupTexts();
});
afterEach(cleanup);

const screens = CONSOLE_MODULES.flatMap((module: ModuleSpec) =>
  module.screens
    .filter(
      (s: ScreenSpec) =>
        s.resource && ((s.view === 'list' && s.menu) || s.view === 'detail' || s.view === 'tree'),
    )
    .map((screen) => ({ module: module.name, screen, name: `${screen.view} ${screen.path}` })),
);

describe('no record ids or API paths on the screens people see (issue 30)', () => {
  it('finds ids and paths in a text, raw codes under labels and raw names as labels', () => {
    expect(wireDetails(`企业 ${REF_ID} /blade-system/param 1234`)).toEqual([REF_ID, '/blade-system/param']);
    expect(wireDetails(`编号 ${OWN_ID}`, [OWN_ID])).toEqual([]);
    expect(wireDetails('/hiddenDanger/record 隐患')).toEqual(['/hiddenDanger/record']);
    const page = document.createElement('div');
    const visual = registry.find((spec) => spec.name === 'visual')!;
    page.innerHTML = `<dl><dt>mname</dt><dd data-field="status">${storedValue(visual.fields.find((f) => f.name === 'status')!)}</dd>
      <dt>发布状态</dt><dd data-field="title">样例title</dd></dl>
      <table><thead><tr><th>大屏标题</th><th>发布状态</th><th>holderId</th></tr></thead>
      <tbody><tr><td>样例title</td><td>0</td><td>x</td></tr></tbody></table>`;
    expect(rawCodes(page, visual)).toEqual(['status=0', 'status=0']);
    expect(rawLabels(page)).toEqual(['mname', 'holderId']);
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
    await waitFor(() => expect(rawCodes(document.body, own)).toEqual([]), { timeout: 3000 });
    expect(rawLabels(document.body)).toEqual([]);
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
    await waitFor(() => expect(rawCodes(dialog, own)).toEqual([]), { timeout: 3000 });
    expect(rawLabels(dialog)).toEqual([]);
  });
});
