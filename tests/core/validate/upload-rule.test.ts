import { checkValue } from '@nbxt/core/form/fill-rules.ts';
import { kindProblem } from '@nbxt/core/resources/field-rules.ts';
import type { FieldSpec } from '@nbxt/core/resources/types.ts';
import { sizeText, uploadFileProblem, uploadProblem } from '@nbxt/core/validate/upload.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const files = (count: number, extension = 'png') =>
  Array.from({ length: count }, (_, i) => `http://files.example/upload/f${i}.${extension}`);

describe('the upload rule (limit, accept, fileSize)', () => {
  it('counts the files against limit (10 when none is declared, at least 1)', () => {
    expect(
      uploadProblem(
        {},
        files(10).map((name) => ({ name })),
      ),
    ).toBeUndefined();
    expect(
      uploadProblem(
        {},
        files(11).map((name) => ({ name })),
      ),
    ).toEqual({
      message: 'validate.upload.limit',
      params: { limit: 10 },
    });
    expect(
      uploadProblem(
        { limit: 2 },
        files(3).map((name) => ({ name })),
      )?.params,
    ).toEqual({ limit: 2 });
    expect(
      uploadProblem(
        { limit: 0 },
        files(10).map((name) => ({ name })),
      ),
    ).toBeUndefined();
  });

  it('accepts by extension, by MIME type when known (by the extension when not), and by size when known', () => {
    const rule = { accept: '.pdf,image/png', fileSize: 1024 };
    expect(uploadFileProblem(rule, { name: 'a.PDF', size: 10, type: 'application/pdf' })).toBeUndefined();
    expect(uploadFileProblem(rule, { name: 'a.png', size: 10, type: 'image/png' })).toBeUndefined();
    expect(uploadFileProblem(rule, { name: 'http://x/a.png?v=1' })).toBeUndefined();
    expect(uploadFileProblem(rule, { name: 'a.exe', size: 10, type: 'application/x-msdownload' })).toEqual({
      message: 'validate.upload.type',
      params: { name: 'a.exe', accept: '.pdf, image/png' },
    });
    expect(uploadFileProblem(rule, { name: 'a.pdf', size: 2048 })).toEqual({
      message: 'validate.upload.size',
      params: { name: 'a.pdf', max: '1KB' },
    });
    expect(
      uploadFileProblem({ accept: ['image/*'] }, { name: 'a.txt', size: 1, type: 'text/plain' })?.message,
    ).toBe('validate.upload.type');
    expect(sizeText(500 * 1024)).toBe('500KB');
    expect(sizeText(3 * 1024 * 1024)).toBe('3MB');
  });

  it('the registry field (upload) and a form definition’s upload give the same message for any count and kind', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom('png', 'pdf'),
        (limit, count, extension) => {
          const field: FieldSpec = {
            name: 'photos',
            label: 'x.photos',
            text: { zh: '照片', en: 'Photos' },
            kind: 'image',
            upload: { limit, accept: '.png' },
          };
          const value = files(count, extension);
          const registry = kindProblem(field, value.join(','));
          const renderer = checkValue({ type: 'upload', prop: 'photos', limit, accept: '.png' }, value);
          expect(renderer?.key).toBe(registry?.message);
          expect(renderer?.params ?? {}).toEqual(
            Object.fromEntries(Object.entries(registry?.params ?? {}).map(([k, v]) => [k, String(v)])),
          );
          const expected =
            count === 0
              ? undefined
              : count > limit
                ? 'validate.upload.limit'
                : extension === 'pdf'
                  ? 'validate.upload.type'
                  : undefined;
          expect(registry?.message).toBe(expected);
        },
      ),
    );
  });
});
