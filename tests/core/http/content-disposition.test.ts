import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  downloadFileName,
  extensionForContentType,
  fallbackFileName,
  fileNameFromContentDisposition,
  safeFileName,
} from '../../../core/src/http/content-disposition.ts';

/** Unicode format characters (Cf) a server name could hide in: bidi controls, zero-width, BOM, tags. */
const FORMAT_CHARS = [
  '\u00ad',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
  '\u{e0001}',
  '\u{e0041}',
];

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

  it('strips Unicode format characters (bidi overrides, zero-width, BOM) and line separators', () => {
    expect(safeFileName('report\u202Exslx.exe')).toBe('reportxslx.exe');
    expect(safeFileName('\ufeff报\u200b表\u200d.xlsx\u2060')).toBe('报表.xlsx');
    expect(safeFileName('a\u2028b\u2029c.csv')).toBe('abc.csv');
    expect(safeFileName('\u200b.\u200b.\u202e/x.pdf')).toBe('x.pdf');
    expect(downloadFileName(`attachment; filename*=UTF-8''%E2%80%AE%E6%8A%A5.xlsx`)).toBe('报.xlsx');
    for (const c of FORMAT_CHARS) expect(safeFileName(`a${c}b.txt`), escape(c)).toBe('ab.txt');
  });

  it('a name that is empty once cleaned becomes the fallback, with the content type’s extension', () => {
    expect(safeFileName('\u202e\u200b\ufeff')).toBe('download');
    expect(safeFileName('\u202e\u200b', 'download', 'application/vnd.ms-excel;charset=UTF-8')).toBe(
      'download.xlsx',
    );
    expect(safeFileName('..', 'report', 'text/csv; charset=utf-8')).toBe('report.csv');
    expect(safeFileName(undefined, 'report.xlsx', 'application/pdf')).toBe('report.xlsx');
    expect(safeFileName('', 'r', 'application/octet-stream')).toBe('r');
    expect(safeFileName('', '', 'application/pdf')).toBe('');
    expect(downloadFileName('attachment; filename=%E2%80%8B', 'export', 'application/zip')).toBe(
      'export.zip',
    );
    expect(downloadFileName(null, 'export', 'Application/JSON')).toBe('export.json');
    // A usable server name keeps its own extension, whatever the type says.
    expect(safeFileName('数据.csv', 'x', 'application/pdf')).toBe('数据.csv');
  });

  it('knows the extensions of the download content types', () => {
    expect(
      [
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/vnd.ms-excel;charset=UTF-8',
        'application/x-msexcel',
        'text/csv',
        'application/zip',
        'application/pdf',
        'application/json;charset=utf-8',
        'application/octet-stream',
        '',
      ].map(extensionForContentType),
    ).toEqual(['.xlsx', '.xlsx', '.xls', '.csv', '.zip', '.pdf', '.json', '', '']);
    expect(extensionForContentType(undefined)).toBe('');
    expect(fallbackFileName('job-1-errors', 'application/vnd.ms-excel')).toBe('job-1-errors.xlsx');
    expect(fallbackFileName('a.csv', 'application/vnd.ms-excel')).toBe('a.csv');
  });

  it('bounds long names and keeps the extension', () => {
    const name = safeFileName(`${'长'.repeat(300)}.xlsx`);
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(200);
    expect(name.endsWith('.xlsx')).toBe(true);
  });

  it('property: any header yields a safe, non-empty name without separators or invisible characters', () => {
    const withFormatChars = fc
      .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), fc.constantFrom(...FORMAT_CHARS)), {
        maxLength: 40,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), withFormatChars),
        fc.constantFrom(undefined, 'application/vnd.ms-excel;charset=UTF-8', 'application/pdf', 'text/plain'),
        (raw, contentType) => {
          const encoded = encodeURIComponent(raw.replace(/[\ud800-\udfff]/g, ''));
          for (const header of [
            `attachment; filename=${raw}`,
            `attachment; filename*=UTF-8''${raw}`,
            `attachment; filename*=UTF-8''${encoded}`,
            raw,
          ]) {
            const name = downloadFileName(header, 'download', contentType);
            expect(name.length).toBeGreaterThan(0);
            expect(name).not.toMatch(/[/\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u);
            expect(name.startsWith('.')).toBe(false);
            // Nothing usable in the header: the fallback, with the content type's extension.
            if (safeFileName(fileNameFromContentDisposition(header), '') === '')
              expect(name).toBe(`download${extensionForContentType(contentType)}`);
          }
        },
      ),
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
