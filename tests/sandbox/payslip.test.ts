import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTA_SHORT, TRIAL_QUOTA, TRIAL_TAKEN } from '../../scripts/sandbox/payslip.ts';
import { type Api, type Json, openApi } from './helpers.ts';

/** The payslip quota (business-modules.md §4, §5): what validateRestQuota checks and what a send uses. */
describe('sandbox: payslip quota, check and send', () => {
  let api: Api;
  let token: string;
  const call = (method: string, path: string, body?: unknown) =>
    api.call(token, method, `/api/payslip${path}`, body);
  const quota = async (): Promise<number> =>
    (await call('GET', '/formdata/checkQuota?tenantId=000000')).json.data;
  const batches = async (): Promise<Json[]> =>
    (await call('POST', '/formdata/payrollRecords?current=1&size=100', {})).json.data.records;
  const rowsOf = async (uuid: string): Promise<Json[]> =>
    (await call('POST', '/formdata/payrollRecordsDetail?current=1&size=100', { uuid })).json.data.records;

  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
  });
  afterAll(async () => {
    await api?.sandbox.close();
  });

  it('seeds batches that own their rows: the send count is how many rows a batch has', async () => {
    const list = await batches();
    expect(list.length).toBeGreaterThan(0);
    for (const batch of list.slice(0, 5)) {
      const rows = await rowsOf(batch.uuid);
      expect(rows.length, batch.uuid).toBe(batch.sendCount);
      for (const row of rows) expect(row.uuid).toBe(batch.uuid);
    }
  });

  it('redeemTrial adds the trial’s messages to the quota once; a second redeem adds nothing', async () => {
    const before = await quota();
    expect((await call('POST', '/nbxtpayslipmechanism/redeemTrial')).json).toMatchObject({ success: true });
    expect(await quota()).toBe(before + TRIAL_QUOTA);
    expect((await call('POST', '/nbxtpayslipmechanism/redeemTrial')).json).toMatchObject({
      success: false,
      msg: TRIAL_TAKEN,
    });
    expect(await quota()).toBe(before + TRIAL_QUOTA);
  });

  it('the quota is what the active institutions have left', async () => {
    const mechanisms: Json[] = (await call('GET', '/nbxtpayslipmechanism/list?current=1&size=100')).json.data
      .records;
    const active = mechanisms
      .filter((m) => String(m.status) === '1')
      .reduce((sum, m) => sum + Number(m.restQuota), 0);
    expect(await quota()).toBe(active);
  });

  it('validateRestQuota passes a count the quota covers and refuses one beyond it, with the figure', async () => {
    const left = await quota();
    expect((await call('POST', `/formdata/validateRestQuota?sendCount=${left}`)).json).toMatchObject({
      code: 200,
      data: true,
    });
    const refused = (await call('POST', `/formdata/validateRestQuota?sendCount=${left + 1}`)).json;
    expect(refused).toMatchObject({ code: 400, success: false, msg: QUOTA_SHORT(left) });
    expect((await call('POST', '/formdata/validateRestQuota')).json.code).toBe(400);
  });

  it('a send uses the batch’s count from the quota and marks its rows sent', async () => {
    const batch = (await batches()).find((b) => b.sendCount > 0)!;
    const before = await quota();
    expect((await call('POST', `/formdata/send?uuid=${batch.uuid}`)).json.code).toBe(200);
    expect(await quota()).toBe(before - batch.sendCount);
    for (const row of await rowsOf(batch.uuid)) expect(row.sendStatus).toBe('1');
  });

  it('the quota runs out: then the check and the send itself are refused', async () => {
    // Cancel every institution but none: the quota is 0 (update is the cancel call).
    const mechanisms: Json[] = (await call('GET', '/nbxtpayslipmechanism/list?current=1&size=100')).json.data
      .records;
    for (const m of mechanisms) await call('POST', `/nbxtpayslipmechanism/update?id=${m.id}`, { id: m.id });
    expect(await quota()).toBe(0);
    const batch = (await batches()).find((b) => b.sendCount > 0)!;
    expect((await call('POST', `/formdata/validateRestQuota?sendCount=${batch.sendCount}`)).json.msg).toBe(
      QUOTA_SHORT(0),
    );
    const rows = await rowsOf(batch.uuid);
    expect((await call('POST', `/formdata/send?uuid=${batch.uuid}`)).json.code).toBe(400);
    expect(await rowsOf(batch.uuid)).toEqual(rows);
  });
});
