import { describe, expect, it } from 'vitest';
import {
  childListArgs,
  dictDefaults,
  initialDictLayout,
  keepParent,
  selectParent,
} from '../../../core/src/admin-ui/dict-layout.ts';

describe('dictionary layouts', () => {
  it('children inherit the selected parent code and id', () => {
    const state = selectParent({ id: 42, code: 'sex', dictValue: '性别' });
    expect(childListArgs(state)).toEqual({ parentId: '42' });
    expect(dictDefaults(state, true)).toEqual({ code: 'sex' });
    expect(dictDefaults(state, false)).toEqual({});
    expect(dictDefaults(initialDictLayout, true)).toEqual({});
  });

  it('has no child list without a parent and drops a parent that disappeared', () => {
    expect(childListArgs(initialDictLayout)).toBeUndefined();
    const state = selectParent({ id: '1', code: 'a' });
    expect(keepParent(state, [{ id: '1' }])).toBe(state);
    expect(keepParent(state, [{ id: '2' }])).toEqual(initialDictLayout);
  });
});
