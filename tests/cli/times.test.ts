import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { data, type FakeGatewayCli, fakeGatewayCli, page } from '../helpers/cli-fake-gateway.ts';
import { inTimeZone } from '../helpers/clock-zone.ts';

/**
 * The CLI shows times as the console does (core's one formatter, through its labels): a backend's ISO-8601
 * instant prints in the user's zone (TZ) and the console's format in tables and records; JSON keeps the
 * wire's value for scripts.
 */
inTimeZone('Asia/Shanghai');

const ID = '1800000000000000001';
const institution = {
  id: ID,
  mechanismName: '宁波市海曙区人力资源服务中心',
  contactPerson: '陈静',
  contactPhone: '13800000001',
  restQuota: 120,
  expireTime: '2026-11-29T02:00:00Z',
  status: '1',
};

describe('nbxt prints times in the user’s zone and the console’s format', () => {
  let g: FakeGatewayCli;
  beforeEach(() => {
    g = fakeGatewayCli();
    g.answer('GET /payslip/nbxtpayslipmechanism/list', page([institution]));
    g.answer('GET /payslip/nbxtpayslipmechanism/detail', data(institution));
  });
  afterEach(() => g.close());

  it('list and get: 2026-11-29 10:00:00 for 2026-11-29T02:00:00Z in Shanghai; JSON as sent', async () => {
    const list = await g.nbxt(['payslip-mechanism', 'list']);
    expect(list.exitCode, list.stderr).toBe(0);
    const [header, row] = list.stdout.trimEnd().split('\n');
    const cells = Object.fromEntries(header!.split('\t').map((key, i) => [key, row!.split('\t')[i]]));
    expect(cells.expireTime).toBe('2026-11-29 10:00:00');
    expect(list.stdout).not.toMatch(/\d{4}-\d{2}-\d{2}T|GMT/);

    const get = await g.nbxt(['payslip-mechanism', 'get', ID]);
    expect(get.exitCode, get.stderr).toBe(0);
    expect(get.stdout).toContain('\nexpireTime\t2026-11-29 10:00:00\n');

    const json = await g.nbxt(['payslip-mechanism', 'list', '--json']);
    expect(JSON.parse(json.stdout)[0].expireTime).toBe('2026-11-29T02:00:00Z');
  });
});
