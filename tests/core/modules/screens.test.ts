import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../core/src/modules/index.ts';
import { detailScreenOf, listScreenOf, screenAddress } from '../../../core/src/modules/screens.ts';
import type { ModuleSpec, ScreenSpec } from '../../../core/src/modules/types.ts';

const screen = (spec: Partial<ScreenSpec>): ScreenSpec => ({
  path: '/m/list',
  view: 'list',
  resource: 'thing',
  text: { zh: '物', en: 'Things' },
  ...spec,
});

const module: ModuleSpec = {
  name: 'm',
  text: { zh: '模块', en: 'Module' },
  resources: [],
  screens: [
    screen({}),
    screen({ path: '/m/other', view: 'detail', resource: 'other' }),
    screen({ path: '/m/public', view: 'detail', public: true }),
    screen({ path: '/m/thing', view: 'detail' }),
  ],
};

describe('the detail page of a list', () => {
  it("is the module's detail screen of the same entry, on the same side of sign-in", () => {
    expect(detailScreenOf('m', screen({}), [module])?.path).toBe('/m/thing');
    expect(detailScreenOf('m', screen({ public: true }), [module])?.path).toBe('/m/public');
    expect(detailScreenOf('m', screen({ resource: 'none' }), [module])).toBeUndefined();
    expect(detailScreenOf('other', screen({}), [module])).toBeUndefined();
    // The shipped modules: the contract list opens the contract detail.
    expect(detailScreenOf('contract', screen({ resource: 'contract-info' }), MODULES)?.path).toBe(
      '/contractLibrary/nbxtContractDetail',
    );
  });

  it('is addressed with `?id=`, or its `:id` parameter when its path has one', () => {
    expect(screenAddress(screen({ path: '/m/thing' }), '19 7')).toBe('/m/thing?id=19%207');
    expect(screenAddress(screen({ path: '/m/thing/:id' }), '7')).toBe('/m/thing/7');
  });
});

describe('the list a form or detail page returns to', () => {
  it("is the module's list of the same entry without route parameters, on the same side of sign-in", () => {
    const withList: ModuleSpec = {
      ...module,
      screens: [
        screen({ path: '/m/byParent/:parentId' }),
        ...module.screens,
        screen({ path: '/m/publicList', public: true }),
        screen({ path: '/m/add', view: 'form' }),
      ],
    };
    expect(listScreenOf('m', screen({ path: '/m/add', view: 'form' }), [withList])?.path).toBe('/m/list');
    expect(
      listScreenOf('m', screen({ path: '/m/public', view: 'detail', public: true }), [withList])?.path,
    ).toBe('/m/publicList');
    expect(listScreenOf('m', screen({ view: 'form', resource: 'none' }), [withList])).toBeUndefined();
    // The shipped modules: the report-template add page returns to the template list.
    expect(
      listScreenOf(
        'household',
        screen({ path: '/lowIncome/lowIncomeAddModel', view: 'form', resource: 'report-mould' }),
        MODULES,
      )?.path,
    ).toBe('/lowIncome/reportMould');
  });
});
