import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  downloadFileName,
  fileNameFromContentDisposition,
  safeFileName,
} from '../../../core/src/http/content-disposition.ts';

describe('file names from Content-Disposition', () => {
  it('decodes BladeX plain filename= with percent-encoded UTF-8 and + for spaces', () => {
    const name = encodeURIComponent('合同 还款 导出.xlsx').replace(/%20/g, '+');
    expect(fileNameFromContentDisposition(`attachment;filename=${name}`)).toBe('合同 还款 导出.xlsx');
  });

  it('decodes RFC 5987 filename* and prefers it over filename', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="fallback.xlsx"; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx`,
      ),
    ).toBe('报表.xlsx');
    expect(fileNameFromContentDisposition(`attachment; filename*=utf-8'zh'%E6%8A%A5.csv`)).toBe('报.csv');
  });

  it('reads quoted names with ; inside and escaped quotes', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a;b \\"c\\".txt"')).toBe('a;b "c".txt');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E6%ZZ; filename=ok.txt`)).toBe(
      'ok.txt',
    );
  });

  it('keeps a literal + in names that are not percent-encoded', () => {
    expect(fileNameFromContentDisposition('attachment; filename=a+b.txt')).toBe('a+b.txt');
  });

  it('returns undefined when there is no name', () => {
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
  });

  it('neutralises path tricks so the name never leaves the folder', () => {
    expect(downloadFileName('attachment; filename=..%2F..%2Fetc%2Fpasswd')).toBe('passwd');
    expect(downloadFileName(`attachment; filename*=UTF-8''..%5C..%5Cwin.ini`)).toBe('win.ini');
    expect(downloadFileName('attachment; filename=".."')).toBe('download');
    expect(downloadFileName('attachment; filename=%2E%2E')).toBe('download');
    expect(downloadFileName('attachment; filename="a%00b%0A.txt"')).toBe('ab.txt');
    expect(downloadFileName('attachment; filename=".hidden"')).toBe('hidden');
    expect(downloadFileName('attachment; filename="CON.txt"')).toBe('_CON.txt');
    expect(downloadFileName('attachment; filename="a<b>:c.txt"')).toBe('a_b__c.txt');
    expect(downloadFileName(undefined, 'report.xlsx')).toBe('report.xlsx');
  });

  it('bounds long names and keeps the extension', () => {
    const name = safeFileName(`${'长'.repeat(300)}.xlsx`);
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(200);
    expect(name.endsWith('.xlsx')).toBe(true);
  });

  it('property: any header yields a safe, non-empty name without separators', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (raw) => {
        for (const header of [`attachment; filename=${raw}`, `attachment; filename*=UTF-8''${raw}`, raw]) {
          const name = downloadFileName(header);
          expect(name.length).toBeGreaterThan(0);
          expect(name).not.toMatch(/[/\\\u0000-\u001f]/);
          expect(name.startsWith('.')).toBe(false);
        }
      }),
    );
  });

  it('property: percent-encoded names round trip', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => safeFileName(s) === s),
        (name) => {
          expect(fileNameFromContentDisposition(`attachment;filename=${encodeURIComponent(name)}`)).toBe(
            name,
          );
          expect(
            fileNameFromContentDisposition(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`),
          ).toBe(name);
        },
      ),
    );
  });
});
