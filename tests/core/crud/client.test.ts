import { describe, expect, it } from 'vitest';
import { ResourceClient } from '../../../core/src/crud/client.ts';
import { RecordNotFoundError } from '../../../core/src/crud/errors.ts';
import { UnexpectedShapeError } from '../../../core/src/crud/page.ts';
import { Transport } from '../../../core/src/http/transport.ts';
import { translate } from '../../../core/src/i18n/index.ts';
import { resource, text } from '../../../core/src/resources/define.ts';
import { getResource } from '../../../core/src/resources/registry.ts';
import { deployUploadParts } from '../../../core/src/workflow/deploy.ts';
import { fakeFetch, json } from '../fake-gateway.ts';

const t = (fetch: ReturnType<typeof fakeFetch>['fetch']) =>
  new Transport({ fetch, baseUrl: '/api', clientId: 'c', clientSecret: 's', sleep: async () => {} });

describe('ResourceClient', () => {
  it('GET page list: current/size/filters in the query; records and total read from data', async () => {
    const gw = fakeFetch(() =>
      json({ code: 200, data: { records: [{ id: '1' }], total: 31, size: 10, current: 2, pages: 4 } }),
    );
    const client = new ResourceClient(t(gw.fetch), getResource('param')!);
    const page = await client.list({ current: 2, size: 10, filters: { paramKey_equal: 'a.b' } });
    expect(page).toEqual({ records: [{ id: '1' }], total: 31, current: 2, size: 10, pages: 4 });
    const q = Object.fromEntries(gw.requests[0]!.url.searchParams);
    expect(gw.requests[0]!.url.pathname).toBe('/api/blade-system/param/list');
    expect(q).toEqual({ paramKey_equal: 'a.b', current: '2', size: '10' });
  });

  it('POST page list: filters in the JSON body, paging in the query, retried as a safe call', async () => {
    const spec = resource('thing', {
      path: '/x/thing',
      zh: '物',
      en: 'Thing',
      list: { style: 'page-post', path: 'page' },
      fields: [text('name', '名', 'Name')],
    });
    const gw = fakeFetch((_r, i) =>
      i === 0 ? json({ code: 500 }, 500) : json({ code: 200, data: { records: [], total: 0 } }),
    );
    await new ResourceClient(t(gw.fetch), spec).list({ current: 1, size: 30, filters: { name: 'n' } });
    const req = gw.requests[1]!;
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/api/x/thing/page');
    expect(Object.fromEntries(req.url.searchParams)).toEqual({ current: '1', size: '30' });
    expect(JSON.parse(req.body!)).toEqual({ name: 'n' });
  });

  it("an entry's own paged list operation (jobs): its verb, and the filters it declares in the query", async () => {
    const gw = fakeFetch(() => json({ code: 200, data: { records: [{ id: '7' }], total: 1 } }));
    const client = new ResourceClient(t(gw.fetch), getResource('job')!);
    // The list screen's exact filter (`_equal`) travels under the declared name.
    const page = await client.list({ current: 1, size: 10, filters: { taskDataType_equal: '1' } });
    expect(page.records).toEqual([{ id: '7' }]);
    const req = gw.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/api/job/nbxtjob/list');
    expect(Object.fromEntries(req.url.searchParams)).toEqual({ taskDataType: '1', current: '1', size: '10' });
    // The list takes no other argument: what a list screen adds besides (sorting, created-between dates)
    // is not sent to a call that would refuse it.
    await client.list({ filters: { jobName: 'x', descs: 'createTime' } });
    expect(Object.fromEntries(gw.requests[1]!.url.searchParams)).toEqual({ current: '1', size: '10' });
  });

  it("an entry's own list answering records (a contract's changes): its path argument from the exact filter", async () => {
    const gw = fakeFetch(() => json({ code: 200, data: [{ id: 'c1' }, { id: 'c2' }] }));
    const client = new ResourceClient(t(gw.fetch), getResource('contract-change-record')!);
    expect(client.listable).toBe(true);
    const page = await client.list({ current: 1, size: 10, filters: { contractId_equal: '42' } });
    expect(page).toEqual({ records: [{ id: 'c1' }, { id: 'c2' }], total: 2, current: 1, size: 2, pages: 1 });
    expect(gw.requests[0]!.method).toBe('GET');
    expect(gw.requests[0]!.url.pathname).toBe('/api/contractLibrary/contractChangeRecord/list/42');
    expect(gw.requests[0]!.url.search).toBe('');
  });

  it('tree lists (role, dict) read a forest and count every node', async () => {
    const forest = [{ id: '1', children: [{ id: '2' }, { id: '3', children: [{ id: '4' }] }] }, { id: '5' }];
    const gw = fakeFetch(() => json({ code: 200, data: forest }));
    const page = await new ResourceClient(t(gw.fetch), getResource('role')!).list();
    expect(page.records).toEqual(forest);
    expect(page.total).toBe(5);
    expect(gw.requests[0]!.url.searchParams.has('current')).toBe(false);
  });

  it('listAll walks every page and stops at the announced page count', async () => {
    const gw = fakeFetch((req) => {
      const current = Number(req.url.searchParams.get('current'));
      const records = current <= 3 ? [{ id: String(current) }] : [];
      return json({ code: 200, data: { records, total: 3, size: 1, current, pages: 3 } });
    });
    const pages: number[] = [];
    const rows = await new ResourceClient(t(gw.fetch), getResource('param')!).listAll({ size: 1 }, (p) =>
      pages.push(p.current),
    );
    expect(rows.map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(pages).toEqual([1, 2, 3]);
    expect(gw.requests).toHaveLength(3);
  });

  it('remove sends ids comma-joined in the query; submit sends JSON and is never retried', async () => {
    const gw = fakeFetch((req) =>
      req.url.pathname.endsWith('submit') ? json({ code: 500 }, 500) : json({ code: 200, data: null }),
    );
    const client = new ResourceClient(t(gw.fetch), getResource('param')!);
    await client.remove(['1123598821738675201', '1123598821738675202']);
    expect(gw.requests[0]!.url.searchParams.get('ids')).toBe('1123598821738675201,1123598821738675202');
    await expect(client.submit({ paramKey: 'k' })).rejects.toThrow();
    expect(gw.requests.filter((r) => r.url.pathname.endsWith('submit'))).toHaveLength(1);
    expect(JSON.parse(gw.requests[1]!.body!)).toEqual({ paramKey: 'k' });
  });

  it('custom operations put arguments where the registry says', async () => {
    const gw = fakeFetch(() => json({ code: 200, data: [] }));
    const client = new ResourceClient(t(gw.fetch), getResource('role')!);
    await client.call('grant', { roleIds: ['1'], menuIds: ['2'] });
    expect(gw.requests[0]!.method).toBe('POST');
    expect(JSON.parse(gw.requests[0]!.body!)).toEqual({ roleIds: ['1'], menuIds: ['2'] });
    await new ResourceClient(t(gw.fetch), getResource('dict')!).call('dictionary', { code: 'sex' });
    expect(gw.requests[1]!.url.pathname).toBe('/api/blade-system/dict/dictionary');
    expect(gw.requests[1]!.url.searchParams.get('code')).toBe('sex');
  });

  it('detail of an unknown id (data: null) is a not-found error with a message in both languages', async () => {
    const gw = fakeFetch(() => json({ code: 200, success: true, data: null, msg: '暂无承载数据' }));
    const roles = new ResourceClient(t(gw.fetch), getResource('role')!);
    const error = await roles.detail('42').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecordNotFoundError);
    const notFound = error as RecordNotFoundError;
    expect(translate(notFound.key, 'en', notFound.params('en'))).toBe('no role with id 42');
    expect(translate(notFound.key, 'zh', notFound.params('zh'))).toBe('角色管理中没有 id 为 42 的记录');
    const tenants = new ResourceClient(t(gw.fetch), getResource('tenant')!);
    await expect(tenants.detail({ tenantId: '999999' })).rejects.toMatchObject({
      field: 'tenantId',
      id: '999999',
    });
    const odd = fakeFetch(() => json({ code: 200, data: 'text' }));
    await expect(new ResourceClient(t(odd.fetch), getResource('role')!).detail('1')).rejects.toThrow(
      UnexpectedShapeError,
    );
  });

  it("reads a record through the entry's own detail call where it declares one (a path or a body id)", async () => {
    const gw = fakeFetch(() => json({ code: 200, success: true, data: { id: '7' } }));
    await new ResourceClient(t(gw.fetch), getResource('contract-info')!).detail('7');
    expect(gw.requests[0]!.method).toBe('GET');
    expect(gw.requests[0]!.url.pathname).toBe('/api/contractLibrary/contractInfo/detail/7');
    expect(gw.requests[0]!.url.search).toBe('');
    await new ResourceClient(t(gw.fetch), getResource('householder')!).detail('8');
    expect(gw.requests[1]!.method).toBe('POST');
    expect(gw.requests[1]!.url.pathname).toBe('/api/lowIncome/householder/one');
    expect(JSON.parse(String(gw.requests[1]!.body))).toEqual({ id: '8' });
    // The standard call otherwise: GET detail?id=.
    await new ResourceClient(t(gw.fetch), getResource('role')!).detail('9');
    expect(gw.requests[2]!.url.pathname).toBe('/api/blade-system/role/detail');
    expect(gw.requests[2]!.url.searchParams.get('id')).toBe('9');
  });

  it('multipart operations send the parts in order, files by name, with the token and no JSON type', async () => {
    const gw = fakeFetch((_r, i) => (i === 0 ? json({ code: 500, msg: 'busy' }, 500) : json({ code: 200 })));
    const transport = t(gw.fetch);
    transport.auth = { accessToken: () => 'tok', refresh: async () => {} };
    const client = new ResourceClient(transport, getResource('flow-manager')!);
    const file = new File(['<definitions/>'], 'leave.bpmn20.xml', { type: 'text/xml' });
    const built = deployUploadParts({ category: 'flow_1', tenantIds: ['000000'], files: [file] });
    if (!built.ok) throw new Error('parts expected');
    // An upload is not safe to repeat: the server error is not retried.
    await expect(client.upload('deployUpload', built.parts)).rejects.toThrow('busy');
    expect(gw.requests).toHaveLength(1);
    const req = gw.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/api/blade-flow/manager/deploy-upload');
    expect(req.headers['blade-auth']).toBe('bearer tok');
    expect(req.headers['content-type']).toBeUndefined();
    expect([...req.form!.keys()]).toEqual(['category', 'tenantIds', 'files']);
    expect(req.form!.get('tenantIds')).toBe('000000');
    const sent = req.form!.get('files') as File;
    expect(sent.name).toBe('leave.bpmn20.xml');
    expect(await sent.text()).toBe('<definitions/>');
    await expect(client.upload('changeState', [])).rejects.toThrow('not a multipart call');
  });
});
