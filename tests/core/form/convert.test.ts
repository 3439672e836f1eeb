import { exportForm, importForm } from '@nbxt/core/form/convert.ts';
import { describe, expect, it } from 'vitest';

type Obj = Record<string, unknown>;

function exported(form: unknown): Obj {
  const result = exportForm(form);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}
function imported(option: unknown): Obj {
  const result = importForm(option);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}
const col = (form: Obj, i = 0) => (form.column as Obj[])[i]!;

describe('export: empty values', () => {
  it('drops null, undefined, "" and {} from the form and each field, keeps [], false and 0', () => {
    const out = exported({
      column: [
        {
          type: 'input',
          prop: 'a',
          label: '',
          placeholder: null,
          params: {},
          x: undefined,
          rules: [],
          display: false,
          span: 0,
        },
      ],
      labelSuffix: '',
      detail: false,
      gutter: 0,
      tip: null,
      extra: {},
      list: [],
    });
    expect(out).toEqual({
      column: [{ type: 'input', prop: 'a', rules: [], display: false, span: 0 }],
      detail: false,
      gutter: 0,
      list: [],
    });
    expect(Object.keys(col(out))).not.toContain('x');
  });

  it('leaves nested values as they are (cascaderItem [] and empty nested strings stay)', () => {
    const field = {
      type: 'upload',
      prop: 'u',
      propsHttp: { res: '', url: 'link' },
      headersConfig: [],
      dataConfig: [],
    };
    const out = exported({
      column: [
        {
          type: 'select',
          prop: 's',
          dicOption: 'static',
          cascaderItem: [],
          dicData: [{ label: '', value: '' }],
        },
        field,
      ],
    });
    expect(col(out, 0)).toEqual({
      type: 'select',
      prop: 's',
      cascaderItem: [],
      dicData: [{ label: '', value: '' }],
    });
    expect(col(out, 1)).toEqual({ type: 'upload', prop: 'u', propsHttp: { res: '', url: 'link' } });
  });

  it("drops empty values from a dynamic list's children own keys", () => {
    const out = exported({
      column: [
        { type: 'dynamic', prop: 'd', children: { align: '', index: false, viewBtn: null, column: [] } },
      ],
    });
    expect(col(out).children).toEqual({ index: false, column: [] });
  });

  it('never mutates its input', () => {
    const input = {
      column: [{ type: 'group', prop: 'g', label: '', children: { column: [{ type: 'input', prop: 'i' }] } }],
    };
    const copy = structuredClone(input);
    exported(input);
    expect(input).toEqual(copy);
  });
});

describe('export: groups', () => {
  it('turns group columns into group entries with their own keys (no type/children) and converted columns', () => {
    const out = exported({
      column: [
        { type: 'input', prop: 'a' },
        {
          type: 'group',
          label: '基本信息',
          icon: 'el-icon-user',
          prop: 'g1',
          arrow: false,
          collapse: true,
          display: true,
          extraKey: 'kept',
          children: {
            column: [{ type: 'select', prop: 's', dicOption: 'remote', dicUrl: '/x', dicData: [] }],
          },
        },
        { type: 'input', prop: 'b' },
      ],
    });
    expect(out.column).toEqual([
      { type: 'input', prop: 'a' },
      { type: 'input', prop: 'b' },
    ]);
    expect(out.group).toEqual([
      {
        label: '基本信息',
        icon: 'el-icon-user',
        prop: 'g1',
        arrow: false,
        collapse: true,
        display: true,
        extraKey: 'kept',
        column: [{ type: 'select', prop: 's', dicUrl: '/x' }],
      },
    ]);
  });

  it('writes a form made only of groups as `group` alone (no empty column), keeping the groups in order', () => {
    const out = exported({
      label: 'form',
      column: [
        { type: 'group', prop: 'g1', children: { column: [] } },
        { type: 'group', prop: 'g2', children: { column: [{ prop: 'x' }] } },
      ],
      labelWidth: 90,
    });
    expect(Object.keys(out)).toEqual(['label', 'group', 'labelWidth']);
    expect((out.group as Obj[]).map((g) => g.prop)).toEqual(['g1', 'g2']);
    expect((out.group as Obj[])[1]!.column).toEqual([{ prop: 'x' }]);
  });

  it('keeps an empty column that the option had beside its groups (import marks it with an empty group)', () => {
    const option = { column: [], group: [{ prop: 'g', column: [{ prop: 'x' }] }] };
    const designer = imported(option);
    expect(designer).toEqual({
      column: [{ type: 'group', prop: 'g', children: { column: [{ prop: 'x' }] } }],
      group: [],
    });
    expect(exported(designer)).toEqual(option);
    expect(exported({ column: designer.column })).toEqual({ group: option.group });
  });

  it('a group without children exports an entry without a column list (and back)', () => {
    expect(exported({ column: [{ type: 'group', prop: 'g' }] }).group).toEqual([{ prop: 'g' }]);
    expect(imported({ column: [], group: [{ prop: 'g' }] }).column).toEqual([{ type: 'group', prop: 'g' }]);
  });
});

