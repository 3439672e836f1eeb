// @vitest-environment happy-dom
import { validateSurveyIdCard } from '@nbxt/core/household/person.ts';
import { designerMessages } from '@nbxt/core/i18n/messages/designer.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import { validateTreeNode } from '@nbxt/core/validate/tree-node.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { addAreaMessages } from '../../web/src/base/i18n.ts';
import { store } from '../../web/src/base/runtime.ts';
import { ButtonPermissions } from '../../web/src/kit/permissions.tsx';
import { today } from '../../web/src/screens/household/today.ts';
import { setupDom } from './form-renderer/setup.tsx';
import { fakeGateway, renderWith } from './kit/harness.tsx';
import { ADMIN, rowAction } from './platform/screen-actions.ts';

/**
 * Feedback that tells the truth in the forms of their own too (business-modules.md §4, the kit's rule in
 * web/src/kit/live-problems.ts): each form, submitted empty, shows its message; the field fixed, the
 * message goes without another submit; emptied (or made wrong) again, it comes back at once. Nothing is
 * sent meanwhile.
 */

beforeAll(async () => {
  await setupDom();
  // As the forms' screen group does when it loads.
  addAreaMessages(designerMessages);
});
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => {
  vi.resetConfig();
  store.remove('nbxt-chat-replies-live');
});
afterEach(cleanup);

/** The screen a page is opened as (the complaint pages read only its module and params). */
const SCREEN = {
  path: '/x',
  view: 'detail',
  resource: 'monitor-complaint',
  text: { zh: '投诉', en: 'Complaint' },
} as const;

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params ?? {});
const shown = (message: string) => screen.queryAllByText(message).length > 0;

interface Steps {
  message: string;
  submit: () => Promise<unknown> | unknown;
  fix: () => Promise<unknown> | unknown;
  /** Empty again (or wrong again: `again` is then its message). */
  undo: () => Promise<unknown> | unknown;
  again?: string;
  /** What was sent meanwhile (0 expected). */
  sent?: () => number;
}

async function messageFollowsTheValue({ message, submit, fix, undo, again = message, sent }: Steps) {
  expect(shown(message)).toBe(false);
  await submit();
  await waitFor(() => expect(shown(message)).toBe(true));
  await fix();
  await waitFor(() => expect(shown(message)).toBe(false));
  await undo();
  await waitFor(() => expect(shown(again)).toBe(true));
  if (sent) expect(sent()).toBe(0);
}

/** A text box set at once (userEvent reads braces and brackets as keys). */
const setText = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

const click = (name: string, root: HTMLElement = document.body) =>
  userEvent.click(within(root).getByRole('button', { name, hidden: true }));

function show(ui: ReactNode, routes: Parameters<typeof fakeGateway>[0] = {}, signedIn = false) {
  const gateway = fakeGateway(routes, {
    signedIn,
    otherwise: (req) =>
      req.method !== 'GET' ? true : /(region|tree|select|lazy-list)/i.test(req.url.pathname) ? [] : {},
  });
  renderWith(gateway, <ButtonPermissions holder={ADMIN}>{ui}</ButtonPermissions>);
  return gateway;
}
const writes = (gateway: ReturnType<typeof fakeGateway>) => () =>
  gateway.requests.filter((r) => r.method !== 'GET').length;

