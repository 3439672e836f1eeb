import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, openApi } from './helpers.ts';

describe('phone binding (send-validate, bindPhone, cancelPhone)', () => {
  let api: Api;
  let token: string;
  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
  });
  afterAll(async () => {
    await api.sandbox.close();
  });

  const send = (phone: string) =>
    api.call(token, 'POST', `/blade-resource/sms/endpoint/send-validate?phone=${phone}`);
  const bind = (query: Record<string, string>) =>
    api.call(token, 'POST', `/blade-user/bindPhone?${new URLSearchParams(query)}`);
  const myPhone = async () => (await api.call(token, 'GET', '/blade-user/info')).json.data.phone;

  it('sends a code without revealing it and binds the phone with the right code', async () => {
    const sent = await send('13800138000');
    expect(sent.json).toMatchObject({ code: 200, data: { phone: '13800138000' } });
    expect(JSON.stringify(sent.json)).not.toMatch(/"value"/);
    const { id, value } = await api.control('GET', '/__sandbox/sms?phone=13800138000');
    expect(id).toBe(sent.json.data.id);
    expect(value).toMatch(/^\d{6}$/);
    expect((await bind({ phone: '13800138000', value, id })).json).toMatchObject({
      code: 200,
      success: true,
    });
    expect(await myPhone()).toBe('13800138000');
  });

  it('refuses a wrong code, a code sent to another phone and a code used twice', async () => {
    const sent = await send('13900139000');
    const { value } = await api.control('GET', '/__sandbox/sms?phone=13900139000');
    const wrong = value === '000000' ? '111111' : '000000';
    expect((await bind({ phone: '13900139000', value: wrong, id: sent.json.data.id })).json.msg).toBe(
      '验证码不正确',
    );
    expect((await bind({ phone: '13700137000', value, id: sent.json.data.id })).json.msg).toBe(
      '验证码不正确',
    );
    expect((await bind({ phone: '13900139000', value, id: sent.json.data.id })).json.success).toBe(true);
    expect((await bind({ phone: '13900139000', value, id: sent.json.data.id })).json.msg).toBe(
      '验证码不正确',
    );
  });

  it('refuses a malformed phone and unbinds with cancelPhone', async () => {
    expect((await send('12345')).json).toMatchObject({ code: 400, msg: '手机号格式不正确' });
    expect((await api.call(token, 'POST', '/blade-user/cancelPhone')).json.success).toBe(true);
    expect(await myPhone()).toBe('');
  });
});
