import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, basic, openApi } from './helpers.ts';

/** Operations declared `public` (the labor report) are served without signing in; nothing else is. */
describe('sandbox: public operations', () => {
  let api: Api;
  let id: string;
  const anonymous = (method: string, path: string, body?: unknown) =>
    api.fetch(`/api${path}`, {
      method,
      headers: { Authorization: basic(), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    api = await openApi();
    const rows = await api.control('GET', '/__sandbox/records?entry=labor-inspection');
    id = rows[0].id;
  });
  afterAll(async () => {
    await api?.sandbox.close();
  });

  it('reads the inspection a report names by dataId, signed out', async () => {
    const reply = await (await anonymous('GET', `/labor/laborInspection/detail?dataId=${id}`)).json();
    expect(reply).toMatchObject({ code: 200, data: { id } });
  });

  it('takes a report’s save signed out', async () => {
    const res = await anonymous('POST', '/labor/laborInspection/save', { id, problems: '拖欠工资' });
    expect((await res.json()).code).toBe(200);
  });

  it('refuses every other call without a token', async () => {
    expect((await anonymous('GET', '/labor/laborInspection/page?current=1&size=10')).status).toBe(401);
    expect((await anonymous('POST', '/payslip/formdata/validateRestQuota?sendCount=1')).status).toBe(401);
  });
});
