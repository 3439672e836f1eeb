import { paletteItem } from '@nbxt/core/form/catalogue.ts';
import {
  createDesigner,
  type DesignerAction,
  type DesignerDeps,
  type DesignerState,
  reduce,
  shareUnchanged,
} from '@nbxt/core/form/designer.ts';
import { dropRefusal, dropTargets, stepMove } from '@nbxt/core/form/designer-moves.ts';
import {
  clampToRange,
  generalProperties,
  propertyRange,
  rateTexts,
} from '@nbxt/core/form/property-ranges.ts';
import { describe, expect, it } from 'vitest';

type Obj = Record<string, unknown>;

function fakeDeps(): DesignerDeps {
  let time = 1_700_000_000_000;
  return { now: () => time++, random: () => 0.5 };
}

function play(actions: DesignerAction[], deps = fakeDeps(), start = createDesigner()): DesignerState {
  return actions.reduce((state, action) => reduce(state, action, deps), start);
}

const field = (type: string, prop: string, extra: Obj = {}) => ({ ...paletteItem(type)!, prop, ...extra });
const column = (state: DesignerState) => state.form.column as Obj[];
const children = (f: Obj) => (f.children as { column: Obj[] }).column;

function sample(): DesignerState {
  return play([
    { type: 'add', item: field('input', 'a') },
    { type: 'add', item: field('group', 'g') },
    { type: 'add', item: field('dynamic', 'd') },
    { type: 'add', item: field('input', 'b'), into: 'g' },
    { type: 'add', item: field('date', 'c'), into: 'd' },
  ]);
}

describe('designer edits keep unchanged fields', () => {
  it('an update replaces only the changed field and the lists holding it', () => {
    const before = sample();
    const after = reduce(before, { type: 'update', prop: 'b', patch: { label: 'B' } }, fakeDeps());
    const [a, g, d] = column(before);
    const [a2, g2, d2] = column(after);
    expect(a2).toBe(a);
    expect(d2).toBe(d);
    expect(g2).not.toBe(g);
    expect(children(g2!)[0]!.label).toBe('B');
  });

  it('an insertion at the top keeps every existing field', () => {
    const before = sample();
    const after = reduce(before, { type: 'add', item: field('input', 'z'), index: 0 }, fakeDeps());
    expect(column(after).slice(1)).toEqual(column(before));
    for (const [i, f] of column(before).entries()) expect(column(after)[i + 1]).toBe(f);
  });

  it('a move keeps the moved field itself when its place changes nothing in it', () => {
    const before = sample();
    const a = column(before)[0];
    const after = reduce(before, { type: 'move', prop: 'a', into: null, index: 2 }, fakeDeps());
    expect(column(after)[2]).toBe(a);
  });

  it('shares nothing with a different value and everything with an equal one', () => {
    const prev = { x: [{ prop: 'p', v: 1 }], y: { z: 1 } };
    expect(shareUnchanged(prev, structuredClone(prev))).toBe(prev);
    const next = shareUnchanged(prev, { x: [{ prop: 'p', v: 2 }], y: { z: 1 } });
    expect(next.y).toBe(prev.y);
    expect(next.x[0]).not.toBe(prev.x[0]);
  });

  it('undo gives back the earlier objects', () => {
    const before = sample();
    const after = play(
      [{ type: 'update', prop: 'a', patch: { label: 'A' } }, { type: 'undo' }],
      fakeDeps(),
      before,
    );
    expect(after.form).toBe(before.form);
  });
});

describe('keyboard moves', () => {
  it('steps a field up and down inside its list, not past its ends', () => {
    const state = sample();
    expect(stepMove(state.form, 'a', -1)).toBeUndefined();
    expect(stepMove(state.form, 'a', 1)).toEqual({ type: 'move', prop: 'a', into: null, index: 1 });
    expect(stepMove(state.form, 'b', 1)).toBeUndefined();
  });

  it('offers only the containers that accept the field', () => {
    const state = sample();
    expect(dropTargets(state.form, 'a').map((t) => t.into)).toEqual(['g', 'd']);
    // A group goes into neither a group nor a sub-table; out of the root there is nowhere to go.
    expect(dropTargets(state.form, 'g')).toEqual([]);
    // A sub-field may go back to the form or into the group.
    expect(dropTargets(state.form, 'c').map((t) => t.into)).toEqual([null, 'g']);
  });

  it('says why a drop is refused', () => {
    expect(dropRefusal('group', 'dynamic')).toEqual({
      key: 'form.check.notInDynamic',
      params: { type: 'group' },
    });
    expect(dropRefusal('group', 'group')).toEqual({ key: 'form.check.groupInGroup' });
    expect(dropRefusal('input', 'dynamic')).toBeNull();
  });
});