describe('export: dynamic lists', () => {
  it('converts children like a form, recursively, and removes subfield from direct children', () => {
    const out = exported({
      column: [
        {
          type: 'dynamic',
          prop: 'd',
          children: {
            align: 'center',
            column: [
              { type: 'input', prop: 'c1', subfield: true, label: '' },
              {
                type: 'radio',
                prop: 'c2',
                subfield: true,
                dicOption: 'static',
                dicUrl: '/gone',
                dicData: [{ label: 'A', value: 1 }],
                props: { label: 'n', value: 'v' },
              },
              {
                type: 'dynamic',
                prop: 'inner',
                subfield: true,
                children: { column: [{ type: 'input', prop: 'deep', subfield: true, tip: '' }] },
              },
            ],
          },
        },
      ],
    });
    expect(col(out).children).toEqual({
      align: 'center',
      column: [
        { type: 'input', prop: 'c1' },
        { type: 'radio', prop: 'c2', dicData: [{ n: 'A', v: 1 }], props: { label: 'n', value: 'v' } },
        { type: 'dynamic', prop: 'inner', children: { column: [{ type: 'input', prop: 'deep' }] } },
      ],
    });
  });

  it('keeps subfield outside dynamic lists (only direct children lose it)', () => {
    expect(col(exported({ column: [{ type: 'input', prop: 'a', subfield: true }] }))).toEqual({
      type: 'input',
      prop: 'a',
      subfield: true,
    });
  });
});

