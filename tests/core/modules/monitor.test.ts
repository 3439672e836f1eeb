import { describe, expect, it } from 'vitest';
import { supervision } from '../../../core/src/modules/monitor.ts';
import { buildRequest } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';

/** What business-modules.md §2/§4/§7 Monitoring state, as the declarations show it. */

const entry = (name: string) => {
  const spec = registry[name];
  if (!spec) throw new Error(`no entry ${name}`);
  return spec;
};

describe('monitoring routes', () => {
  it('opens /monitorStatic without sign-in, and no other monitoring page', () => {
    const open = supervision.screens.filter((s) => s.public);
    expect(open.map((s) => s.path)).toEqual(['/monitorStatic']);
  });

  it('declares every /monitor route of §2', () => {
    const paths = new Set(supervision.screens.map((s) => s.path));
    for (const route of [
      'complainDetail',
      'replyDetail',
      'monitorDetail',
      'monitorMemberList',
      'monitorListDetail',
      'contractServeRecords',
      'contractAddService',
    ])
      expect(paths.has(`/monitor/${route}`), route).toBe(true);
  });
});

describe('monitoring calls, read as the verbs govern them', () => {
  it('monitorTenant: POST page, submit, changeOrVerify, set, generate, quickApplication; GET detail, byTenantId', () => {
    const spec = entry('monitor-tenant');
    const post = ['changeOrVerify', 'set', 'generate', 'quickApplication'];
    for (const name of post) expect(spec.operations[name]?.method, name).toBe('POST');
    expect(spec.operations.byTenantId?.method).toBe('GET');
    expect(spec.list.style).toBe('page-post');
    expect(buildRequest(spec, 'set', { userId: '5', ids: ['1', '2'] }).query).toEqual({
      userId: '5',
      ids: '1,2',
    });
  });

  it('saveAssist is a GET that changes data: never retried', () => {
    expect(entry('monitor-user-role').operations.saveAssist).toMatchObject({ method: 'GET', safe: false });
    expect(buildRequest(entry('monitor-user-role'), 'removeAssit', { id: '1', userId: '2' }).query).toEqual({
      id: '1',
      userId: '2',
    });
  });

  it('monitorRecord exports with a POST (a safe download) beside its POST page and GET detail', () => {
    const spec = entry('monitor-record');
    expect(spec.operations.export).toMatchObject({ method: 'POST', safe: true, download: 'export' });
    expect(spec.list).toEqual({ style: 'page-post', path: 'page' });
    expect(spec.standard).toEqual(['list', 'detail']);
  });

  it('each warning list takes submit (ids, result) and records the result on the warnings', () => {
    for (const name of ['monitor-warning-record', 'monitor-area-warn-record', 'monitor-assist-warn-record']) {
      const spec = entry(name);
      expect(buildRequest(spec, 'submit', { ids: ['1', '2'], result: '已核实' }).query, name).toEqual({
        ids: '1,2',
        result: '已核实',
      });
      expect(spec.operations.submit?.effect, name).toEqual({ target: 'ids', sets: { result: 'result' } });
    }
  });

  it('removes a supervision note by one id (not ids)', () => {
    const request = buildRequest(entry('monitor-supervise-info'), 'remove', { id: '4' });
    expect(request).toMatchObject({ method: 'POST', query: { id: '4' } });
  });
});

describe('complaint handling (§4)', () => {
  const complaint = entry('monitor-complaint');

  it('handles with operate 1 and a new status', () => {
    const request = buildRequest(complaint, 'handleAndReply', { id: '8', operate: 1, status: 2 });
    expect(request).toMatchObject({
      method: 'POST',
      path: '/complaints/nbxtMonitorComplaints/handleAndReply',
    });
    expect(request.json).toEqual({ id: '8', operate: 1, status: 2 });
  });

  it('replies with operate 2, status 3 (replied) and replyContent, and the record keeps both', () => {
    const request = buildRequest(complaint, 'handleAndReply', {
      id: '8',
      operate: 2,
      status: 3,
      replyContent: '已安排整改',
    });
    expect(request.json).toEqual({ id: '8', operate: 2, status: 3, replyContent: '已安排整改' });
    expect(complaint.fields.find((f) => f.name === 'status')?.choices?.find((c) => c.value === '3')?.zh).toBe(
      '已回复',
    );
    expect(complaint.operations.handleAndReply?.effect?.sets).toEqual({
      status: 'status',
      replyContent: 'replyContent',
    });
  });

  it('asks for operate and status', () => {
    expect(() => buildRequest(complaint, 'handleAndReply', { id: '8', status: 3 })).toThrow(/operate/);
  });
});

describe('monitoring lists', () => {
  it('search by the monitored tenant once (its picker), each list naming it beside the reference', () => {
    const named = Object.values(registry).filter((spec) =>
      spec.fields.some((f) => f.name === 'monitorTenantId'),
    );
    expect(named.map((s) => s.name)).toContain('monitor-record');
    for (const spec of named) {
      const filters = spec.fields.filter((f) => f.filter && f.text.zh === '监测单位');
      expect(
        filters.map((f) => f.name),
        spec.name,
      ).toEqual(['monitorTenantId']);
      const name = spec.fields.find((f) => f.list && f.text.zh === '监测单位');
      expect(name?.follows, spec.name).toEqual({ ref: 'monitorTenantId', field: 'tenantName' });
    }
    expect(entry('monitor-tenant').fields.some((f) => f.name === 'tenantName')).toBe(true);
  });
});
