import { existsSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, type Json, openApi } from './helpers.ts';

/** The meaningful digits of a code: province 33, city 3301, district 330102, street and village as they are. */
const significant = (code: string, level: number) => code.slice(0, [0, 2, 4, 6, 9, 12][level]);

describe('area/nbxtarea: the national region tree from public administrative codes', () => {
  let api: Api;
  let token: string;
  const get = async (path: string) => (await api.call(token, 'GET', path)).json.data as Json[];
  const lazy = (parentId: string) => get(`/api/area/nbxtarea/lazy-list?parentId=${parentId}`);
  const derived = () => readdirSync(dirname(api.sandbox.dbFile)).filter((f) => f.startsWith('regions-'));

  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
  });
  afterAll(async () => {
    await api.sandbox.close();
  });

  it('goes from the provinces (parentId 0) down to the villages of Zhejiang, in the backend code shape', async () => {
    const provinces = await lazy('0');
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    const zhejiang = provinces.find((p) => p.name === '浙江省');
    expect(zhejiang).toMatchObject({ code: '330000', level: 1, hasChildren: true });
    expect(provinces.every((p) => /^\d{2}0000$/.test(p.code))).toBe(true);

    let parent = zhejiang;
    const shapes = [/^\d{4}00$/, /^\d{6}$/, /^\d{9}$/, /^\d{12}$/];
    for (const [i, shape] of shapes.entries()) {
      const children = await lazy(parent.code);
      expect(children.length).toBeGreaterThan(0);
      for (const child of children) {
        expect(child.code).toMatch(shape);
        expect(child).toMatchObject({ parentId: parent.code, level: i + 2, id: child.code });
        expect(child.code.startsWith(significant(parent.code, parent.level))).toBe(true);
      }
      parent = children[0];
    }
    expect(parent.hasChildren).toBe(false);
    expect(await lazy(parent.code)).toEqual([]);
  });

  it('reads villages only when a street is opened, from a compact file derived once beside the database', async () => {
    const fresh = await openApi();
    try {
      const t = (await fresh.token()).access_token;
      const dir = dirname(fresh.sandbox.dbFile);
      const call = async (parentId: string) =>
        (await fresh.call(t, 'GET', `/api/area/nbxtarea/lazy-list?parentId=${parentId}`)).json.data as Json[];
      // Beijing's (the seeded householders live in Zhejiang, whose villages the seed reads).
      await call('110000');
      expect(existsSync(`${dir}/regions-villages-11.json`)).toBe(false);
      const streets = await call('110101');
      expect((await call(streets[0].code)).length).toBeGreaterThan(0);
      expect(existsSync(`${dir}/regions-villages-11.json`)).toBe(true);
    } finally {
      await fresh.sandbox.close();
    }
    expect(derived()).not.toContain('regions-villages-44.json');
  });

  it('lists every area down to the districts (allList) and pages them with filters (POST list)', async () => {
    const all = await get('/api/area/nbxtarea/allList');
    expect(new Set(all.map((a) => a.level))).toEqual(new Set([1, 2, 3]));
    const { json } = await api.call(token, 'POST', '/api/area/nbxtarea/list?current=1&size=5', {
      parentId: '330100',
      name: '区',
    });
    expect(json.data.total).toBeGreaterThan(5);
    expect(json.data.records).toHaveLength(5);
    expect(json.data.records.every((r: Json) => r.parentId === '330100' && r.name.includes('区'))).toBe(true);
  });
});
