import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../../core/src/i18n/index.ts';
import { caseMessage, entryOf, fieldRuleCases } from '../helpers/field-rule-cases.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

/**
 * A field rule declared once holds at every entry point (field-rules.ts): `nbxt` refuses before sending
 * (a usage error, exit 2) and the sandbox refuses what reaches it (BladeX's 400 R.fail), both with the
 * message the console shows. The check digit of 330203198009035841 is wrong (it should be 7).
 */
const wrongCheckDigit = '330203198009035841';
const idCardFormat = translate('idcard.format', 'zh');
const mobileLength = translate('validate.phone.length', 'zh');

describe('field rules at nbxt and at the sandbox', () => {
  let s: SandboxCli;
  let holder: { id: string; idCard: string };
  const holders = async () => {
    const list = JSON.parse((await s.nbxt(['householder', 'list', '--json'])).stdout) as unknown;
    return (Array.isArray(list) ? list : (list as { records: unknown[] }).records) as {
      id: string;
      idCard: string;
    }[];
  };
  const calls = async (fragment: string) =>
    (await s.journal()).filter((e) => e.path.includes(fragment) && e.method === 'POST');

  beforeAll(async () => {
    s = await sandboxCli();
    expect((await s.login()).exitCode).toBe(0);
    holder = (await holders())[0]!;
  });
  afterAll(async () => {
    await s?.close();
  });
  beforeEach(async () => {
    await s.clearJournal();
  });

  it('nbxt <noun> submit: an ID card failing GB 11643 is a usage error, nothing sent', async () => {
    const r = await s.nbxt([
      'householder',
      'submit',
      '--data',
      JSON.stringify({ id: holder.id, name: '王五', idCard: wrongCheckDigit }),
    ]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`--data idCard: ${idCardFormat}`);
    expect(await calls('/lowIncome/householder/')).toEqual([]);
  });

  it('nbxt <noun> <operation> (修改身份证): the same rule on the argument, nothing sent', async () => {
    const r = await s.nbxt(['householder', 'edit-id-card', '--id', holder.id, '--id-card', wrongCheckDigit]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`--id-card: ${idCardFormat}`);
    expect(await calls('/lowIncome/householder/')).toEqual([]);
  });

  it('nbxt submit: a mobile number SMS go to that is not 11 digits, nothing sent', async () => {
    const r = await s.nbxt([
      'epidemic-info',
      'submit',
      '--data',
      JSON.stringify({ name: '赵六', phone: '1381234567' }),
    ]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`--data phone: ${mobileLength}`);
    expect(await calls('/epidemic/')).toEqual([]);
  });

  it('the sandbox answers what reaches it with 400 and the same message, and stores nothing', async () => {
    for (const [path, body] of [
      ['/lowIncome/householder/submit', { id: holder.id, idCard: wrongCheckDigit }],
      ['/lowIncome/householder/editIdCard', { id: holder.id, idCard: wrongCheckDigit }],
      ['/epidemic/epidemicInfo/submit', { name: '赵六', phone: '1381234567' }],
    ] as const) {
      const r = await s.nbxt(['api', 'POST', path, '--data', JSON.stringify(body)]);
      expect(r.exitCode, path).toBe(1);
      expect(r.stderr).toContain(path.startsWith('/epidemic') ? mobileLength : idCardFormat);
      expect(await calls(path)).toHaveLength(1);
    }
    expect((await holders()).find((r) => r.id === holder.id)?.idCard).toBe(holder.idCard);
  });

  // Every rule of tests/helpers/field-rule-cases.ts (the console's entry points: tests/web/kit/field-rules.test.tsx).
  it.each(fieldRuleCases)(
    '$rule: nbxt submit refuses before sending (exit 2), the sandbox answers 400, with the same message',
    async (c) => {
      const spec = entryOf(c);
      const listed = JSON.parse((await s.nbxt([c.entry, 'list', '--json'])).stdout) as unknown;
      const rows = (Array.isArray(listed) ? listed : (listed as { records: unknown[] }).records) as Record<
        string,
        unknown
      >[];
      const record = { ...rows[0]!, [c.field]: c.bad };
      await s.clearJournal();
      const r = await s.nbxt([c.entry, 'submit', '--data', JSON.stringify(record)]);
      expect(r.exitCode, r.stderr).toBe(2);
      expect(r.stderr).toContain(`--data ${c.field}: ${caseMessage(c)}`);
      expect(await calls(spec.path)).toEqual([]);
      const sent = await s.nbxt(['api', 'POST', `${spec.path}/submit`, '--data', JSON.stringify(record)]);
      expect(sent.exitCode).toBe(1);
      expect(sent.stderr).toContain(caseMessage(c));
      const stored = JSON.parse((await s.nbxt([c.entry, 'list', '--json'])).stdout) as unknown;
      const after = (Array.isArray(stored) ? stored : (stored as { records: unknown[] }).records) as Record<
        string,
        unknown
      >[];
      expect(after.find((row) => row[spec.idField] === record[spec.idField])?.[c.field]).toEqual(
        rows[0]![c.field],
      );
    },
  );

  it('a valid ID card passes both', async () => {
    const r = await s.nbxt([
      'householder',
      'edit-id-card',
      '--id',
      holder.id,
      '--id-card',
      '11010519491231002X',
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(await calls('/lowIncome/householder/editIdCard')).toHaveLength(1);
  });
});
