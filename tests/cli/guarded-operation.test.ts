import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUOTA_SHORT } from '../../scripts/sandbox/payslip.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

/** `nbxt payslip-formdata send`: guarded by validateRestQuota (OperationSpec.guard), as the console is. */
describe('nbxt: an operation guarded by a check', () => {
  let s: SandboxCli;
  const sent = async () =>
    (await s.journal()).filter((e) => e.path.startsWith('/payslip/')).map((e) => [e.path, e.query]);

  beforeAll(async () => {
    s = await sandboxCli();
    expect((await s.login()).exitCode).toBe(0);
  });
  afterAll(async () => {
    await s?.close();
  });
  beforeEach(async () => {
    await s.clearJournal();
  });

  it('asks for the check’s argument: a usage error, nothing sent', async () => {
    const r = await s.nbxt(['payslip-formdata', 'send', '--uuid', 'PF20260001']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('--send-count');
    expect(await sent()).toEqual([]);
  });

  it('shows the quota left as the console’s confirmation does, runs the check first, then the call', async () => {
    const r = await s.nbxt([
      'payslip-formdata',
      'send',
      '--uuid',
      'PF20260001',
      '--send-count',
      '2',
      '--json',
      '--yes',
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^剩余短信条数:\d+\n/);
    expect(await sent()).toEqual([
      ['/payslip/formdata/checkQuota', { tenantId: '000000' }],
      ['/payslip/formdata/validateRestQuota', { sendCount: '2' }],
      ['/payslip/formdata/send', { uuid: 'PF20260001' }],
    ]);
  });

  it('stops with the server’s message when the check fails, and sends nothing', async () => {
    const quota = await s.nbxt(['payslip-formdata', 'check-quota', '--tenant-id', '000000', '--json']);
    const left = Number(JSON.parse(quota.stdout));
    await s.clearJournal();
    const r = await s.nbxt([
      'payslip-formdata',
      'send',
      '--uuid',
      'PF20260002',
      '--send-count',
      String(left + 1),
      '--yes',
    ]);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain(QUOTA_SHORT(left));
    expect((await sent()).map(([path]) => path)).toEqual([
      '/payslip/formdata/checkQuota',
      '/payslip/formdata/validateRestQuota',
    ]);
  });
});
