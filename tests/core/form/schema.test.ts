import {
  canvasOptionSchema,
  choiceFieldSchema,
  defaultFormOptions,
  fieldSchemaFor,
  formOptionsSchema,
  rateFieldSchema,
  switchFieldSchema,
  titleFieldSchema,
  uploadFieldSchema,
} from '@nbxt/core/form/schema.ts';
import { describe, expect, it } from 'vitest';

const valid = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('form definition schema (§3.1)', () => {
  it('fills the defaults', () => {
    expect(defaultFormOptions()).toEqual({
      column: [],
      labelPosition: 'left',
      labelWidth: 120,
      labelSuffix: '：',
      gutter: 0,
      menuBtn: true,
      menuPosition: 'center',
      submitBtn: true,
      submitText: '提交',
      emptyBtn: true,
      emptyText: '清空',
    });
  });

  it('label width 80 to 200 in steps of 10, gutter 0 to 60 in steps of 5', () => {
    for (const labelWidth of [80, 130, 200])
      expect(valid(formOptionsSchema, { column: [], labelWidth })).toBe(true);
    for (const labelWidth of [70, 210, 125])
      expect(valid(formOptionsSchema, { column: [], labelWidth })).toBe(false);
    for (const gutter of [0, 35, 60]) expect(valid(formOptionsSchema, { column: [], gutter })).toBe(true);
    for (const gutter of [-5, 65, 7]) expect(valid(formOptionsSchema, { column: [], gutter })).toBe(false);
  });

  it('positions and sizes are enumerations', () => {
    expect(
      valid(formOptionsSchema, {
        column: [],
        labelPosition: 'top',
        menuPosition: 'right',
        submitSize: 'mini',
        emptySize: 'medium',
      }),
    ).toBe(true);
    expect(valid(formOptionsSchema, { column: [], labelPosition: 'bottom' })).toBe(false);
    expect(valid(formOptionsSchema, { column: [], submitSize: 'large' })).toBe(false);
  });

  it('keeps unknown properties', () => {
    expect(formOptionsSchema.parse({ column: [], card: true, printBtn: false })).toMatchObject({
      card: true,
      printBtn: false,
    });
    expect(choiceFieldSchema.parse({ type: 'select', custom: { a: 1 } })).toEqual({
      type: 'select',
      custom: { a: 1 },
    });
  });

  it('requires a column list', () => {
    expect(valid(formOptionsSchema, {})).toBe(false);
  });
});

describe('field schemas (§3.2)', () => {
  it('choose the schema by type', () => {
    expect(fieldSchemaFor('tree')).toBe(choiceFieldSchema);
    expect(fieldSchemaFor('upload')).toBe(uploadFieldSchema);
    expect(fieldSchemaFor('rate')).toBe(rateFieldSchema);
  });

  it('span 8 to 24, precision 0 to 10', () => {
    const input = fieldSchemaFor('input');
    expect(valid(input, { span: 8 })).toBe(true);
    expect(valid(input, { span: 6 })).toBe(false);
    expect(valid(input, { precision: 11 })).toBe(false);
  });

  it('rate, switch and upload defaults', () => {
    expect(rateFieldSchema.parse({ type: 'rate' })).toMatchObject({
      max: 5,
      texts: ['极差', '失望', '一般', '满意', '惊喜'],
    });
    expect(switchFieldSchema.parse({ type: 'switch' }).value).toBe('0');
    expect(uploadFieldSchema.parse({ type: 'upload' })).toMatchObject({
      limit: 10,
      action: '/api/blade-resource/oss/endpoint/put-file',
    });
    expect(valid(uploadFieldSchema, { limit: 0 })).toBe(false);
    expect(valid(uploadFieldSchema, { oss: 'ali', listType: 'picture-card' })).toBe(true);
    expect(valid(uploadFieldSchema, { oss: 's3' })).toBe(false);
  });

  it('watermark: opacity 10 to 100 in steps of 10, ratio 0 to 1', () => {
    expect(valid(canvasOptionSchema, { opacity: 50, ratio: 0.5 })).toBe(true);
    expect(valid(canvasOptionSchema, { opacity: 55 })).toBe(false);
    expect(valid(canvasOptionSchema, { ratio: 1.5 })).toBe(false);
  });

  it('title weights 100 to 900 and keywords', () => {
    expect(valid(titleFieldSchema, { styles: { fontWeight: 600 } })).toBe(true);
    expect(valid(titleFieldSchema, { styles: { fontWeight: 'bold' } })).toBe(true);
    expect(valid(titleFieldSchema, { styles: { fontWeight: 650 } })).toBe(false);
  });

  it('choice fields: dictionary modes and methods', () => {
    expect(valid(choiceFieldSchema, { dicOption: 'rel', dicMethod: 'post' })).toBe(true);
    expect(valid(choiceFieldSchema, { dicOption: 'dynamic' })).toBe(false);
    expect(valid(choiceFieldSchema, { size: 'huge' })).toBe(false);
  });
});
