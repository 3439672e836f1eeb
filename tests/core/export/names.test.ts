import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseFileName,
  claimName,
  leftoverOwner,
  nameKey,
  partFileName,
  STATE_FILE,
  stateTempName,
} from '../../../core/src/export/names.ts';

describe('export file names', () => {
  it('suffixes taken names before the extension, case-insensitively', () => {
    const taken = new Set<string>();
    expect(claimName('报表.xlsx', taken)).toBe('报表.xlsx');
    expect(claimName('报表.xlsx', taken)).toBe('报表 (2).xlsx');
    expect(claimName('报表.XLSX', taken)).toBe('报表 (3).XLSX');
    expect(claimName('README', taken)).toBe('README');
    expect(claimName('readme', taken)).toBe('readme (2)');
  });

  it('skips suffixes already on disk and keeps counting for many files of one name', () => {
    const taken = new Set(['a.xlsx', 'a (2).xlsx'].map(nameKey));
    expect(claimName('a.xlsx', taken)).toBe('a (3).xlsx');
    const names = Array.from({ length: 300 }, () => claimName('a.xlsx', taken));
    expect(names.at(-1)).toBe('a (303).xlsx');
    expect(new Set(names).size).toBe(300);
  });

  it('never hands out the state file or a .part name', () => {
    const taken = new Set<string>();
    expect(claimName(STATE_FILE, taken)).not.toBe(STATE_FILE);
    expect(claimName('x.xlsx.part', taken).endsWith('.part')).toBe(false);
  });

  it('names part and state temp files after their writer, and recognises only those as leftovers', () => {
    expect(partFileName('报表.xlsx', 4242)).toBe('报表.xlsx.nbxt-4242.part');
    expect(leftoverOwner(partFileName('报表 (2).xlsx', 4242))).toBe(4242);
    expect(leftoverOwner(stateTempName(77))).toBe(77);
    for (const other of [
      'notes.part',
      'x.xlsx.part',
      'x.nbxt-.part',
      'x.nbxt-12.part.xlsx',
      'x.nbxt-0.part',
      'other.nbxt-12.tmp',
      STATE_FILE,
      '报表.xlsx',
    ])
      expect(leftoverOwner(other), other).toBeUndefined();
    // A download is never given a name that looks like a leftover.
    const taken = new Set<string>();
    expect(leftoverOwner(claimName(partFileName('a.xlsx', 9), taken))).toBeUndefined();
  });

  it('uses the wanted name made safe, with the server extension when it has none', () => {
    expect(chooseFileName(undefined, '客户 数据.xlsx')).toBe('客户 数据.xlsx');
    expect(chooseFileName('../../etc/名单', 'a.xlsx')).toBe('名单.xlsx');
    expect(chooseFileName('summary.csv', 'a.xlsx')).toBe('summary.csv');
    expect(chooseFileName('..', 'a.xlsx', 'fallback')).toBe('fallback.xlsx');
    expect(chooseFileName(undefined, '')).toBe('download');
  });

  it('without a usable server name, takes the extension of the content type', () => {
    const excel = 'application/vnd.ms-excel;charset=UTF-8';
    expect(chooseFileName(undefined, '', 'crm-customer', excel)).toBe('crm-customer.xlsx');
    expect(chooseFileName('汇总', '', 'download', 'text/csv')).toBe('汇总.csv');
    expect(chooseFileName('汇总', 'a.xlsx', 'download', 'text/csv')).toBe('汇总.xlsx');
    expect(chooseFileName('\u202e\u200b', '', 'download', 'application/pdf')).toBe('download.pdf');
    expect(chooseFileName(undefined, '', 'download', 'application/octet-stream')).toBe('download');
  });

  it('claimed names are distinct, safe to join to a folder, and stay claimed (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('a.xlsx', 'A.xlsx', '../x', 'con', '')), {
          maxLength: 20,
        }),
        (names) => {
          const taken = new Set<string>();
          const out = names.map((n) => claimName(chooseFileName(n, 'r.xlsx'), taken));
          expect(new Set(out.map(nameKey)).size).toBe(out.length);
          for (const name of out) {
            expect(name).not.toMatch(/[/\\\u0000-\u001f]/);
            expect(name.startsWith('.')).toBe(false);
            expect(name).not.toBe('');
            expect(taken.has(nameKey(name))).toBe(true);
          }
        },
      ),
    );
  });
});
