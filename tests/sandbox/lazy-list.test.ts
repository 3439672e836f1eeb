import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, type Json, openApi } from './helpers.ts';

const DESK = '1123598815738675201';
const NOTICE = '1123598815738675202';
const COMPANY = '1123598813738675201';

describe('lazy-list of menus and departments (one level per call)', () => {
  let api: Api;
  let token: string;
  const get = async (path: string) => (await api.call(token, 'GET', path)).json.data as Json[];

  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
  });
  afterAll(async () => {
    await api.sandbox.close();
  });

  it('lists the top level for parentId 0 (and for no parentId), each row telling whether it has children', async () => {
    const top = await get('/api/blade-system/menu/lazy-list?parentId=0');
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((m) => m.parentId === '0')).toBe(true);
    expect(top.find((m) => m.id === DESK)).toMatchObject({ hasChildren: true });
    expect((await get('/api/blade-system/menu/lazy-list')).map((m) => m.id)).toEqual(top.map((m) => m.id));
  });

  it("lists a node's children only", async () => {
    const under = await get(`/api/blade-system/menu/lazy-list?parentId=${DESK}`);
    expect(under.map((m) => m.id)).toContain(NOTICE);
    expect(under.every((m) => m.parentId === DESK)).toBe(true);
    const buttons = await get(`/api/blade-system/menu/lazy-list?parentId=${NOTICE}`);
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((m) => m.category === 2 && m.hasChildren === false)).toBe(true);
  });

  it('searches every level when a filter is given without a parentId', async () => {
    const found = await get('/api/blade-system/menu/lazy-list?parentId=&name=通知公告');
    expect(found.map((m) => m.id)).toEqual([NOTICE]);
    // With a parentId the search stays on that level.
    expect(await get('/api/blade-system/menu/lazy-list?parentId=0&name=通知公告')).toEqual([]);
  });

  it('does the same for departments, within the tenant', async () => {
    const top = await get('/api/blade-system/dept/lazy-list?parentId=0');
    expect(top.map((d) => d.deptName)).toEqual(['刀锋科技']);
    expect(top[0]).toMatchObject({ id: COMPANY, hasChildren: true });
    const under = await get(`/api/blade-system/dept/lazy-list?parentId=${COMPANY}`);
    expect(under.map((d) => d.deptName)).toEqual(['技术部', '运营部']);
    expect(under.every((d) => d.hasChildren === false)).toBe(true);
    expect((await get('/api/blade-system/dept/lazy-list?deptName=运营')).map((d) => d.deptName)).toEqual([
      '运营部',
    ]);
  });
});
