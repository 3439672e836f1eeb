import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLERK } from '../../scripts/sandbox/button-permissions.ts';
import { type Api, basic, openApi } from './helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await openApi();
});
afterAll(async () => {
  await api.sandbox.close();
});

const token = (query: Record<string, string>, path = '/api/blade-auth/oauth/token') =>
  api
    .fetch(`${path}?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Tenant-Id': '000000' },
    })
    .then((r) => r.json());

describe('captcha image', () => {
  it('is a PNG the sandbox draws, its answer kept server-side under the key', async () => {
    const captcha = await (await api.fetch('/api/blade-auth/oauth/captcha')).json();
    expect(captcha.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(captcha.image.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(JSON.stringify(captcha)).not.toContain(
      (await api.control('GET', `/__sandbox/captcha?key=${captcha.key}`)).code,
    );
  });
});

describe('phone-code sign-in (grant user_phone)', () => {
  it('sends a code without a token and signs in the user of that phone with it, once', async () => {
    const sent = await api
      .fetch(`/api/blade-resource/sms/endpoint/send-validate?phone=${CLERK.phone}`, {
        method: 'POST',
        headers: { Authorization: basic(), 'Tenant-Id': '000000' },
      })
      .then((r) => r.json());
    expect(sent.success).toBe(true);
    const { id, value } = await api.control('GET', `/__sandbox/sms?phone=${CLERK.phone}`);
    expect(sent.data.id).toBe(id);
    const wrong = await token({
      grant_type: 'user_phone',
      phone: CLERK.phone,
      codeId: id,
      code: 'x',
      tenantId: '000000',
    });
    expect(wrong.error_description).toBe('验证码不正确');
    const right = await token({
      grant_type: 'user_phone',
      phone: CLERK.phone,
      codeId: id,
      code: value,
      tenantId: '000000',
    });
    expect(right.account).toBe(CLERK.account);
    const again = await token({
      grant_type: 'user_phone',
      phone: CLERK.phone,
      codeId: id,
      code: value,
      tenantId: '000000',
    });
    expect(again.error_description).toBe('验证码不正确');
  });
});

describe('corporate-chat callbacks', () => {
  it('signs in with a login auth code once; a replayed code is refused', async () => {
    const { code } = await api.control('POST', '/__sandbox/wecom-code', { account: 'admin' });
    const query = { authCode: code, state: 'authLogin_000000' };
    const first = await token(query, '/api/wx/cp/cpLoginAuthCode');
    expect(first.account).toBe('admin');
    const second = await token(query, '/api/wx/cp/cpLoginAuthCode');
    expect(second.error_description).toBe('企业微信授权码无效或已使用');
  });

  it('finishes an install with the permanent-code callback, once per code', async () => {
    const call = () =>
      api
        .fetch('/api/wx/cp/getPermanentCode?authCode=i1&state=auth_000000', {
          headers: { Authorization: basic() },
        })
        .then((r) => r.json());
    const first = await call();
    expect(first).toMatchObject({ code: 200, msg: '安装成功' });
    expect((await call()).success).toBe(false);
  });
});

describe('button permissions', () => {
  it('gives the clerk only the buttons of its grant', async () => {
    const clerk = (await api.token('000000', CLERK.account, CLERK.password)).access_token;
    const buttons = await api.call(clerk, 'GET', '/api/blade-system/menu/buttons');
    const codes = JSON.stringify(buttons.json.data);
    for (const held of ['param_add', 'param_view', 'crm-customer_edit', 'crm-customer_transfer'])
      expect(codes).toContain(`"${held}"`);
    for (const lacking of ['param_edit', 'param_delete', 'crm-customer_add', 'crm-customer_delete'])
      expect(codes).not.toContain(`"${lacking}"`);
  });

  it('refuses the calls the role holds no button for, allows the rest; administrators may do all', async () => {
    const clerk = (await api.token('000000', CLERK.account, CLERK.password)).access_token;
    const admin = (await api.token('000000', 'admin', 'admin')).access_token;
    const added = await api.call(clerk, 'POST', '/api/blade-system/param/submit', {
      paramName: '权限',
      paramKey: 'perm.clerk',
      paramValue: '1',
    });
    expect(added.json.success).toBe(true);
    const listed = await api.call(admin, 'GET', '/api/blade-system/param/list?paramKey_equal=perm.clerk');
    const row = listed.json.data.records[0];
    const edit = await api.fetch('/api/blade-system/param/submit', {
      method: 'POST',
      headers: {
        Authorization: basic(),
        'Blade-Auth': `bearer ${clerk}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ...row, paramValue: '2' }),
    });
    expect(edit.status).toBe(401);
    const remove = await api.fetch(`/api/blade-system/param/remove?ids=${row.id}`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Blade-Auth': `bearer ${clerk}` },
    });
    expect(remove.status).toBe(401);
    expect((await remove.json()).msg).toBe('请求未授权');
    const removed = await api.call(admin, 'POST', `/api/blade-system/param/remove?ids=${row.id}`);
    expect(removed.json.success).toBe(true);
  });
});
