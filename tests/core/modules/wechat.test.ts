import { describe, expect, it } from 'vitest';
import { WX_MP_DICT } from '../../../core/src/modules/wechat.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { operation, request } from './helpers.ts';

describe('public account module (business-modules.md §7 Public account)', () => {
  it('creates an account’s menu with the buttons in the body, the account in the path', () => {
    const buttons = [{ type: 'view', name: '办事指南', url: 'https://example.org' }];
    expect(request('wx-menu', 'create', { id: 'wx01', buttons })).toEqual({
      method: 'POST',
      path: '/wx/menu/wx01/create',
      safe: false,
      json: { buttons },
    });
    expect(request('wx-menu', 'get', { id: 'wx01' })).toMatchObject({
      method: 'GET',
      path: '/wx/menu/wx01/get',
    });
  });

  it('labels the accounts with the wx_mp_list dictionary', () => {
    expect(WX_MP_DICT).toBe('wx_mp_list');
    for (const name of ['wx-news-article', 'wx-menu'])
      expect(registry[name]!.fields.find((f) => f.name === 'appId')?.dict).toBe('wx_mp_list');
  });

  it('publishing calls are POSTs that change data, getPublishFollow a POST that reads', () => {
    for (const name of ['cancelNew', 'publishNews', 'publishFollow'])
      expect(operation('wx-news-article', name), name).toMatchObject({
        method: 'POST',
        safe: false,
        role: 'row',
      });
    expect(operation('wx-news-article', 'getPublishFollow')).toMatchObject({ method: 'POST', safe: true });
    expect(operation('wx-news-article', 'batchgetMaterial')).toMatchObject({ method: 'GET', safe: true });
  });
});
