import { describe, expect, it } from 'vitest';
import {
  MERCHANT_INSPECTION_TYPES,
  merchant,
  OTHER_PHOTO_LIMIT,
  SCENE_PHOTO_LIMIT,
} from '../../../core/src/modules/merchant.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { operation, request, screenOf } from './helpers.ts';

describe('merchant module (business-modules.md §2 Merchant inspection form, §7 Merchant)', () => {
  it('declares the inspection types table: 0-based index and question counts', () => {
    expect(MERCHANT_INSPECTION_TYPES.map((t) => [t.value, t.en, t.questions])).toEqual([
      ['0', 'Garbage classification', 5],
      ['1', 'Drainage enforcement', 3],
      ['2', 'Cooking-fumes enforcement', 5],
      ['3', 'Door-front responsibility', 2],
      ['4', 'Gas enforcement', 5],
      ['5', 'City appearance', 4],
    ]);
    const inspectType = registry['merchant-inspect']!.fields.find((f) => f.name === 'inspectType')!;
    expect(inspectType.choices?.map((c) => c.value)).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('limits scene photos to 6 per question and other photos to 99', () => {
    expect([SCENE_PHOTO_LIMIT, OTHER_PHOTO_LIMIT]).toEqual([6, 99]);
  });

  it('merchant info is standard plus a POST export (safe download with body filters)', () => {
    expect(registry['merchant-info']!.standard).toEqual(['list', 'detail', 'submit', 'remove']);
    expect(request('merchant-info', 'export', { merchantName: '面馆' })).toMatchObject({
      method: 'POST',
      path: '/merchant/merchantInfo/export',
      json: { merchantName: '面馆' },
      safe: true,
    });
  });

  it('a dispense is sent to merchants (rows action marking it sent); uploads have a merchant variant', () => {
    expect(operation('merchant-dispense', 'send')).toMatchObject({
      method: 'POST',
      role: 'rows',
      effect: { target: 'ids', sets: { sendStatus: '=1' } },
    });
    const upload = request('merchant-info', 'upload', { file: new Blob(['x']) });
    expect(upload.path).toMatch(/^\/blade-resource\/oss\/endpoint\/put-file-/);
    expect(upload.multipart).toHaveLength(1);
  });

  it('routes /merchant/merchantInfo (a list) and /merchant/merchantInspect (the form and the list) in the menu', () => {
    expect(screenOf(merchant, '/merchant/merchantInfo')).toMatchObject({ view: 'list', menu: true });
    expect(screenOf(merchant, '/merchant/merchantInspect')).toMatchObject({
      view: 'custom',
      custom: 'inspections',
      resource: 'merchant-inspect',
      menu: true,
    });
    expect(screenOf(merchant, '/merchant/merchantInspectForm')).toMatchObject({
      view: 'custom',
      custom: 'inspectForm',
    });
  });
});
