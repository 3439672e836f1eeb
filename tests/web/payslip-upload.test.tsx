// @vitest-environment happy-dom
import { payslipFormdata } from '@nbxt/core/modules/payslip.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ImportButton } from '../../web/src/kit/ImportButton.tsx';
import { monthFromNow } from '../helpers/clock-zone.ts';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';

beforeAll(setupTexts);
afterEach(cleanup);

const NOT_BEGUN = '所选月份尚未开始，不能选择以后的月份';

/**
 * The console's payslip upload (上传工资条) asks for the batch's month with the spreadsheet, and refuses a
 * month that has not begun before sending anything (core's FieldSpec.begun); corrected, the message goes
 * and the upload sends the file and the month as multipart.
 */
describe('the payslip upload refuses a month that has not begun', () => {
  it('next month refused, nothing sent; this month uploaded with the file', async () => {
    const gateway = fakeGateway({
      'POST /payslip/formdata/upload': 'job-1',
      'GET /payslip/formdata/importProcess/job-1': { total: 1, done: 1, finished: true },
    });
    renderWith(gateway, <ImportButton spec={payslipFormdata} operation="upload" pollMs={30} />);
    await userEvent.click(screen.getByRole('button', { name: '上传工资条' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: /工资月份/ });
    await userEvent.type(input, monthFromNow(1));
    const file = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(file, new File(['PK'], '工资条.xlsx'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(NOT_BEGUN)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(gateway.sent('POST /payslip/formdata/upload')).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, monthFromNow(0));
    await waitFor(() => expect(within(dialog).queryByText(NOT_BEGUN)).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(gateway.sent('POST /payslip/formdata/upload')).toHaveLength(1));
    const [sent] = gateway.sent('POST /payslip/formdata/upload');
    expect(sent!.form?.get('monthOfPayslip')).toBe(monthFromNow(0));
    const part = sent!.form?.get('file');
    expect(part instanceof File && part.name).toBe('工资条.xlsx');
    expect(await within(dialog).findByRole('progressbar', { name: '导入进度' })).toBeTruthy();
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
