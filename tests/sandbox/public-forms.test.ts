import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formNeeds } from '../../core/src/form/public-calls.ts';
import { type Api, basic, type Json, openApi } from './helpers.ts';

/**
 * A public form's filling link works signed out (core/src/form/public-calls.ts): the calls its fields need
 * (a region's levels, the department tree and users of a picker, a file upload) are served without a token
 * for that published form only; the same calls without a form that needs them still ask for a session.
 */
describe('sandbox: the calls a public form needs, signed out', () => {
  let api: Api;
  let token: string;
  let withAll: string;
  let plain: string;
  const definition = {
    column: [
      { type: 'input', prop: 'name', label: '姓名', required: true },
      { type: 'area', prop: 'area', label: '所在区域', required: true },
      { type: 'user', prop: 'visitor', label: '走访人' },
      { type: 'upload', prop: 'photos', label: '现场照片' },
    ],
  };
  const anonymous = async (method: string, path: string, body?: BodyInit) => {
    const res = await api.fetch(`/api${path}`, { method, headers: { Authorization: basic() }, body });
    return { status: res.status, json: (await res.json()) as Json };
  };
  /** Publishes a tool-app form and gives its key. */
  const publish = async (formName: string, option: unknown): Promise<string> => {
    const saved = await api.call(token, 'POST', '/tool-app/nbxtToolAppForm/submit?appId=1&status=1', {
      formName,
      content: JSON.stringify(option),
    });
    expect(saved.json.success, JSON.stringify(saved.json)).toBe(true);
    const { json } = await api.call(
      token,
      'GET',
      `/tool-app/nbxtToolAppForm/page?formName=${encodeURIComponent(formName)}`,
    );
    return String(json.data.records[0].formKey);
  };

  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
    withAll = await publish('入户走访登记', definition);
    plain = await publish('意见征集', { column: [{ type: 'input', prop: 'opinion', label: '意见' }] });
  });
  afterAll(async () => {
    await api?.sandbox.close();
  });

  it('a form’s needs are read from its fields', () => {
    expect([...formNeeds(definition)].sort()).toEqual(['people', 'region', 'upload']);
    expect([...formNeeds({ column: [{ type: 'input', prop: 'a' }] })]).toEqual([]);
  });

  it('serves a region’s levels, the department tree and the users to the form that has such fields', async () => {
    const provinces = await anonymous('GET', `/area/nbxtarea/lazy-list?parentId=0&formKey=${withAll}`);
    expect(provinces.status).toBe(200);
    expect((provinces.json.data as Json[]).some((p) => p.code === '330000')).toBe(true);
    const tree = await anonymous('GET', `/blade-system/dept/tree?formKey=${withAll}`);
    expect(tree.status).toBe(200);
    expect(Array.isArray(tree.json.data)).toBe(true);
    const users = await anonymous('GET', `/blade-user/user-list?formKey=${withAll}`);
    expect(users.status).toBe(200);
    expect((users.json.data as Json[]).length).toBeGreaterThan(0);
  });

  it('stores a file uploaded through the form, with its name and address', async () => {
    const body = new FormData();
    body.append('file', new Blob(['照片'], { type: 'image/png' }), '现场.png');
    const stored = await anonymous('POST', `/blade-resource/oss/endpoint/put-file?formKey=${withAll}`, body);
    expect(stored.status).toBe(200);
    expect(stored.json.data).toMatchObject({ originalName: '现场.png' });
    expect(String(stored.json.data.link)).toMatch(/^\/api\/sandbox-file\//);
  });

  it('refuses the same calls without a form, for a form without such fields, and every other call', async () => {
    for (const path of [
      '/area/nbxtarea/lazy-list?parentId=0',
      `/area/nbxtarea/lazy-list?parentId=0&formKey=${plain}`,
      `/blade-system/dept/tree?formKey=${plain}`,
      `/blade-user/user-list?formKey=${plain}`,
      `/blade-user/page?formKey=${withAll}`,
      `/blade-system/dept/list?formKey=${withAll}`,
    ])
      expect((await anonymous('GET', path)).status, path).toBe(401);
    const body = new FormData();
    body.append('file', new Blob(['x']), 'x.txt');
    const upload = await anonymous('POST', `/blade-resource/oss/endpoint/put-file?formKey=${plain}`, body);
    expect(upload.status).toBe(401);
  });
});
