// @vitest-environment happy-dom
import type { Holder } from '@nbxt/core/resources/grants.ts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ButtonPermissions } from '../../../web/src/kit/permissions.tsx';
import type { Recorded } from '../../core/fake-gateway.ts';
import { type Answer, fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';
import { page } from '../kit/synthetic.ts';
import { ADMIN, NOBODY, offered, rowAction } from './screen-actions.ts';

/**
 * Notices through their own editor (the list leaves out the generic add/edit): 新增 and 编辑 open the
 * rich-text dialog and save with POST /blade-desk/notice/submit (platform.md §7.4: list, remove, submit,
 * detail); an edit loads the record by its id and, saved unchanged, sends back what was stored; a role
 * without the submit grant is offered neither.
 */

beforeAll(async () => {
  await setupTexts();
  // The editor's part (Squire) loads lazily on the first dialog; loaded here, a first dialog does not wait on it.
  await import('../../../web/src/screens/NoticeEditor.tsx');
});
// A whole screen with its lazily loaded editor: a minute each on a shared machine.
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => vi.resetConfig());
afterEach(cleanup);

const STORED = {
  id: '7',
  title: '年终总结会议',
  category: 2,
  releaseTime: '2026-11-20 00:00:00',
  content: '<p>请各部门<strong>准时</strong>参加。</p>',
  tenantId: '000000',
  createUser: '1',
  status: 1,
  isDeleted: 0,
};

const routes: Record<string, Answer> = {
  // The list's row lacks the body: the editor takes it from the detail.
  'GET /blade-desk/notice/list': page([{ ...STORED, content: undefined }]),
  'GET /blade-desk/notice/detail': STORED,
  // The console's whole dictionary (dict_all): the notice's categories.
  'GET /blade-system/dict/dictionary/all': {
    notice: [
      { id: '1', code: 'notice', dictKey: '1', dictValue: '发布通知' },
      { id: '2', code: 'notice', dictKey: '2', dictValue: '批转通知' },
    ],
  },
  'POST /blade-desk/notice/submit': null,
};

async function show(holder: Holder = ADMIN) {
  const { default: NoticeScreen } = await import('../../../web/src/screens/NoticeScreen.tsx');
  const gateway = fakeGateway(routes, { signedIn: true, otherwise: () => page([]) });
  renderWith(
    gateway,
    <ButtonPermissions holder={holder}>
      <NoticeScreen title="T" />
    </ButtonPermissions>,
  );
  return gateway;
}

const body = (r: Recorded | undefined) => JSON.parse(r?.body ?? 'null') as Record<string, unknown>;

/** The editor's dialog, once its lazily loaded part (Squire) has drawn the body's editing area. */
async function editor(name: RegExp) {
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 20_000 });
  const area = await within(dialog).findByRole('textbox', { name: '通知内容' }, { timeout: 20_000 });
  return { dialog, area };
}

describe('notice: the rich-text editor', () => {
  it('新增: title, category, date and body are sent to POST submit as a JSON body', async () => {
    const g = await show();
    await screen.findByText('年终总结会议');
    // The dialog suspends on the editor's part: opened inside an awaited act, it settles there.
    await act(() => userEvent.click(screen.getByRole('button', { name: '新增' })));
    const { dialog, area } = await editor(/新增 · 通知公告/);
    // The title is required: refused with its message and nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入通知标题')).toBeTruthy();
    expect(g.sent('POST /blade-desk/notice/submit')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /通知标题/ }), '春节放假安排');
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /通知类型/ }));
    await userEvent.click(await screen.findByRole('option', { name: '发布通知', hidden: true }));
    // The date: the 15th of the month the calendar opens on (today's), applied with its 确定.
    const today = new Date();
    const [year, month] = [today.getFullYear(), today.getMonth() + 1];
    await userEvent.click(within(dialog).getByRole('button', { name: '通知日期' }));
    await userEvent.click(
      await screen.findByRole('button', { name: `${year}年${month}月15日`, hidden: true }),
    );
    await userEvent.click(await screen.findByRole('button', { name: '确定', hidden: true }));
    // The body: happy-dom's caret does not follow typed characters in a contenteditable area (and its
    // clipboard items never answer Squire's paste), so the area's content is set as an edit would leave it;
    // Squire sees the change (its mutation observer) and reports it as the user's input.
    await userEvent.click(area);
    await act(async () => {
      area.innerHTML = '<div>全体放假<b>七天</b></div>';
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(g.sent('POST /blade-desk/notice/submit')).toHaveLength(1));
    const [sent] = g.sent('POST /blade-desk/notice/submit');
    expect(sent!.url.search).toBe('');
    const args = body(sent);
    expect(args).toMatchObject({ title: '春节放假安排', category: 1 });
    const day = `${year}-${String(month).padStart(2, '0')}-15`;
    expect(String(args.releaseTime)).toMatch(new RegExp(`^${day} \\d{2}:\\d{2}:\\d{2}$`));
    // The editor's markup, read through the rich-text model (bold as <strong>).
    expect(String(args.content)).toMatch(/全体放假<(b|strong)>七天<\/(b|strong)>/);
    // A new notice has no id: the server adds it.
    expect(args.id ?? '').toBe('');
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /新增 · 通知公告/ })).toBeNull());
  });

  it('编辑 loads the record by its id (GET detail?id) and, saved unchanged, sends the stored values back', async () => {
    const g = await show();
    await act(() => rowAction('年终总结会议', '编辑'));
    const { dialog, area } = await editor(/编辑 · 通知公告/);
    // The body from the detail (Squire draws <strong> as <b>).
    await waitFor(() => expect(area.textContent).toBe('请各部门准时参加。'));
    expect(area.querySelector('b, strong')?.textContent).toBe('准时');
    expect(g.sent('GET /blade-desk/notice/detail').map((r) => r.url.searchParams.get('id'))).toContain('7');
    expect((within(dialog).getByRole('textbox', { name: /通知标题/ }) as HTMLInputElement).value).toBe(
      '年终总结会议',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '修改' }));
    await waitFor(() => expect(g.sent('POST /blade-desk/notice/submit')).toHaveLength(1));
    // The exact round trip of the dialog's fields and the id, the body's markup included; the record's
    // audit fields do not travel (core's submitBody).
    const { id, title, category, releaseTime, content } = STORED;
    expect(body(g.sent('POST /blade-desk/notice/submit')[0])).toEqual({
      id,
      title,
      category,
      releaseTime,
      content,
    });
    expect(await screen.findByText('更新成功')).toBeTruthy();
  });

  it('offers neither 新增 nor 编辑 to a role without the submit grant, and sends nothing', async () => {
    const g = await show(NOBODY);
    await screen.findByText('年终总结会议');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(await offered('年终总结会议', '编辑')).toBe(false);
    // 预览 stays: reading needs no grant.
    expect(await offered('年终总结会议', '预览')).toBe(true);
    expect(g.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
