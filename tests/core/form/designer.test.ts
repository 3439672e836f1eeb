import { palette, paletteItem, paletteItems } from '@nbxt/core/form/catalogue.ts';
import { checkForm } from '@nbxt/core/form/check.ts';
import { exportForm, importForm } from '@nbxt/core/form/convert.ts';
import {
  canDrop,
  canRedo,
  canUndo,
  clearNotice,
  createDesigner,
  type DesignerAction,
  type DesignerDeps,
  type DesignerState,
  generateProp,
  importOption,
  previewNotice,
  reduce,
} from '@nbxt/core/form/designer.ts';
import { defaultFormOptions } from '@nbxt/core/form/schema.ts';
import {
  designerStorageKeys,
  type KeyValueStorage,
  loadBeautifierSettings,
  loadDesignerForm,
  saveBeautifierSettings,
  saveDesignerForm,
} from '@nbxt/core/form/storage.ts';
import { fieldTypes } from '@nbxt/core/form/types.ts';
import { describe, expect, it } from 'vitest';

type Obj = Record<string, unknown>;

/** A clock that ticks and a random source that cycles through fixed values. */
function fakeDeps(): DesignerDeps {
  let time = 1_700_000_000_000;
  const values = [0.1, 0.5, 0.9, 0.25];
  let i = 0;
  return { now: () => time++, random: () => values[i++ % values.length]! };
}

function play(actions: DesignerAction[], deps = fakeDeps(), start = createDesigner()): DesignerState {
  return actions.reduce((state, action) => reduce(state, action, deps), start);
}

const props = (state: DesignerState, list = state.form.column as Obj[]) => list.map((f) => f.prop);
const input = paletteItem('input')!;

describe('field catalogue', () => {
  it('has every field type once, with a label, an icon and defaults', () => {
    const types = palette.flatMap((s) => s.list.map((i) => i.type));
    expect([...types].sort()).toEqual([...fieldTypes].sort());
    for (const item of paletteItems.values()) {
      expect(item.label.length).toBeGreaterThan(0);
      expect(item.icon).toMatch(/^icon-/);
    }
  });

  it('carries the spec defaults', () => {
    expect(paletteItem('rate')).toMatchObject({ max: 5, texts: ['极差', '失望', '一般', '满意', '惊喜'] });
    expect(paletteItem('switch')!.value).toBe('0');
    expect(paletteItem('upload')).toMatchObject({
      limit: 10,
      action: '/api/blade-resource/oss/endpoint/put-file',
      propsHttp: { res: 'data', url: 'link', name: 'name' },
    });
    expect(paletteItem('date')).toMatchObject({ format: 'yyyy-MM-dd' });
    expect(paletteItem('time')).toMatchObject({ format: 'HH:mm:ss' });
    expect(paletteItem('datetime')).toMatchObject({ format: 'yyyy-MM-dd HH:mm:ss' });
    expect(defaultFormOptions()).toMatchObject({
      labelPosition: 'left',
      labelWidth: 120,
      labelSuffix: '：',
      gutter: 0,
      menuBtn: true,
      menuPosition: 'center',
      submitText: '提交',
      emptyText: '清空',
    });
  });

  it('is frozen, and every item dropped on a form passes the checker', () => {
    expect(Object.isFrozen(paletteItem('select')!.dicData)).toBe(true);
    const deps = fakeDeps();
    let state = createDesigner();
    for (const item of paletteItems.values()) state = reduce(state, { type: 'add', item }, deps);
    expect(checkForm(state.form).problems.filter((p) => p.severity === 'error')).toEqual([]);
    const exported = exportForm(state.form);
    expect(exported.ok).toBe(true);
    // Import appends groups after the plain columns.
    const columns = state.form.column as Obj[];
    const reordered = [
      ...columns.filter((c) => c.type !== 'group'),
      ...columns.filter((c) => c.type === 'group'),
    ];
    if (exported.ok)
      expect(importForm(exported.value)).toEqual({ ok: true, value: { ...state.form, column: reordered } });
  });
});

describe('generated props', () => {
  it("are 'a' + timestamp + a random number up to 99999, from the injected clock and random source", () => {
    expect(generateProp({ now: () => 1700000000000, random: () => 0.5 })).toBe('a170000000000050000');
    expect(generateProp({ now: () => 1, random: () => 0.999999 })).toBe('a199999');
  });
  it('are unique within the form', () => {
    expect(generateProp({ now: () => 1, random: () => 0 }, new Set(['a10']))).not.toBe('a10');
  });
});