describe('export: choice fields', () => {
  it.each(['checkbox', 'radio', 'select', 'cascader', 'tree'])(
    '%s static drops the remote keys and dicOption',
    (type) => {
      const out = exported({
        column: [
          {
            type,
            prop: 'c',
            dicOption: 'static',
            dicUrl: '/u',
            dicMethod: 'post',
            dicQuery: { a: 1 },
            dicQueryConfig: [{ key: 'a', value: 1 }],
            dicData: [{ label: 'x', value: 1 }],
          },
        ],
      });
      expect(col(out)).toEqual({ type, prop: 'c', dicData: [{ label: 'x', value: 1 }] });
    },
  );

  it('renames dicData items through props, recursively, keeping other keys and falsy values', () => {
    const out = exported({
      column: [
        {
          type: 'cascader',
          prop: 'c',
          dicOption: 'static',
          props: { label: 'name', value: 'code', desc: 'remark', children: 'items' },
          dicData: [
            {
              label: '浙江',
              value: 0,
              desc: '',
              extra: true,
              children: [{ label: '杭州', value: '', children: [] }],
            },
            'not-an-object',
          ],
        },
      ],
    });
    expect(col(out).dicData).toEqual([
      { name: '浙江', code: 0, remark: '', extra: true, items: [{ name: '杭州', code: '', items: [] }] },
      'not-an-object',
    ]);
  });

  it('without props the items stay as they are (no data loss)', () => {
    const dicData = [{ label: 'A', value: '1', foo: 2 }];
    expect(
      col(exported({ column: [{ type: 'select', prop: 's', dicOption: 'static', dicData }] })).dicData,
    ).toEqual(dicData);
  });

  it('remote drops dicData; dicQueryConfig is authoritative for dicQuery', () => {
    const out = exported({
      column: [
        {
          type: 'select',
          prop: 's',
          dicOption: 'remote',
          dicUrl: '/api/x',
          dicMethod: 'get',
          dicData: [{ label: 'a', value: 1 }],
          dicQuery: { stale: 1 },
          dicQueryConfig: [
            { key: 'code', value: 'sex' },
            { key: '', value: 'skipped' },
            { key: 'blank', value: '' },
            { key: 'zero', value: 0 },
            { value: 'no key' },
          ],
        },
      ],
    });
    expect(col(out)).toEqual({
      type: 'select',
      prop: 's',
      dicUrl: '/api/x',
      dicMethod: 'get',
      dicQuery: { code: 'sex', zero: 0 },
    });
  });

  it('remote with a config list that has no usable entry ends with no dicQuery', () => {
    const out = exported({
      column: [
        {
          type: 'tree',
          prop: 't',
          dicOption: 'remote',
          dicUrl: '/u',
          dicQuery: { old: 1 },
          dicQueryConfig: [{ key: 'a', value: '' }],
        },
      ],
    });
    expect(col(out)).toEqual({ type: 'tree', prop: 't', dicUrl: '/u' });
  });

  it('remote without a config list keeps dicQuery', () => {
    const out = exported({
      column: [{ type: 'select', prop: 's', dicOption: 'remote', dicUrl: '/u', dicQuery: { a: 1 } }],
    });
    expect(col(out)).toEqual({ type: 'select', prop: 's', dicUrl: '/u', dicQuery: { a: 1 } });
  });

  it('static and remote lose dicOption; rel and unknown modes keep it and leave the rest alone', () => {
    const out = exported({
      column: [
        { type: 'select', prop: 's', dicOption: 'static', dicData: [{ label: 'a' }] },
        { type: 'select', prop: 'r', dicOption: 'remote', dicUrl: '/u' },
        { type: 'select', prop: 'l', dicOption: 'rel', dicUrl: '/u', dicData: [{ label: 'a' }] },
        { type: 'tree', prop: 't', dicOption: 'linked', dicQueryConfig: [{ key: 'a', value: 1 }] },
      ],
    });
    expect(out.column).toEqual([
      { type: 'select', prop: 's', dicData: [{ label: 'a' }] },
      { type: 'select', prop: 'r', dicUrl: '/u' },
      { type: 'select', prop: 'l', dicOption: 'rel', dicUrl: '/u', dicData: [{ label: 'a' }] },
      { type: 'tree', prop: 't', dicOption: 'linked', dicQueryConfig: [{ key: 'a', value: 1 }] },
    ]);
  });

  it('keys such as __proto__ in a query list are data, not prototypes', () => {
    const out = exported({
      column: [
        {
          type: 'select',
          prop: 's',
          dicOption: 'remote',
          dicUrl: '/u',
          dicQueryConfig: [{ key: '__proto__', value: 'x' }],
        },
      ],
    });
    const query = col(out).dicQuery as Obj;
    expect(Object.keys(query)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(({} as Obj).x).toBeUndefined();
  });
});

describe('export: upload', () => {
  it('headersConfig / dataConfig are authoritative; blank entries skipped; empty list means none', () => {
    const out = exported({
      column: [
        {
          type: 'upload',
          prop: 'u',
          headers: { stale: 'x' },
          data: { stale: 'y' },
          headersConfig: [
            { key: 'Tenant-Id', value: '000000' },
            { key: ' ', value: 'blank key' },
            { key: 'blank', value: null },
          ],
          dataConfig: [],
        },
      ],
    });
    expect(col(out)).toEqual({ type: 'upload', prop: 'u', headers: { 'Tenant-Id': '000000' } });
  });

  it('a missing list removes headers and data', () => {
    expect(
      col(exported({ column: [{ type: 'upload', prop: 'u', headers: { a: '1' }, data: { b: '2' } }] })),
    ).toEqual({
      type: 'upload',
      prop: 'u',
    });
  });
});

describe('export and import never invent props and never evaluate scripts', () => {
  it('keeps fields without a prop without one', () => {
    expect(col(exported({ column: [{ type: 'input' }] }))).toEqual({ type: 'input' });
    expect(col(imported({ column: [{ type: 'input' }] }))).toEqual({ type: 'input' });
  });

  it('keeps event scripts as strings', () => {
    const field = {
      type: 'input',
      prop: 'a',
      change: '() => { globalThis.__evaluated = true }',
      event: { click: '() => 1' },
    };
    expect(col(exported({ column: [field] }))).toEqual(field);
    expect(col(imported({ column: [field] }))).toEqual(field);
    expect((globalThis as Obj).__evaluated).toBeUndefined();
  });
});

describe('import', () => {
  it('appends group entries as group columns after the plain columns', () => {
    const out = imported({
      column: [{ prop: 'a' }],
      group: [{ label: 'G', prop: 'g', icon: 'i', collapse: false, column: [{ prop: 'b' }] }],
      tabs: true,
    });
    expect(out).toEqual({
      column: [
        { prop: 'a' },
        {
          type: 'group',
          label: 'G',
          prop: 'g',
          icon: 'i',
          collapse: false,
          children: { column: [{ prop: 'b' }] },
        },
      ],
      tabs: true,
    });
  });

  it('marks dynamic children with subfield: true and converts them like a form', () => {
    const out = imported({
      column: [
        {
          type: 'dynamic',
          prop: 'd',
          children: { column: [{ type: 'select', prop: 's', dicUrl: '/u', dicQuery: { k: 'v' } }] },
        },
      ],
    });
    expect(col(out).children).toEqual({
      column: [
        {
          type: 'select',
          prop: 's',
          dicUrl: '/u',
          dicOption: 'remote',
          dicQueryConfig: [{ key: 'k', value: 'v' }],
          subfield: true,
        },
      ],
    });
  });

  it('infers dicOption: remote with a dicUrl, else static', () => {
    const out = imported({
      column: [
        { type: 'radio', prop: 'r', dicData: [] },
        { type: 'checkbox', prop: 'c', dicUrl: '/x' },
        { type: 'input', prop: 'i', dicUrl: '/x' },
      ],
    });
    expect(col(out, 0).dicOption).toBe('static');
    expect(col(out, 1).dicOption).toBe('remote');
    expect(col(out, 2).dicOption).toBeUndefined();
    expect(col(out, 1).dicData).toBeUndefined();
  });

  it('renames dicData items from the props keys to label/value/desc/children', () => {
    const out = imported({
      column: [
        {
          type: 'tree',
          prop: 't',
          props: { label: 'title', value: 'id', desc: 'note', children: 'sub' },
          dicData: [{ title: 'A', id: 1, note: 'n', other: 0, sub: [{ title: 'B', id: 2 }] }],
        },
      ],
    });
    expect(col(out).dicData).toEqual([
      { label: 'A', value: 1, desc: 'n', other: 0, children: [{ label: 'B', value: 2 }] },
    ]);
  });

  it('turns headers and data into key/value lists (empty lists when absent)', () => {
    const out = imported({ column: [{ type: 'upload', prop: 'u', headers: { a: '1', b: 2 } }] });
    expect(col(out)).toEqual({
      type: 'upload',
      prop: 'u',
      headersConfig: [
        { key: 'a', value: '1' },
        { key: 'b', value: 2 },
      ],
      dataConfig: [],
    });
  });

  it('changes nothing else', () => {
    const option = {
      labelWidth: 100,
      column: [{ type: 'input', prop: 'a', label: '', custom: { deep: [1] } }],
      menuBtn: false,
    };
    expect(imported(option)).toEqual(option);
  });
});

describe('dictionaries that fit neither mode survive both round trips', () => {
  const items = [
    { label: 'A', value: 1 },
    { label: 'B', value: 2 },
  ];
  it.each([
    ['dicData beside a dicUrl', { type: 'select', prop: 's', dicUrl: '/api/x', dicData: items }],
    [
      'dicData beside dicQuery and dicMethod, no dicUrl',
      { type: 'radio', prop: 'r', dicQuery: { a: 1 }, dicMethod: 'post', dicData: items },
    ],
    ['an empty dicData list beside a dicUrl', { type: 'tree', prop: 't', dicUrl: '/u', dicData: [] }],
    [
      'a dicQueryConfig of its own',
      { type: 'select', prop: 's', dicUrl: '/u', dicQueryConfig: [{ key: 'a', value: 1 }] },
    ],
  ])('%s: imported as it is, without a mode, and exported unchanged', (_name, field) => {
    const designer = imported({ column: [field] });
    expect(col(designer)).toEqual(field);
    expect(col(exported(designer))).toEqual(field);
  });

  it('remote keys without a dicUrl and without dicData are remote', () => {
    const field = { type: 'select', prop: 's', dicMethod: 'post', dicQuery: { a: 1 } };
    const designer = imported({ column: [field] });
    expect(col(designer)).toEqual({
      type: 'select',
      prop: 's',
      dicMethod: 'post',
      dicQueryConfig: [{ key: 'a', value: 1 }],
      dicOption: 'remote',
    });
    expect(col(exported(designer))).toEqual(field);
  });

  it.each(['rel', 'linked'])('a designer field in mode %s comes back in that mode', (mode) => {
    const field = {
      type: 'cascader',
      prop: 'c',
      dicOption: mode,
      dicUrl: '/u',
      props: { label: 'name' },
      dicData: [{ label: 'A', value: 1 }],
    };
    expect(col(imported(exported({ column: [field] })))).toEqual(field);
  });
});

describe('dictionary items whose own keys collide with renamed ones', () => {
  const props = { label: 'name', value: 'code' };

  it('import: the renamed key wins; the displaced key is kept under $displaced and export restores it', () => {
    const option = {
      column: [{ type: 'select', prop: 's', props, dicData: [{ name: 'A', label: 'other', code: 1 }] }],
    };
    const designer = imported(option);
    expect(col(designer).dicData).toEqual([{ label: 'A', $displaced: { label: 'other' }, value: 1 }]);
    const back = exported(designer);
    expect(back).toEqual(option);
    expect(JSON.stringify(back)).toBe(JSON.stringify(option));
  });

  it('export: the same for designer items that carry an avue key name, recursively', () => {
    const designer = {
      column: [
        {
          type: 'tree',
          prop: 't',
          dicOption: 'static',
          props: { ...props, children: 'items' },
          dicData: [{ label: 'A', value: 1, name: 'kept', children: [{ label: 'B', value: 2, items: 'x' }] }],
        },
      ],
    };
    const option = exported(designer);
    expect(col(option).dicData).toEqual([
      {
        name: 'A',
        code: 1,
        $displaced: { name: 'kept' },
        items: [{ name: 'B', code: 2, $displaced: { items: 'x' } }],
      },
    ]);
    expect(imported(option)).toEqual(designer);
  });

  it('refuses two keys that would still share a name (非法配置 with the path)', () => {
    expect(
      exportForm({
        column: [
          {
            type: 'select',
            dicOption: 'static',
            props: { label: 'x', value: 'x' },
            dicData: [{ label: 'A', value: 1 }],
          },
        ],
      }),
    ).toEqual({
      ok: false,
      error: { key: 'form.invalid', reason: 'keyClash', path: ['column', 0, 'dicData', 0, 'value'] },
    });
    expect(
      importForm({
        column: [{ type: 'select', props, dicData: [{ name: 'A', x: 1, $displaced: { x: 2 } }] }],
      }),
    ).toEqual({
      ok: false,
      error: {
        key: 'form.invalid',
        reason: 'keyClash',
        path: ['column', 0, 'dicData', 0, '$displaced', 'x'],
      },
    });
  });
});

describe('key order', () => {
  it('keeps group where the option has it, and the keys of fields, items and group entries in place', () => {
    const option = {
      group: [{ column: [{ prop: 'b' }], label: 'G', prop: 'g' }],
      labelWidth: 120,
      column: [
        { dicQuery: { a: 1 }, type: 'select', dicUrl: '/u', prop: 's' },
        { headers: { h: '1' }, type: 'upload', prop: 'u', data: { d: '2' } },
        { props: { label: 'name' }, dicData: [{ code: 1, name: 'A', x: 0 }], type: 'radio', prop: 'r' },
      ],
      tabs: true,
    };
    const back = exported(imported(option));
    expect(JSON.stringify(back)).toBe(JSON.stringify(option));
    const emptyGroup = { column: [], menuBtn: false, group: [] };
    expect(JSON.stringify(exported(imported(emptyGroup)))).toBe(JSON.stringify(emptyGroup));
  });
});

describe('refusals (非法配置 with the JSON path)', () => {
  const cases: [string, unknown, string, (string | number)[]][] = [
    ['not an object', [], 'notObject', []],
    ['a string', 'column', 'notObject', []],
    ['no column list (and no groups)', { labelWidth: 100 }, 'notArray', ['column']],
    ['column of the wrong type', { column: {} }, 'notArray', ['column']],
    ['a column that is not an object', { column: [{ prop: 'a' }, 3] }, 'notObject', ['column', 1]],
    ['a non-string type', { column: [{ type: 7 }] }, 'notString', ['column', 0, 'type']],
    ['group not a list', { column: [], group: {} }, 'notArray', ['group']],
    ['a group entry not an object', { column: [], group: ['x'] }, 'notObject', ['group', 0]],
    ['group column not a list', { column: [], group: [{ column: 'x' }] }, 'notArray', ['group', 0, 'column']],
    [
      'dynamic children column not a list',
      { column: [{ type: 'dynamic', children: { column: 1 } }] },
      'notArray',
      ['column', 0, 'children', 'column'],
    ],
    [
      'dicQuery not an object',
      { column: [{ type: 'select', dicQuery: 'a=1' }] },
      'notObject',
      ['column', 0, 'dicQuery'],
    ],
    [
      'headers not an object',
      { column: [{ type: 'upload', headers: [] }] },
      'notObject',
      ['column', 0, 'headers'],
    ],
  ];
  it.each(cases)('import refuses %s', (_name, input, reason, path) => {
    expect(importForm(input)).toEqual({ ok: false, error: { key: 'form.invalid', reason, path } });
  });

  it('export refuses wrong types too', () => {
    expect(exportForm({ column: null })).toEqual({
      ok: false,
      error: { key: 'form.invalid', reason: 'notArray', path: ['column'] },
    });
    expect(exportForm({ column: [{ type: 'upload', headersConfig: {} }] })).toEqual({
      ok: false,
      error: { key: 'form.invalid', reason: 'notArray', path: ['column', 0, 'headersConfig'] },
    });
    expect(exportForm({ column: [{ type: 'select', dicOption: 'remote', dicQueryConfig: [1] }] })).toEqual({
      ok: false,
      error: { key: 'form.invalid', reason: 'notObject', path: ['column', 0, 'dicQueryConfig', 0] },
    });
  });
});
