import { describe, expect, it } from 'vitest';
import { areas } from '../../../core/src/modules/area.ts';
import { buildRequest } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';

/** forms-and-survey.md §7 Region and dictionary. */

const spec = (name: string) => registry[name]!;
const request = (name: string, opName: string, args: Record<string, unknown>) => {
  const { operation: _, signal: __, ...rest } = buildRequest(spec(name), opName, args);
  return rest;
};

describe('areas', () => {
  it('loads a level by parentId (0 for provinces); list is the one POST; init changes data', () => {
    expect(request('area', 'lazyList', { parentId: '0' })).toMatchObject({
      method: 'GET',
      path: '/area/nbxtarea/lazy-list',
      query: { parentId: '0' },
    });
    expect(() => buildRequest(spec('area'), 'lazyList', {})).toThrow(/parentId/);
    expect(request('area', 'list', { name: '杭州' })).toMatchObject({
      method: 'POST',
      json: { name: '杭州' },
    });
    expect(spec('area').operations.allList).toMatchObject({ method: 'GET', safe: true });
    expect(spec('area').operations.init).toMatchObject({ method: 'GET', safe: false, role: 'toolbar' });
  });

  it('reuses the system region and dictionary entries instead of declaring them again', () => {
    const paths = areas.resources.map((r) => r.path);
    expect(paths).toEqual(['/area/nbxtarea']);
    expect(spec('region').idField).toBe('code');
    expect(spec('region').operations.lazyTree).toBeDefined();
  });
});