describe('designer actions', () => {
  it('add clones the palette item, drops icon and subfield, generates a prop and selects it', () => {
    const state = play([{ type: 'add', item: { ...input, subfield: true } }]);
    const field = (state.form.column as Obj[])[0]!;
    expect(field.icon).toBeUndefined();
    expect(field.subfield).toBeUndefined();
    expect(field.prop).toBe('a170000000000010000');
    expect(state.selected).toBe(field.prop);
    expect(paletteItem('input')!.prop).toBeUndefined();
  });

  it('add inserts at the given index; a sub-table child is marked subfield', () => {
    const deps = fakeDeps();
    let state = play(
      [
        { type: 'add', item: input },
        { type: 'add', item: paletteItem('dynamic')! },
      ],
      deps,
    );
    const [first, dyn] = props(state) as string[];
    state = reduce(state, { type: 'add', item: input, index: 0 }, deps);
    expect(props(state).slice(1)).toEqual([first, dyn]);
    state = reduce(state, { type: 'add', item: paletteItem('number')!, into: dyn }, deps);
    const child = (((state.form.column as Obj[])[2]!.children as Obj).column as Obj[])[0]!;
    expect(child).toMatchObject({ type: 'number', subfield: true });
  });

  it('rejected drops leave the state unchanged (no history entry)', () => {
    const deps = fakeDeps();
    const state = play(
      [
        { type: 'add', item: paletteItem('dynamic')! },
        { type: 'add', item: paletteItem('group')! },
      ],
      deps,
    );
    const [dyn, group] = props(state) as string[];
    for (const type of ['dynamic', 'ueditor', 'map', 'group'])
      expect(reduce(state, { type: 'add', item: paletteItem(type)!, into: dyn }, deps)).toBe(state);
    expect(reduce(state, { type: 'add', item: paletteItem('group')!, into: group }, deps)).toBe(state);
    expect(reduce(state, { type: 'add', item: input, into: 'missing' }, deps)).toBe(state);
    expect(canDrop('input', null)).toBe(true);
    expect(reduce(state, { type: 'add', item: input, into: group }, deps)).not.toBe(state);
  });

  it('clone inserts a copy with a new prop before the original, which stays selected', () => {
    const deps = fakeDeps();
    let state = play([{ type: 'add', item: input }], deps);
    const original = state.selected!;
    state = reduce(state, { type: 'clone', prop: original }, deps);
    const [copy, second] = props(state) as string[];
    expect(second).toBe(original);
    expect(copy).not.toBe(original);
    expect(state.selected).toBe(original);
    expect({ ...(state.form.column as Obj[])[0], prop: original }).toEqual((state.form.column as Obj[])[1]);
  });

  it('clone gives nested fields new props too (no duplicates)', () => {
    const deps = fakeDeps();
    let state = play([{ type: 'add', item: paletteItem('group')! }], deps);
    const group = state.selected!;
    state = reduce(state, { type: 'add', item: input, into: group }, deps);
    state = reduce(state, { type: 'clone', prop: group }, deps);
    expect(checkForm(state.form).problems.filter((p) => p.key === 'form.check.propDuplicate')).toEqual([]);
  });

  it('delete selects the next field, else the previous, else nothing', () => {
    const deps = fakeDeps();
    let state = play(
      [
        { type: 'add', item: input },
        { type: 'add', item: input },
        { type: 'add', item: input },
      ],
      deps,
    );
    const [a, b, c] = props(state) as string[];
    state = reduce(state, { type: 'remove', prop: b! }, deps);
    expect(state.selected).toBe(c);
    state = reduce(state, { type: 'remove', prop: c! }, deps);
    expect(state.selected).toBe(a);
    state = reduce(state, { type: 'remove', prop: a! }, deps);
    expect(state.selected).toBeNull();
    expect(state.form.column).toEqual([]);
  });

  it("change type takes the new type's defaults and keeps prop, icon, label and span", () => {
    const deps = fakeDeps();
    let state = play([{ type: 'add', item: input }], deps);
    const prop = state.selected!;
    state = reduce(
      state,
      { type: 'update', prop, patch: { label: '姓名', span: 12, icon: 'my-icon', maxlength: 5 } },
      deps,
    );
    state = reduce(state, { type: 'changeType', prop, fieldType: 'rate' }, deps);
    const field = (state.form.column as Obj[])[0]!;
    expect(field).toMatchObject({ type: 'rate', prop, label: '姓名', span: 12, icon: 'my-icon', max: 5 });
    expect(field.maxlength).toBeUndefined();
  });

  it('move reorders with one history entry; a move to the same place adds none', () => {
    const deps = fakeDeps();
    let state = play(
      [
        { type: 'add', item: input },
        { type: 'add', item: input },
      ],
      deps,
    );
    const [a, b] = props(state) as string[];
    const before = state.history.length;
    expect(reduce(state, { type: 'move', prop: a!, index: 0 }, deps)).toBe(state);
    state = reduce(state, { type: 'move', prop: a!, index: 1 }, deps);
    expect(props(state)).toEqual([b, a]);
    expect(state.history.length).toBe(before + 1);
  });

  it('move into a group or sub-table follows the drop rules and the subfield mark', () => {
    const deps = fakeDeps();
    let state = play(
      [
        { type: 'add', item: input },
        { type: 'add', item: paletteItem('dynamic')! },
        { type: 'add', item: paletteItem('group')! },
      ],
      deps,
    );
    const [field, dyn, group] = props(state) as string[];
    expect(reduce(state, { type: 'move', prop: group!, into: dyn, index: 0 }, deps)).toBe(state);
    expect(reduce(state, { type: 'move', prop: group!, into: group, index: 0 }, deps)).toBe(state);
    state = reduce(state, { type: 'move', prop: field!, into: dyn, index: 0 }, deps);
    expect((((state.form.column as Obj[])[0]!.children as Obj).column as Obj[])[0]).toMatchObject({
      prop: field,
      subfield: true,
    });
    state = reduce(state, { type: 'move', prop: field!, into: null, index: 0 }, deps);
    expect((state.form.column as Obj[])[0]!.subfield).toBeUndefined();
  });

  it('an action that changes nothing adds no entry and returns the same state', () => {
    const deps = fakeDeps();
    const state = play([{ type: 'add', item: input }], deps);
    const prop = state.selected!;
    expect(reduce(state, { type: 'update', prop, patch: { span: 24 } }, deps)).toBe(state);
    expect(reduce(state, { type: 'setFormOption', key: 'labelWidth', value: 120 }, deps)).toBe(state);
    expect(reduce(state, { type: 'select', prop }, deps)).toBe(state);
    expect(reduce(state, { type: 'remove', prop: 'nope' }, deps)).toBe(state);
    expect(reduce(state, { type: 'setFormOption', key: 'column', value: [] }, deps)).toBe(state);
  });

  it('rate required switch adds and removes the required rule', () => {
    const deps = fakeDeps();
    let state = play([{ type: 'add', item: paletteItem('rate')! }], deps);
    const prop = state.selected!;
    state = reduce(
      state,
      { type: 'update', prop, patch: { rules: [{ pattern: '^\\d$', message: 'x' }] } },
      deps,
    );
    state = reduce(state, { type: 'setRequired', prop, required: true }, deps);
    expect((state.form.column as Obj[])[0]).toMatchObject({
      required: true,
      rules: [
        { pattern: '^\\d$', message: 'x' },
        { required: true, message: '评价必须填写' },
      ],
    });
    state = reduce(state, { type: 'setRequired', prop, required: false }, deps);
    expect((state.form.column as Obj[])[0]!.rules).toEqual([{ pattern: '^\\d$', message: 'x' }]);
    expect((state.form.column as Obj[])[0]!.required).toBeUndefined();
  });

  it('tree multiple switch sets or removes a list default', () => {
    const deps = fakeDeps();
    let state = play([{ type: 'add', item: paletteItem('tree')! }], deps);
    const prop = state.selected!;
    state = reduce(state, { type: 'setMultiple', prop, multiple: true }, deps);
    expect((state.form.column as Obj[])[0]).toMatchObject({ multiple: true, value: [] });
    state = reduce(state, { type: 'setMultiple', prop, multiple: false }, deps);
    expect((state.form.column as Obj[])[0]!.value).toBeUndefined();
  });
});

