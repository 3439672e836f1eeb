import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../../core/src/i18n/index.ts';
import { data, type FakeGatewayCli, fakeGatewayCli } from '../helpers/cli-fake-gateway.ts';
import { monthFromNow } from '../helpers/clock-zone.ts';

/** `nbxt payslip-formdata upload` refuses a month that has not begun before sending anything (exit 2). */
describe('nbxt: a payslip upload for a month not begun', () => {
  let g: FakeGatewayCli;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nbxt-payslip-'));
    writeFileSync(join(dir, 'payslips.xlsx'), 'PK');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(() => {
    g = fakeGatewayCli();
    g.answer('POST /payslip/formdata/upload', data('1800000000000000001'));
  });
  afterEach(() => g.close());

  const upload = (monthOfPayslip: string) =>
    g.nbxt([
      'payslip-formdata',
      'upload',
      '--month-of-payslip',
      monthOfPayslip,
      '--file',
      join(dir, 'payslips.xlsx'),
    ]);

  it('next month: refused with the rule’s text, nothing sent', async () => {
    const refused = await upload(monthFromNow(1));
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('--month-of-payslip');
    expect(refused.stderr).toContain(translate('validate.month.notBegun', 'zh'));
    expect(g.requests).toEqual([]);
  });

  it('this month: sent as a multipart upload with the month', async () => {
    const taken = await upload(monthFromNow(0));
    expect(taken.exitCode, taken.stderr).toBe(0);
    const [sent] = g.requests.filter((r) => r.path === '/payslip/formdata/upload');
    expect(sent?.method).toBe('POST');
    // The multipart body names the month's part and carries its value.
    expect(String(sent?.body)).toMatch(new RegExp(`name="monthOfPayslip"\r\n\r\n${monthFromNow(0)}\r\n`));
  });
});
