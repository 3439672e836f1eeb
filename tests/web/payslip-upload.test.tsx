// @vitest-environment happy-dom
import { catalogue } from '@nbxt/core/i18n/index.ts';
import { payslipFormdata, payslipPackageMonth } from '@nbxt/core/modules/payslip.ts';
import { resourceMessages } from '@nbxt/core/resources/registry.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nResources } from '../../web/src/base/i18n.ts';
import { ImportButton } from '../../web/src/kit/ImportButton.tsx';
import { ResourceList } from '../../web/src/kit/ResourceList.tsx';
import { monthFromNow } from '../helpers/clock-zone.ts';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';
import { page } from './kit/synthetic.ts';

beforeAll(setupTexts);
afterEach(cleanup);

/** A month's control in the picker: named `2026年11月` (sys.date.monthLabel). */
const monthName = (month: string) => {
  const [year, m] = month.split('-');
  return `${year}年${Number(m)}月`;
};

/**
 * The console's payslip upload (上传工资条) asks for the batch's month with the spreadsheet, in a month
 * picker (every `month` field's input): the months that have not begun are disabled (core's
 * FieldSpec.begun refuses them), this month is picked and sent as `yyyy-MM` with the file, as multipart.
 */
describe('the payslip upload asks the month in a month picker', () => {
  it('months not begun disabled; this month picked and uploaded with the file as yyyy-MM', async () => {
    const gateway = fakeGateway({
      'POST /payslip/formdata/upload': 'job-1',
      'GET /payslip/formdata/importProcess/job-1': { total: 1, done: 1, finished: true },
    });
    renderWith(gateway, <ImportButton spec={payslipFormdata} operation="upload" pollMs={30} />);
    await userEvent.click(screen.getByRole('button', { name: '上传工资条' }));
    const dialog = await screen.findByRole('dialog');
    const picker = await within(dialog).findByRole('button', { name: /工资月份/ });
    // Not a text box: nothing is typed.
    expect(within(dialog).queryByRole('textbox', { name: /工资月份/ })).toBeNull();
    const file = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(file, new File(['PK'], '工资条.xlsx'));
    await userEvent.click(picker);
    const now = monthFromNow(0);
    const next = monthFromNow(1);
    const thisMonth = await screen.findByRole('button', { name: monthName(now), hidden: true });
    expect(thisMonth.hasAttribute('disabled') || thisMonth.getAttribute('data-disabled') === 'true').toBe(
      false,
    );
    // Next month (in next year's page in December) cannot be picked.
    if (next.slice(0, 4) !== now.slice(0, 4))
      await userEvent.click(screen.getByRole('button', { name: '下一页', hidden: true }));
    const ahead = await screen.findByRole('button', { name: monthName(next), hidden: true });
    expect(ahead.hasAttribute('disabled') || ahead.getAttribute('data-disabled') === 'true').toBe(true);
    if (next.slice(0, 4) !== now.slice(0, 4))
      await userEvent.click(screen.getByRole('button', { name: '上一页', hidden: true }));
    await userEvent.click(await screen.findByRole('button', { name: monthName(now), hidden: true }));
    // Picked: the picker shows the month.
    await waitFor(() => expect(picker.textContent).toContain(monthName(now)));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(gateway.sent('POST /payslip/formdata/upload')).toHaveLength(1));
    const [sent] = gateway.sent('POST /payslip/formdata/upload');
    expect(sent!.form?.get('monthOfPayslip')).toBe(now);
    const part = sent!.form?.get('file');
    expect(part instanceof File && part.name).toBe('工资条.xlsx');
    expect(await within(dialog).findByRole('progressbar', { name: '导入进度' })).toBeTruthy();
  });

  it('is named and shown in English too', async () => {
    // A language of its own (the worker's i18next is shared with other files).
    const en = i18next.createInstance();
    await en.init({
      resources: i18nResources({ ...catalogue, ...resourceMessages() }),
      lng: 'en',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    });
    renderWith(
      fakeGateway({}),
      <I18nextProvider i18n={en}>
        <ImportButton spec={payslipFormdata} operation="upload" />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload payslips' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Month/ }));
    const [year, m] = monthFromNow(0).split('-');
    const name = `${new Date(Number(year), Number(m) - 1, 1).toLocaleString('en', { month: 'long' })} ${year}`;
    expect(await screen.findByRole('button', { name, hidden: true })).toBeTruthy();
  });

  it('asks for the spreadsheet too', async () => {
    const gateway = fakeGateway({});
    renderWith(gateway, <ImportButton spec={payslipFormdata} operation="upload" />);
    await userEvent.click(screen.getByRole('button', { name: '上传工资条' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择导入文件')).toBeTruthy();
    expect(gateway.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('a list searched by a month picks it', () => {
  it('the search panel’s month is a picker, sent as the filter’s yyyy-MM (month_equal)', async () => {
    const gateway = fakeGateway(
      {
        'GET /payslip/nbxtpayslippackagemonth/list': page([
          { id: '1', packageName: '标准套餐', month: '2026-03' },
        ]),
      },
      { signedIn: true },
    );
    renderWith(gateway, <ResourceList spec={payslipPackageMonth} />);
    await screen.findByRole('table');
    const search = screen.getByRole('button', { name: '搜索' }).closest('form')!;
    // Not a text box: nothing is typed.
    expect(within(search).queryByRole('textbox', { name: /^月份/ })).toBeNull();
    await userEvent.click(await within(search).findByRole('button', { name: /^月份/ }));
    const now = monthFromNow(0);
    await userEvent.click(await screen.findByRole('button', { name: monthName(now), hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(
        gateway.sent('GET /payslip/nbxtpayslippackagemonth/list').at(-1)!.url.searchParams.get('month_equal'),
      ).toBe(now),
    );
  });
});