describe('history', () => {
  it('undo is disabled at the first step and redo at the last', () => {
    const deps = fakeDeps();
    let state = createDesigner();
    expect(canUndo(state)).toBe(false);
    expect(canRedo(state)).toBe(false);
    expect(reduce(state, { type: 'undo' }, deps)).toBe(state);
    state = reduce(state, { type: 'add', item: input }, deps);
    expect(canUndo(state)).toBe(true);
    expect(canRedo(state)).toBe(false);
    state = reduce(state, { type: 'undo' }, deps);
    expect(state.form.column).toEqual([]);
    expect(state.selected).toBeNull();
    expect(canRedo(state)).toBe(true);
    state = reduce(state, { type: 'redo' }, deps);
    expect((state.form.column as Obj[]).length).toBe(1);
    expect(reduce(state, { type: 'redo' }, deps)).toBe(state);
  });

  it('keeps at most 20 steps, dropping the oldest', () => {
    const deps = fakeDeps();
    let state = createDesigner();
    for (let i = 0; i < 25; i++) state = reduce(state, { type: 'add', item: input }, deps);
    expect(state.history.length).toBe(20);
    expect(state.index).toBe(19);
    for (let i = 0; i < 30; i++) state = reduce(state, { type: 'undo' }, deps);
    expect((state.form.column as Obj[]).length).toBe(6);
    expect(canUndo(state)).toBe(false);
  });

  it('a new step discards the redo steps', () => {
    const deps = fakeDeps();
    let state = play(
      [
        { type: 'add', item: input },
        { type: 'add', item: input },
      ],
      deps,
    );
    state = reduce(state, { type: 'undo' }, deps);
    state = reduce(state, { type: 'setFormOption', key: 'gutter', value: 10 }, deps);
    expect(canRedo(state)).toBe(false);
    expect(state.history.length).toBe(3);
  });

  it('entries are immutable and later edits never change them', () => {
    const deps = fakeDeps();
    let state = play([{ type: 'add', item: input }], deps);
    const entry = state.history[1]!;
    const snapshot = structuredClone(entry);
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen((entry.column as Obj[])[0])).toBe(true);
    expect(() => {
      (entry.column as Obj[]).push({});
    }).toThrow();
    state = reduce(state, { type: 'update', prop: state.selected!, patch: { label: 'changed' } }, deps);
    expect(state.history[1]).toEqual(snapshot);
  });
});

