import { describe, expect, it } from 'vitest';
import { operation, request } from './helpers.ts';

describe('drainage module (business-modules.md §7 Drainage)', () => {
  it('removes a shop with DELETE drainage/shop/{id}, the id in the path only', () => {
    const req = request('drainage-shop', 'remove', { id: '42' });
    expect(req).toMatchObject({ method: 'DELETE', path: '/drainage/shop/42', safe: false });
    expect(req).not.toHaveProperty('query');
    expect(operation('drainage-shop', 'remove').effect).toEqual({ target: 'id', remove: true });
  });

  it('reads details by the id in the path (detail/{id}, problem/{id}, check, photos)', () => {
    expect(request('drainage-drain', 'detail', { id: '1' }).path).toBe('/drainage/drain/detail/1');
    expect(request('drainage-drain', 'checkDetail', { id: '1' }).path).toBe('/drainage/drain/detail/check/1');
    expect(request('drainage-drain', 'photos', { id: '1' }).path).toBe('/drainage/others/photos/1');
    expect(request('drainage-problem', 'detail', { id: '3' }).path).toBe('/drainage/problem/3');
    expect(request('drainage-business', 'detail', { id: '4' }).path).toBe('/drainage/business/detail/4');
  });

  it('lists problems through corrective/list and corrects one with POST problem/corrective', () => {
    expect(request('drainage-problem', 'list', { current: 1, size: 10 })).toMatchObject({
      method: 'GET',
      path: '/drainage/problem/corrective/list',
    });
    expect(request('drainage-problem', 'corrective', { id: '3', correctiveContent: '已疏通' })).toMatchObject(
      {
        method: 'POST',
        path: '/drainage/problem/corrective',
        json: { id: '3', correctiveContent: '已疏通' },
      },
    );
  });

  it('drains and problems are removed and submitted through their generated controllers', () => {
    expect(request('drainage-drain', 'remove', { ids: ['1', '2'] })).toMatchObject({
      method: 'POST',
      path: '/drainage/drainageDrain/remove',
      query: { ids: '1,2' },
    });
    expect(request('drainage-problem', 'submit', {}).path).toBe('/drainage/drainageProblem/submit');
    expect(request('drainage-drain', 'save', {}).path).toBe('/drainage/drain/save');
    expect(request('drainage-shop', 'submit', {}).path).toBe('/drainage/shop/save');
  });
});
