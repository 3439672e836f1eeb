import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/src/i18n/index.ts';
import { wireFormat } from '../../../core/src/resources/date-format.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { isSecretField, MASK, maskSecrets } from '../../../core/src/resources/secrets.ts';

/** platform.md §7.3–7.4 (and the report list of §7.5): every resource has an entry. */
const required = [
  'param',
  'dict',
  'dict-biz',
  'tenant',
  'role',
  'menu',
  'topmenu',
  'dept',
  'post',
  'region',
  'user',
  'client',
  'data-scope',
  'api-scope',
  'notice',
  'oss',
  'attach',
  'sms',
  'log-usual',
  'log-api',
  'log-error',
  'code',
  'datasource',
  'report',
];

describe('resource registry', () => {
  it('has an entry for every system-administration resource of the spec', () => {
    for (const name of required) expect(registry[name], name).toBeDefined();
  });

  it('entries are well-formed: unique fields, natural key among the fields, labels in both languages', () => {
    for (const spec of Object.values(registry)) {
      const names = spec.fields.map((f) => f.name);
      expect(new Set(names).size, spec.name).toBe(names.length);
      if (spec.naturalKey) expect(names, spec.name).toContain(spec.naturalKey);
      expect(spec.path).toMatch(/^\/[a-z-]+/);
      for (const f of spec.fields) {
        expect(translate(f.label, 'zh')).toBe(f.text.zh);
        expect(translate(f.label, 'en')).toBe(f.text.en);
        if (f.required) expect(translate(f.required, 'zh'), `${spec.name}.${f.name}`).not.toBe(f.required);
      }
    }
  });

  it("param's required rules carry the spec's three messages", () => {
    const messages = registry
      .param!.fields.filter((f) => f.required)
      .map((f) => translate(f.required!, 'zh'));
    expect(messages).toEqual(['请输入参数名称', '请输入参数键名', '请输入参数键值']);
  });

  it("dictionary's required rules carry the spec's messages", () => {
    const messages = registry.dict!.fields.filter((f) => f.required).map((f) => translate(f.required!, 'zh'));
    expect(messages.sort()).toEqual(
      ['请输入字典编号', '请输入字典名称', '请输入字典排序', '请选择封存', '请输入字典键值'].sort(),
    );
  });

  it('filters coded fields by their exact key (a LIKE on 1 would match 10 and 21)', () => {
    const coded = Object.values(registry).flatMap((spec) =>
      spec.fields.filter((f) => f.dict && f.filter).map((f) => [`${spec.name}.${f.name}`, f.filter]),
    );
    expect(coded.map(([name]) => name)).toEqual(
      expect.arrayContaining(['oss.category', 'oss.status', 'sms.category', 'sms.status']),
    );
    for (const [name, filter] of coded) expect(filter, name).toBe('equal');
  });

  it('role and dict lists are forests, as on the real gateway', () => {
    expect(registry.role!.list.style).toBe('tree');
    expect(registry.dict!.list.style).toBe('tree');
    expect(registry.tenant!.list.style).toBe('page');
  });
});

describe('secret fields', () => {
  it('passwords and keys are marked: datasource password, client secret, oss and sms keys', () => {
    const secrets = (name: string) => registry[name]!.fields.filter(isSecretField).map((f) => f.name);
    expect(registry.datasource!.fields.find((f) => f.name === 'password')!.type).toBe('password');
    expect(secrets('datasource')).toEqual(['password']);
    expect(secrets('client')).toEqual(['clientSecret']);
    expect(secrets('oss')).toEqual(['accessKey', 'secretKey']);
    expect(secrets('sms')).toEqual(['accessKey', 'secretKey']);
    expect(secrets('user')).toEqual(['password']);
  });

  it('maskSecrets replaces set secrets with *** and leaves the rest and the input alone', () => {
    const row = { id: '1', clientId: 'saber', clientSecret: 'saber_secret', scope: 'all' };
    expect(maskSecrets(registry.client!, row)).toEqual({ ...row, clientSecret: MASK });
    expect(row.clientSecret).toBe('saber_secret');
    const unset = { id: '2', clientSecret: '' };
    expect(maskSecrets(registry.client!, unset)).toBe(unset);
  });
});

describe('dates on the wire', () => {
  const field = (resource: string, name: string) => registry[resource]!.fields.find((f) => f.name === name)!;

  it("travel in BladeX's texts: date-times with seconds, a birthday as the day at midnight", () => {
    expect(wireFormat(field('notice', 'releaseTime'))).toBe('YYYY-MM-DD HH:mm:ss');
    expect(wireFormat(field('flow-leave', 'startTime'))).toBe('YYYY-MM-DD HH:mm:ss');
    // A day picked without a time, sent as User.birthday is serialised.
    expect(field('user', 'birthday').type).toBe('date');
    expect(wireFormat(field('user', 'birthday'))).toBe('YYYY-MM-DD HH:mm:ss');
    expect(wireFormat({ type: 'date' })).toBe('YYYY-MM-DD');
    expect(wireFormat(field('user', 'account'))).toBeUndefined();
  });
});