describe('preview, clear and persistence', () => {
  it('preview and clear notices', () => {
    expect(previewNotice({ column: [] })).toBe('form.preview.empty');
    expect(previewNotice({ column: [{ prop: 'a' }] })).toBeNull();
    expect(clearNotice({ column: [] })).toBe('form.clear.empty');
    expect(clearNotice({ column: [{ prop: 'a' }] })).toBe('form.clear.confirm');
    const state = createDesigner();
    expect(reduce(state, { type: 'clear' }, fakeDeps())).toBe(state);
  });

  function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
  }

  it("saves under 'avue-form' and removes the key when there are no fields", () => {
    const storage = memoryStorage();
    saveDesignerForm(storage, { column: [{ prop: 'a' }] });
    expect(designerStorageKeys.form).toBe('avue-form');
    expect(JSON.parse(storage.data.get('avue-form')!)).toEqual({ column: [{ prop: 'a' }] });
    expect(loadDesignerForm(storage)).toEqual({ column: [{ prop: 'a' }] });
    saveDesignerForm(storage, { column: [] });
    expect(storage.data.has('avue-form')).toBe(false);
    expect(loadDesignerForm(storage)).toBeNull();
    storage.setItem('avue-form', '{not json');
    expect(loadDesignerForm(storage)).toBeNull();
    saveDesignerForm(storage, { column: [{ prop: 'b' }] }, 'site1-');
    expect(storage.data.has('site1-avue-form')).toBe(true);
  });

  it("beautifier settings under 'avue-form-beautifier-options', defaults when missing or invalid", () => {
    const storage = memoryStorage();
    expect(loadBeautifierSettings(storage)).toEqual({
      enabled: false,
      indent: 2,
      quotes: 'single',
      unquoteKeys: true,
      unquoteNumbers: false,
    });
    saveBeautifierSettings(storage, {
      enabled: true,
      indent: 4,
      quotes: 'double',
      unquoteKeys: false,
      unquoteNumbers: true,
    });
    expect(JSON.parse(storage.data.get('avue-form-beautifier-options')!)).toMatchObject({ indent: 4 });
    expect(loadBeautifierSettings(storage)).toMatchObject({ enabled: true, indent: 4, quotes: 'double' });
    storage.setItem('avue-form-beautifier-options', '{"indent": 9}');
    expect(loadBeautifierSettings(storage).indent).toBe(2);
  });

  it('load replaces the form (import JSON) as one step', () => {
    const deps = fakeDeps();
    const state = reduce(createDesigner(), { type: 'load', form: { column: [{ prop: 'x' }] } }, deps);
    expect(state.history.length).toBe(2);
    expect(reduce(state, { type: 'load', form: { column: 'bad' } as unknown as Obj }, deps)).toBe(state);
  });

  it('import JSON turns an avue option into the designer form; an illegal one is refused with 非法配置 and its problems, the form kept', () => {
    const deps = fakeDeps();
    const { state, error } = importOption(
      createDesigner(),
      { column: [{ prop: 'a' }], group: [{ prop: 'g', column: [] }] },
      deps,
    );
    expect(error).toBeUndefined();
    expect(state.form.column).toEqual([
      { prop: 'a' },
      { type: 'group', prop: 'g', children: { column: [] } },
    ]);
    const bad = importOption(state, { column: 'x' }, deps);
    expect(bad.error).toEqual({ key: 'form.invalid', reason: 'notArray', path: ['column'] });
    expect(bad.problems).toEqual([
      {
        key: 'form.invalid',
        severity: 'error',
        path: ['column'],
        params: { reason: 'form.invalid.notArray' },
      },
    ]);
    // Nothing wiped: the same state, the fields on the canvas and the history as they were.
    expect(bad.state).toBe(state);
    const several = importOption(state, { column: [{ prop: 1 }], group: 3 }, deps);
    expect(several.state).toBe(state);
    expect(several.problems?.map((p) => p.path)).toEqual([['column', 0, 'prop'], ['group']]);
  });
});
