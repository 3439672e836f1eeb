import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, basic, openApi } from './helpers.ts';

/** platform.md §2.1: public module screens open without signing in; only their reads are open. */
describe('the reads of public screens, without a token', () => {
  let api: Api;
  beforeAll(async () => {
    api = await openApi();
  });
  afterAll(async () => {
    await api.sandbox.close();
  });

  const anonymous = (method: string, path: string) =>
    api.fetch(`/api${path}`, { method, headers: { Authorization: basic() } });

  it('answers a public list, a public detail and a public dashboard’s figures with tenant 000000’s records', async () => {
    const list = await anonymous('GET', '/safetyManage/safetyManageInspectionRecord/list?current=1&size=5');
    expect(list.status).toBe(200);
    const records = (await list.json()).data.records as { id: string }[];
    expect(records.length).toBeGreaterThan(0);
    const figures = await anonymous('POST', '/visualData/getIndex');
    expect((await figures.json()).data).toHaveProperty('warnings');
    const identify = await anonymous('GET', '/safetyManage/safetyManageIrDangerSourceIdentify/list');
    const first = (await identify.json()).data.records[0].id as string;
    const detail = await anonymous(
      'GET',
      `/safetyManage/safetyManageIrDangerSourceIdentify/detail?id=${first}`,
    );
    expect((await detail.json()).data.id).toBe(first);
    // A listed hidden-danger report opens on its public detail page: the same entry, read by its id.
    const report = await anonymous(
      'GET',
      `/safetyManage/safetyManageInspectionRecord/detail?id=${records[0]!.id}`,
    );
    expect((await report.json()).data.id).toBe(records[0]!.id);
  });

  it('still asks for a token to change a public screen’s records or to read another entry', async () => {
    expect((await anonymous('POST', '/hiddenDanger/risk/remove?ids=1')).status).toBe(401);
    expect((await anonymous('POST', '/safety/screen/send')).status).toBe(401);
    expect((await anonymous('GET', '/epidemic/sms/page?current=1&size=5')).status).toBe(401);
  });
});