describe('property ranges', () => {
  it('follow §5.3 and §9', () => {
    expect(propertyRange({}, 'span')).toMatchObject({ min: 8, max: 24 });
    expect(propertyRange({}, 'precision')).toMatchObject({ min: 0, max: 10 });
    expect(propertyRange({ type: 'upload' }, 'limit')).toMatchObject({ min: 1 });
    expect(propertyRange({ type: 'select', dicData: [1, 2, 3] }, 'limit')).toMatchObject({ min: 0, max: 3 });
    expect(propertyRange({ type: 'slider', min: 2, max: 10 }, 'min')).toMatchObject({ min: 0, max: 9 });
    expect(propertyRange({ type: 'slider', min: 2, max: 10 }, 'max')).toMatchObject({ min: 3 });
    expect(propertyRange({ type: 'slider', min: 2, max: 10 }, 'step')).toMatchObject({ min: 1, max: 8 });
    expect(propertyRange({}, 'minRows')).toMatchObject({ min: 1 });
    expect(propertyRange({}, 'maxRows')).toMatchObject({ min: 2 });
    expect(propertyRange({}, 'width')).toMatchObject({ min: 100 });
    expect(clampToRange(30, propertyRange({}, 'span'))).toBe(24);
    expect(clampToRange(2, propertyRange({}, 'span'))).toBe(8);
  });

  it('caps rate texts by the max and shows width only for sub-fields', () => {
    expect(rateTexts({ max: 3 }, ['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(generalProperties({ type: 'input', subfield: true })).toMatchObject({ width: true, span: false });
    expect(generalProperties({ type: 'group' })).toMatchObject({ width: false, span: false });
    expect(generalProperties({ type: 'cascader' }).dataType).toBe(true);
  });
});

describe('property paths', () => {
  it('reads and patches nested properties, keeping their siblings', async () => {
    const { propertyPatch, propertyValue } = await import('@nbxt/core/form/property-ranges.ts');
    const title = { type: 'title', styles: { color: '#000', fontSize: '18px' } };
    expect(propertyValue(title, 'styles.color')).toBe('#000');
    expect(propertyPatch(title, 'styles.color', '#f00')).toEqual({
      styles: { color: '#f00', fontSize: '18px' },
    });
    expect(propertyPatch(title, 'styles.color', undefined)).toEqual({ styles: { fontSize: '18px' } });
    expect(propertyPatch(title, 'label', 'x')).toEqual({ label: 'x' });
  });
});

describe('reading beautified text back', () => {
  it('gives the same value for every beautify setting', async () => {
    const { beautify } = await import('@nbxt/core/form/beautify.ts');
    const { parseLiteralText, LiteralSyntaxError } = await import('@nbxt/core/form/literal-text.ts');
    const value = {
      column: [{ prop: 'a', label: 'it\'s "x"', span: 12, dicData: [{ value: 1 }], on: true, no: null }],
      'a-b': -1.5e3,
    };
    for (const quotes of ['single', 'double'] as const)
      for (const indent of [1, 4]) {
        const result = beautify(value, { quotes, indent, unquoteKeys: true });
        expect(result.ok && parseLiteralText(result.text)).toEqual(value);
      }
    expect(() => parseLiteralText("{a: 'x',,}")).toThrow(LiteralSyntaxError);
    expect(() => parseLiteralText('{a: alert(1)}')).toThrow(LiteralSyntaxError);
  });
});

describe('problems point at fields', () => {
  it('finds the innermost field on a path', async () => {
    const { fieldAtPath } = await import('@nbxt/core/form/designer-moves.ts');
    const state = sample();
    expect(fieldAtPath(state.form, ['column', 2, 'children', 'column', 0, 'span'])).toBe('c');
    expect(fieldAtPath(state.form, ['column', 0])).toBe('a');
    expect(fieldAtPath(state.form, ['labelWidth'])).toBeNull();
  });
});

describe('import JSON access', () => {
  it('is hidden for signed-in normal users only', async () => {
    const { canImportDefinition } = await import('@nbxt/core/form/designer-access.ts');
    expect(canImportDefinition({ signedIn: false })).toBe(true);
    expect(canImportDefinition({ signedIn: true, roleName: 'administrator' })).toBe(true);
    expect(canImportDefinition({ signedIn: true, roleName: 'user,admin' })).toBe(true);
    expect(canImportDefinition({ signedIn: true, roleName: 'user' })).toBe(false);
  });
});
