import { describe, expect, it } from 'vitest';
import { findKind, kindNames } from '../../../core/src/desired-state/kinds.ts';
import { formatIssue, validateDocuments } from '../../../core/src/desired-state/schema.ts';

const one = (documents: unknown[], file = 'app.yaml') => validateDocuments([{ file, documents }], '000000');

describe('desired-state kinds', () => {
  it('offers the issue kinds and other registry resources with a natural key, not ID-linked ones', () => {
    const names = kindNames();
    for (const k of ['Param', 'Dict', 'DictBiz', 'Tenant', 'Role', 'Post', 'TopMenu'])
      expect(names).toContain(k);
    for (const k of ['Menu', 'User', 'DataScope', 'Notice', 'Dept']) expect(names).not.toContain(k);
    expect(names.slice(0, 5)).toEqual(['Tenant', 'Param', 'Dict', 'DictBiz', 'Role']);
  });

  it('never lets a document set IDs, the tenant column or tree links', () => {
    const fields = (kind: string) => findKind(kind)!.fields.map((f) => f.name);
    expect(fields('Role')).toEqual(['roleName', 'sort']);
    expect(fields('Dict')).not.toContain('parentId');
    expect(fields('Tenant')).not.toContain('datasourceId');
    expect(fields('Post')).not.toContain('tenantId');
  });
});

describe('validateDocuments', () => {
  it('turns documents into nodes matched by natural keys, the dictionary tree nested, parents first', () => {
    const { nodes, issues } = one([
      { kind: 'Param', paramKey: 'app.title', paramValue: 'x' },
      {
        kind: 'Dict',
        code: 'area',
        dictValue: '区域',
        children: [{ dictKey: '01', dictValue: '东区', children: [{ dictKey: '0101', dictValue: '东一' }] }],
      },
      { kind: 'Role', tenant: '100001', roleAlias: 'grid', roleName: '网格员', grants: { menus: ['desk'] } },
    ]);
    expect(issues).toEqual([]);
    expect(nodes.map((n) => [n.kind, n.tenant, n.path.join('/')])).toEqual([
      ['Param', null, 'app.title'],
      ['Dict', null, 'area'],
      ['Dict', null, 'area/01'],
      ['Dict', null, 'area/01/0101'],
      ['Role', '100001', 'grid'],
    ]);
    expect(nodes[1]!.childrenManaged).toBe(true);
    expect(nodes[3]!.childrenManaged).toBeUndefined();
    expect(nodes[4]!.grants).toEqual({ menus: ['desk'] });
  });

  it('puts tenant-scoped documents without a tenant in the signed-in tenant', () => {
    const { nodes } = one([{ kind: 'DictBiz', code: 'flow' }]);
    expect(nodes[0]!.tenant).toBe('000000');
  });

  it('names the file, the document and the field path of every problem', () => {
    const { issues } = one(
      [
        { kind: 'Param', paramKey: 'ok' },
        { kind: 'Dict', code: 'area', children: [{ dictKey: '01' }, { dictKey: 2, colour: 'red' }] },
      ],
      'dicts.yaml',
    );
    expect(issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^dicts\.yaml: document 2: children\[1\]\.dictKey: expected string, received number/,
      ),
      'dicts.yaml: document 2: children[1].colour: unknown field',
    ]);
    expect(issues[0]!.message).toContain('quote it');
  });

  it('rejects unknown and unsupported kinds, a tenant on kinds that are not tenant-scoped, and non-objects', () => {
    const { issues } = one([
      { kind: 'Widget' },
      { kind: 'Menu', code: 'desk' },
      { kind: 'param', paramKey: 'a' },
      { kind: 'Param', tenant: '100001', paramKey: 'a' },
      'text',
      { kind: 'Role', roleAlias: '' },
    ]);
    expect(issues.map((i) => [i.document, i.path])).toEqual([
      [1, 'kind'],
      [2, 'kind'],
      [3, 'kind'],
      [4, 'tenant'],
      [5, ''],
      [6, 'roleAlias'],
    ]);
    expect(issues[0]!.message).toContain('unknown kind');
    expect(issues[1]!.message).toContain('parent IDs');
    expect(issues[2]!.message).toBe('write the kind as Param');
  });

  it('refuses the same object twice, across files and inside a tree', () => {
    const { issues } = validateDocuments(
      [
        { file: 'a.yaml', documents: [{ kind: 'Param', paramKey: 'k' }] },
        {
          file: 'b.yaml',
          documents: [
            { kind: 'Param', paramKey: 'k' },
            { kind: 'Dict', code: 'd', children: [{ dictKey: '1' }, { dictKey: '1' }] },
          ],
        },
      ],
      '000000',
    );
    expect(issues.map(formatIssue)).toEqual([
      'b.yaml: document 1: paramKey: Param k is also defined in a.yaml document 1',
      'b.yaml: document 2: children[1].dictKey: dictKey 1 is already used at children[0].dictKey; a key is unique in the whole dictionary',
    ]);
  });

  it('refuses a dictKey used twice anywhere in one dictionary, naming both places', () => {
    const { issues, nodes } = one(
      [
        {
          kind: 'DictBiz',
          code: 'grid_level',
          children: [
            { dictKey: '21' },
            { dictKey: '3', children: [{ dictKey: '1' }, { dictKey: '21' }] },
            { dictKey: '1' },
          ],
        },
        { kind: 'DictBiz', code: 'other', children: [{ dictKey: '21' }, { dictKey: '1' }] },
      ],
      'street.yaml',
    );
    expect(issues.map(formatIssue)).toEqual([
      'street.yaml: document 1: children[1].children[1].dictKey: dictKey 21 is already used at children[0].dictKey; a key is unique in the whole dictionary',
      'street.yaml: document 1: children[2].dictKey: dictKey 1 is already used at children[1].children[0].dictKey; a key is unique in the whole dictionary',
    ]);
    expect(nodes.map((n) => n.path.join('/'))).toEqual(['other', 'other/21', 'other/1']);
  });

  it('keeps the same alias in two tenants apart', () => {
    const { issues, nodes } = one([
      { kind: 'Role', roleAlias: 'admin' },
      { kind: 'Role', tenant: '100001', roleAlias: 'admin' },
    ]);
    expect(issues).toEqual([]);
    expect(nodes).toHaveLength(2);
  });

  it('checks grant lists: codes as strings, each once', () => {
    const { issues } = one([{ kind: 'Role', roleAlias: 'r', grants: { menus: ['a', 'a'], apiScopes: [1] } }]);
    expect(issues.map((i) => i.path)).toEqual(['grants.menus', 'grants.apiScopes[0]']);
  });
});
