import { describe, expect, it } from 'vitest';
import { labor } from '../../../core/src/modules/labor.ts';
import { ArgumentError } from '../../../core/src/resources/operations.ts';
import { request, screenOf } from './helpers.ts';

describe('labor inspection module (business-modules.md §2, §7 Labor inspection)', () => {
  it('opens /labor/report and /labor/reportSuccess without signing in; the list is in the menu', () => {
    expect(screenOf(labor, '/labor/report')).toMatchObject({ public: true, view: 'custom' });
    expect(screenOf(labor, '/labor/reportSuccess')).toMatchObject({ public: true });
    const list = screenOf(labor, '/labor/laborInspectionInfo');
    expect(list).toMatchObject({ view: 'list', resource: 'labor-inspection', menu: true });
    expect(list?.public).toBeUndefined();
  });

  it('reads one inspection by dataId, and only by it', () => {
    expect(request('labor-inspection', 'detail', { dataId: '88' })).toMatchObject({
      method: 'GET',
      path: '/labor/laborInspection/detail',
      query: { dataId: '88' },
    });
    expect(() => request('labor-inspection', 'detail', { id: '88' })).toThrow(ArgumentError);
  });

  it('saves with POST save and exports with a GET download', () => {
    expect(request('labor-inspection', 'submit', { companyName: '甬江机械' })).toMatchObject({
      method: 'POST',
      path: '/labor/laborInspection/save',
      json: { companyName: '甬江机械' },
    });
    expect(request('labor-inspection', 'export')).toMatchObject({ method: 'GET', safe: true });
  });
});
