// @vitest-environment happy-dom
import { resource, text, typed } from '@nbxt/core/resources/define.ts';
import { specMessages } from '@nbxt/core/resources/labels.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addAreaMessages } from '../../../web/src/base/i18n.ts';
import { FormScreen } from '../../../web/src/kit/FormScreen.tsx';
import { OperationArgsForm } from '../../../web/src/kit/OperationArgsDialog.tsx';
import { describedBy as description, fakeGateway, renderWith, setupTexts } from './harness.tsx';

afterEach(cleanup);

/** An entry with two required fields and an optional one. */
const visit = resource('kit-visit', {
  path: '/kit/visit',
  zh: '走访记录',
  en: 'Visits',
  fields: [
    text('resident', '居民姓名', 'Resident', { list: true, required: true }),
    text('address', '走访地址', 'Address', { list: true, required: true }),
    typed('number')('minutes', '时长', 'Minutes', { list: true }),
  ],
});

beforeAll(async () => {
  await setupTexts();
  addAreaMessages(specMessages([visit]));
});

/** A required text argument of an operation. */
const argument = (name: string, zh: string) => ({
  name,
  type: 'string' as const,
  required: true,
  field: undefined,
  choices: undefined,
  upload: false,
  text: { zh, en: name },
  initial: '',
});

describe('form errors', () => {
  it('ties each error to its field, announces them and puts the focus on the first invalid field', async () => {
    const gateway = fakeGateway({ 'POST /kit/visit/submit': true });
    renderWith(gateway, <FormScreen resource={visit} onDone={() => {}} />);
    const resident = await screen.findByRole('textbox', { name: /居民姓名/ });
    const address = screen.getByRole('textbox', { name: /走访地址/ });
    const minutes = screen.getByRole('textbox', { name: /时长/ });
    // The form's live region (assertive: read at once).
    const live = resident.closest('form')!.querySelector<HTMLElement>('[aria-live="assertive"]')!;
    expect(live.textContent).toBe('');

    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(live.textContent).not.toBe(''));
    const residentError = description(resident);
    const addressError = description(address);
    expect(residentError).toBe('请输入居民姓名');
    expect(addressError).toBe('请输入走访地址');
    expect(resident.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(minutes.getAttribute('aria-invalid')).toBeNull();
    expect(description(minutes)).toBe('');
    // The live region says how many; the focused field's error is read with it.
    expect(live.textContent).toBe('有 2 处需要修改');
    await waitFor(() => expect(document.activeElement).toBe(resident));
    expect(gateway.sent('POST /kit/visit/submit')).toHaveLength(0);

    // The same errors again are said again (a new text node in the live region).
    await userEvent.type(resident, '李强');
    const before = live.firstElementChild;
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(live.firstElementChild).not.toBe(before));
    expect(live.textContent).toBe('有 1 处需要修改');
    expect(resident.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(address));

    await userEvent.type(address, '幸福路 1 号');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(gateway.sent('POST /kit/visit/submit')).toHaveLength(1));
    expect(JSON.parse(gateway.sent('POST /kit/visit/submit')[0]!.body!)).toMatchObject({
      resident: '李强',
      address: '幸福路 1 号',
    });
  });

  it("an operation's arguments: the missing one announced and focused, nothing sent", async () => {
    const sent: Record<string, string>[] = [];
    renderWith(
      fakeGateway({}),
      <OperationArgsForm
        spec={visit}
        lookup={() => undefined}
        inputs={[argument('reason', '退回原因'), argument('note', '备注')]}
        submit={async (values) => sent.push(values)}
        onDone={() => {}}
        onCancel={() => {}}
      />,
    );
    const reason = await screen.findByRole('textbox', { name: /退回原因/ });
    const note = screen.getByRole('textbox', { name: /备注/ });
    await userEvent.type(reason, '材料不全');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    const live = note.closest('form')!.querySelector<HTMLElement>('[aria-live="assertive"]')!;
    await waitFor(() => expect(live.textContent).toBe('有 1 处需要修改'));
    expect(description(note)).toBe('请输入备注');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(sent).toEqual([]);
  });

  it("an operation's picked arguments ask to choose, typed ones to enter", async () => {
    const tenant = {
      ...visit.fields[0]!,
      name: 'tenantId',
      label: 'x.tenantId',
      text: { zh: '服务单位', en: 'Tenant' },
    };
    renderWith(
      fakeGateway({}),
      <OperationArgsForm
        spec={visit}
        lookup={() => undefined}
        inputs={[
          argument('reason', '退回原因'),
          { ...argument('tenantId', ''), field: { ...tenant, ref: 'tenant', refKey: 'tenantId' } },
        ]}
        submit={async () => {}}
        onDone={() => {}}
        onCancel={() => {}}
      />,
    );
    const reason = await screen.findByRole('textbox', { name: /退回原因/ });
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(description(reason)).toBe('请输入退回原因'));
    expect(screen.getByText('请选择服务单位')).toBeTruthy();
  });
});
