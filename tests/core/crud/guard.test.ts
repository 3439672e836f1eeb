import { describe, expect, it } from 'vitest';
import { ResourceClient } from '../../../core/src/crud/client.ts';
import { callGuarded, GuardRefusedError, guardArgs } from '../../../core/src/crud/guard.ts';
import { ApiError } from '../../../core/src/http/errors.ts';
import { Transport } from '../../../core/src/http/transport.ts';
import { translate } from '../../../core/src/i18n/index.ts';
import { getResource } from '../../../core/src/resources/registry.ts';
import { fakeFetch, json } from '../fake-gateway.ts';

const transport = (fetch: ReturnType<typeof fakeFetch>['fetch']) =>
  new Transport({ fetch, baseUrl: '/api', clientId: 'c', clientSecret: 's', sleep: async () => {} });
const formdata = getResource('payslip-formdata')!;
const send = formdata.operations.send!;
const batch = { id: '7', uuid: 'u-7', sendCount: 12 };

describe('operations guarded by a check (OperationSpec.guard)', () => {
  it('takes the check’s arguments from the record the call acts on', () => {
    expect(guardArgs(send, batch)).toEqual({ sendCount: 12 });
    expect(guardArgs(send, { uuid: 'u' })).toEqual({});
    expect(guardArgs(formdata.operations.remove!, batch)).toEqual({});
  });

  it('runs the check first and then the call when it passes', async () => {
    const gw = fakeFetch(() => json({ code: 200, success: true, data: true }));
    const api = new ResourceClient(transport(gw.fetch), formdata);
    await callGuarded(api, 'send', { uuid: 'u-7' }, guardArgs(send, batch));
    expect(gw.requests.map((r) => [r.method, r.url.pathname, r.url.search])).toEqual([
      ['POST', '/api/payslip/formdata/validateRestQuota', '?sendCount=12'],
      ['POST', '/api/payslip/formdata/send', '?uuid=u-7'],
    ]);
  });

  it('sends nothing when the check fails: the server’s message, or its "no"', async () => {
    const refused = fakeFetch(() => json({ code: 400, success: false, data: null, msg: '剩余短信条数不足' }));
    const api = new ResourceClient(transport(refused.fetch), formdata);
    const error = (await callGuarded(api, 'send', { uuid: 'u-7' }, { sendCount: 12 }).catch(
      (e) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('剩余短信条数不足');
    expect(refused.requests.map((r) => r.url.pathname)).toEqual(['/api/payslip/formdata/validateRestQuota']);

    const no = fakeFetch(() => json({ code: 200, success: true, data: false }));
    const quiet = new ResourceClient(transport(no.fetch), formdata);
    const noError = (await callGuarded(quiet, 'send', { uuid: 'u-7' }, { sendCount: 12 }).catch(
      (e) => e,
    )) as GuardRefusedError;
    expect(noError).toBeInstanceOf(GuardRefusedError);
    expect(translate(noError.key, 'zh', noError.params())).toContain('validateRestQuota');
    expect(no.requests).toHaveLength(1);
  });

  it('a check without its arguments is not sent either (the check’s own argument check)', async () => {
    const gw = fakeFetch(() => json({ code: 200, success: true, data: true }));
    const api = new ResourceClient(transport(gw.fetch), formdata);
    await expect(callGuarded(api, 'send', { uuid: 'u-7' }, {})).rejects.toThrow(/sendCount/);
    expect(gw.requests).toHaveLength(0);
  });

  it('an operation without a guard is called directly', async () => {
    const gw = fakeFetch(() => json({ code: 200, success: true, data: true }));
    const api = new ResourceClient(transport(gw.fetch), formdata);
    await callGuarded(api, 'remove', { uuid: 'u-7' }, {});
    expect(gw.requests.map((r) => r.url.pathname)).toEqual(['/api/payslip/formdata/remove']);
  });
});
