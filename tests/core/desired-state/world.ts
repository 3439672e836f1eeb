/** A small seeded world for desired-state tests: params, a dictionary, roles with grants, a menu catalogue. */
import { findKind, type KindSpec } from '../../../core/src/desired-state/kinds.ts';
import { MemoryBackend } from './memory-backend.ts';

export const kind = (name: string): KindSpec => {
  const spec = findKind(name);
  if (!spec) throw new Error(name);
  return spec;
};

export const catalog = {
  menus: [
    { id: '1001', code: 'desk' },
    { id: '1002', code: 'notice' },
    { id: '1003', code: 'system' },
    { id: '1004', code: 'param' },
  ],
  dataScopes: [
    { id: '2001', code: 'user_own' },
    { id: '2002', code: 'user_dept' },
  ],
  apiScopes: [{ id: '3001', code: 'param_list' }],
};

export function seededWorld(): MemoryBackend {
  const b = new MemoryBackend(catalog);
  b.seed(kind('Param'), null, [
    { id: '11', paramKey: 'app.title', paramName: '标题', paramValue: 'nbxt', remark: '' },
    { id: '12', paramKey: 'x.app.title', paramName: '相似', paramValue: 'other', remark: '' },
    { id: '13', paramKey: 'app.legacy', paramName: '旧', paramValue: '1', remark: '' },
  ]);
  b.seed(kind('Dict'), null, [
    {
      id: '21',
      parentId: '0',
      code: 'yes_no',
      dictKey: '-1',
      dictValue: '是否',
      sort: 1,
      isSealed: 0,
      remark: '',
    },
    {
      id: '22',
      parentId: '21',
      code: 'yes_no',
      dictKey: '0',
      dictValue: '否',
      sort: 1,
      isSealed: 0,
      remark: '',
    },
    {
      id: '23',
      parentId: '21',
      code: 'yes_no',
      dictKey: '1',
      dictValue: '是',
      sort: 2,
      isSealed: 0,
      remark: '',
    },
  ]);
  b.seed(kind('Role'), '000000', [
    { id: '31', tenantId: '000000', parentId: '0', roleName: '用户', roleAlias: 'user', sort: 1 },
    { id: '32', tenantId: '000000', parentId: '31', roleName: '人事', roleAlias: 'hr', sort: 2 },
  ]);
  b.grants.set('32', { menu: ['1001', '1002'], dataScope: ['2001'], apiScope: [] });
  return b;
}
