import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/src/i18n/index.ts';
import { monthFromNow } from '../helpers/clock-zone.ts';
import { type Api, basic, type Json, openApi } from './helpers.ts';

/** The sandbox refuses a payslip batch for a month that has not begun, and stores nothing (FieldSpec.begun). */
describe('sandbox: a payslip upload for a month not begun is refused', () => {
  let api: Api;
  let token: string;
  const upload = async (monthOfPayslip: string) => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('工资条').addRows([
      ['姓名', '手机号', '实发工资'],
      ['陈静', '13800000001', '5200'],
    ]);
    const form = new FormData();
    form.append('file', new File([(await workbook.xlsx.writeBuffer()) as ArrayBuffer], '工资条.xlsx'));
    form.append('monthOfPayslip', monthOfPayslip);
    const res = await api.fetch('/api/payslip/formdata/upload', {
      method: 'POST',
      headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
      body: form,
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const batches = async (): Promise<Json[]> =>
    (await api.call(token, 'POST', '/api/payslip/formdata/payrollRecords?current=1&size=100', {})).json.data
      .records;

  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
  });
  afterAll(async () => {
    await api?.sandbox.close();
  });

  it('next month: refused with the rule’s text, no batch stored; this month: taken', async () => {
    const before = await batches();
    const refused = await upload(monthFromNow(1));
    expect(refused.json.success).toBe(false);
    expect(refused.json.msg).toContain(translate('validate.month.notBegun', 'zh'));
    expect(await batches()).toEqual(before);

    const taken = await upload(monthFromNow(0));
    expect(taken.json.success, JSON.stringify(taken.json)).toBe(true);
  });
});