describe('forms of their own follow the kit’s live rule', () => {
  it('quick replies: an empty reply', async () => {
    const { QuickReplies } = await import('../../web/src/chat/QuickReplies.tsx');
    show(<QuickReplies account="live" onUse={() => {}} />);
    const box = screen.getByLabelText(t('chat.reply.new'));
    await messageFollowsTheValue({
      message: t('chat.reply.empty'),
      submit: () => click(t('chat.reply.add')),
      fix: () => userEvent.type(box, '您好，请稍等'),
      undo: () => userEvent.clear(box),
    });
  });

  it('family members: a member’s ID card', async () => {
    const { FamilyTags } = await import('../../web/src/screens/household/FamilyTags.tsx');
    show(
      <FamilyTags
        value={{ members: [], supporterFamilies: [] }}
        onChange={() => {}}
        readOnly={false}
        part="members"
      />,
    );
    await userEvent.click(screen.getAllByRole('button', { name: new RegExp(t('household.person.add')) })[0]!);
    const dialog = await screen.findByRole('dialog', { name: t('household.person.title') });
    const card = within(dialog).getByLabelText(t('household.person.idCard'));
    // A card of a wrong check digit: its message is core's.
    const wrong = '110105194912310021';
    const check = validateSurveyIdCard(wrong, { applicant: false, idCardEditable: false, today: today() });
    expect(check.ok).toBe(false);
    await userEvent.type(card, wrong);
    await messageFollowsTheValue({
      message: t(check.ok ? '' : check.message),
      submit: () => click(t('household.confirm'), dialog),
      fix: async () => {
        await userEvent.clear(card);
        await userEvent.type(card, '11010519491231002X');
      },
      undo: () => userEvent.type(card, '1'),
    });
  });

  it('the SMS test: its phones', async () => {
    const { SmsScreen } = await import('../../web/src/screens/StorageScreens.tsx');
    const { page } = await import('./kit/synthetic.ts');
    const gateway = show(
      <SmsScreen title="T" />,
      { 'GET /blade-resource/sms/list': page([{ id: '3', smsCode: 'sms-aliyun', signName: '阿里云短信' }]) },
      true,
    );
    await rowAction('阿里云短信', t('sys.sms.test'));
    const dialog = await screen.findByRole('dialog');
    const phones = within(dialog).getByRole('textbox', { name: new RegExp(t('sys.sms.phones')) });
    await messageFollowsTheValue({
      message: t('sys.sms.phonesRequired'),
      submit: () => click(t('sys.sms.send'), dialog),
      fix: () => userEvent.type(phones, '13800138000'),
      undo: () => userEvent.clear(phones),
      sent: writes(gateway),
    });
  });

  it('a complaint’s reply', async () => {
    const { ReplyDetail } = await import('../../web/src/screens/business/ComplaintPages.tsx');
    const gateway = show(<ReplyDetail module="monitor" screen={SCREEN} params={{ id: '1' }} />, {}, true);
    const spec = getResource('monitor-complaint')!;
    const label = spec.fields.find((f) => f.name === 'replyContent')!.text.zh;
    const form = await screen.findByRole('form', { name: t('biz.complaint.reply') });
    const box = within(form).getByRole('textbox', { name: new RegExp(label) });
    await messageFollowsTheValue({
      message: t('console.crud.enter', { label }),
      submit: () => click(t('biz.complaint.reply'), form),
      fix: () => userEvent.type(box, '已安排人员处理'),
      undo: () => userEvent.clear(box),
      sent: writes(gateway),
    });
  });

  it('sign-in by account: the account', async () => {
    const { default: LoginPage } = await import('../../web/src/pages/LoginPage.tsx');
    show(<LoginPage />);
    const account = screen.getByRole('textbox', { name: t('login.account') });
    await messageFollowsTheValue({
      message: t('console.login.accountPlaceholder'),
      submit: () => click(t('login.submit')),
      fix: () => userEvent.type(account, 'admin'),
      undo: () => userEvent.clear(account),
    });
  });

  it('sign-in by phone: the code (asked on signing in, not on sending it)', async () => {
    const { PhoneSignIn } = await import('../../web/src/pages/login-phone.tsx');
    show(<PhoneSignIn tenantId="000000" onSignedIn={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: t('console.login.phone') }), '13800138000');
    const code = screen.getByRole('textbox', { name: t('console.login.phoneCode') });
    await messageFollowsTheValue({
      message: t('console.login.phoneCodePlaceholder'),
      submit: () => click(t('login.submit')),
      fix: () => userEvent.type(code, '123456'),
      undo: () => userEvent.clear(code),
    });
  });

  it('personal info: the email (the user entry’s rule for its kind)', async () => {
    const { default: ProfileScreen } = await import('../../web/src/screens/ProfileScreen.tsx');
    const gateway = show(
      <ProfileScreen />,
      {
        'GET /blade-user/info': {
          id: '7',
          realName: '李四',
          name: '小李',
          email: 'li@example.cn',
          phone: '',
        },
      },
      true,
    );
    const email = await screen.findByRole('textbox', {
      name: getResource('user')!.fields.find((f) => f.name === 'email')!.text.zh,
    });
    await setText(email, 'li@');
    await messageFollowsTheValue({
      message: t('validate.email.format'),
      // The tab's own save (the password tab has one too).
      submit: () => click(t('console.crud.save'), email.closest('form')!),
      fix: () => setText(email, 'li@example.cn'),
      undo: () => setText(email, 'li example.cn'),
      sent: writes(gateway),
    });
  });

  it('the lock page: the lock password', async () => {
    const { default: LockPage } = await import('../../web/src/pages/LockPage.tsx');
    show(<LockPage />);
    const box = screen.getByLabelText(t('console.lock.password'));
    await messageFollowsTheValue({
      message: t('validate.lock.passwordRequired'),
      submit: () => click(t('console.lock.unlock')),
      fix: () => userEvent.type(box, 'x'),
      undo: () => userEvent.clear(box),
    });
  });

  it('the lock dialog: the lock password', async () => {
    const { openLock } = await import('../../web/src/shell/lock.tsx');
    show(<div />);
    act(() =>
      openLock(
        (key) => t(key),
        () => {},
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: t('console.lock.set') });
    const box = within(dialog).getByLabelText(new RegExp(t('console.lock.password')));
    await messageFollowsTheValue({
      message: t('validate.lock.passwordRequired'),
      submit: () => click(t('console.lock.lockNow'), dialog),
      fix: () => userEvent.type(box, 'x'),
      undo: () => userEvent.clear(box),
    });
    await click(t('common.cancel'), dialog);
  });

  it('the questionnaire: a required answer (its values kept in a store)', async () => {
    const { Questionnaire } = await import('../../web/src/screens/household/Questionnaire.tsx');
    // happy-dom draws nothing: the signature pad gets a context that takes every call.
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => new Proxy({}, { get: () => () => {}, set: () => true }) as never);
    onTestFinished(() => getContext.mockRestore());
    const gateway = show(
      <Questionnaire record={{}} readOnly={false} editing={false} title="问卷" />,
      {},
      true,
    );
    const box = await screen.findByRole('textbox', { name: new RegExp(t('household.field.enjoyPeople')) });
    const invalid = () => box.getAttribute('aria-invalid') === 'true';
    const message = t('household.fieldRequired');
    expect(invalid()).toBe(false);
    await click(t('console.crud.save'));
    await waitFor(() => expect(invalid()).toBe(true));
    expect(shown(message)).toBe(true);
    await userEvent.type(box, '本人');
    await waitFor(() => expect(invalid()).toBe(false));
    await userEvent.clear(box);
    await waitFor(() => expect(invalid()).toBe(true));
    // Nothing saved (the lists the questionnaire reads may be posted).
    expect(gateway.requests.filter((r) => r.url.pathname.endsWith('/save'))).toEqual([]);
  });

  it('the designer’s import: the text’s syntax', async () => {
    const { ImportDrawer } = await import('../../web/src/designer/Drawers.tsx');
    const importJson = vi.fn(() => undefined);
    show(<ImportDrawer importJson={importJson} onClose={() => {}} />);
    const box = await screen.findByRole('textbox', { name: t('designer.import.text') });
    setText(box, '{ column: [');
    await messageFollowsTheValue({
      message: t('designer.import.syntax'),
      submit: () => click(t('designer.import.submit')),
      fix: () => setText(box, '{"column":[]}'),
      undo: () => setText(box, '{"column":['),
    });
    expect(importJson).not.toHaveBeenCalled();
  });

  it('the designer’s field panel: the property key', async () => {
    const { FieldPanel } = await import('../../web/src/designer/FieldPanel.tsx');
    const dispatch = vi.fn((_action: unknown) => ({ form: { column: [] }, selected: null }) as never);
    const form = () => ({
      column: [
        { prop: 'f', type: 'input' },
        { prop: 'g', type: 'input' },
      ],
    });
    show(<FieldPanel field={{ prop: 'f', type: 'input', label: 'F' }} dispatch={dispatch} form={form} />);
    const key = screen.getByLabelText(t('designer.prop.prop'));
    await messageFollowsTheValue({
      message: t('designer.prop.propTaken'),
      submit: () => {
        setText(key, 'g');
        fireEvent.blur(key);
      },
      fix: () => setText(key, 'h'),
      undo: () => setText(key, ''),
      again: t('designer.prop.propRequired'),
    });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('the designer’s option dialog: an option’s label', async () => {
    const { NodeDialog } = await import('../../web/src/designer/OptionsEditor.tsx');
    const onSave = vi.fn();
    show(<NodeDialog tree={[]} onSave={onSave} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const label = within(dialog).getByLabelText(t('designer.node.label'));
    await userEvent.type(within(dialog).getByLabelText(t('designer.node.value')), 'a');
    const [problem] = validateTreeNode({ label: '', value: 'a' }, [], undefined);
    await messageFollowsTheValue({
      message: t(problem!.message),
      submit: () => click(t('designer.ok'), dialog),
      fix: () => userEvent.type(label, '甲'),
      undo: () => userEvent.clear(label),
    });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a designed form filled in: a required field', async () => {
    const { renderForm } = await import('./form-renderer/setup.tsx');
    const { submitted } = renderForm({
      column: [
        { type: 'input', prop: 'name', label: '姓名', rules: [{ required: true, message: '请输入姓名' }] },
      ],
    });
    const box = await screen.findByRole('textbox', { name: /姓名/ });
    await messageFollowsTheValue({
      message: '请输入姓名',
      submit: () => click('提交'),
      fix: () => userEvent.type(box, '张三'),
      undo: () => userEvent.clear(box),
      sent: () => submitted.length,
    });
  });
});
