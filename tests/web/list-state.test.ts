import { describe, expect, it } from 'vitest';
import { formFields, formValues, submitBody } from '../../core/src/resources/form-values.ts';
import { oss, param } from '../../core/src/resources/system.ts';
import {
  initialListState,
  keepSelection,
  listColumns,
  listReducer,
  listStateFor,
  rowId,
  searchFields,
  toFilters,
} from '../../web/src/kit/list-state.ts';

describe('list screen state (platform.md §7.1, §9)', () => {
  it('starts on page 1 with 10 rows', () => {
    expect(initialListState).toEqual({ current: 1, size: 10, sizes: [10, 30, 50, 100, 200], search: {} });
  });

  it('resets to page 1 when the search changes or is cleared', () => {
    const onPage3 = listReducer(initialListState, { type: 'page', current: 3 });
    expect(onPage3.current).toBe(3);
    expect(listReducer(onPage3, { type: 'search', search: { paramKey: 'a' } })).toMatchObject({
      current: 1,
      search: { paramKey: 'a' },
    });
    expect(listReducer({ ...onPage3, search: { paramKey: 'a' } }, { type: 'reset' })).toEqual({
      ...initialListState,
      size: onPage3.size,
    });
  });

  it('offers the page sizes 10/30/50/100/200 only, and a new size starts on page 1', () => {
    const onPage2 = listReducer(initialListState, { type: 'page', current: 2 });
    for (const size of [10, 30, 50, 100, 200])
      expect(listReducer(onPage2, { type: 'size', size })).toMatchObject({ size, current: 1 });
    expect(listReducer(onPage2, { type: 'size', size: 20 })).toBe(onPage2);
  });

  it('starts a screen that fixes its page size (§9 size 99) on that size, offered among the usual ones', () => {
    const state = listStateFor(99);
    expect(state).toMatchObject({ current: 1, size: 99, sizes: [10, 30, 50, 99, 100, 200] });
    expect(listReducer(state, { type: 'size', size: 10 })).toMatchObject({ size: 10 });
    expect(listReducer(listReducer(state, { type: 'size', size: 10 }), { type: 'size', size: 99 }).size).toBe(
      99,
    );
    expect(listStateFor(undefined)).toBe(initialListState);
  });

  it('reads the param entry: search by paramName/paramKey, three list columns, four form fields', () => {
    expect(searchFields(param).map((f) => f.name)).toEqual(['paramName', 'paramKey']);
    expect(listColumns(param).map((f) => f.name)).toEqual(['paramName', 'paramKey', 'paramValue']);
    expect(formFields(param).map((f) => f.name)).toEqual(['paramName', 'paramKey', 'paramValue', 'remark']);
  });

  it('builds LIKE filters from the search, dropping blanks, `_equal` for exact filters', () => {
    expect(toFilters(param, { paramName: '  ', paramKey: ' sys.site ' })).toEqual({ paramKey: 'sys.site' });
    const exactSpec = { ...param, fields: param.fields.map((f) => ({ ...f, filter: 'equal' as const })) };
    expect(toFilters(exactSpec, { paramKey: 'k' })).toEqual({ paramKey_equal: 'k' });
  });

  it('searches object storage by the exact keys of its coded fields, its code with LIKE', () => {
    expect(searchFields(oss).map((f) => f.name)).toEqual(['category', 'ossCode', 'status']);
    expect(toFilters(oss, { category: '1', ossCode: 'mi', status: '2' })).toEqual({
      category_equal: '1',
      ossCode: 'mi',
      status_equal: '2',
    });
  });

  it('submits the form fields plus the id when editing, nothing from the list row', () => {
    const values = formValues(param, {
      id: '1123598821738675201',
      paramName: 'n',
      paramKey: 'k',
      extra: 'x',
    });
    expect(values).toEqual({ paramName: 'n', paramKey: 'k', paramValue: '', remark: '' });
    const body = submitBody(param, { ...values, paramValue: 'v' }, '1123598821738675201');
    expect(body).toEqual({
      id: '1123598821738675201',
      paramName: 'n',
      paramKey: 'k',
      paramValue: 'v',
      remark: '',
    });
    expect(submitBody(param, values, undefined)).not.toHaveProperty('id');
  });

  it('leaves the blank fields out of a new record (no `year: ""`), keeps them on an edit to clear them', () => {
    const values = { paramName: 'n', paramKey: '', paramValue: '', remark: '' };
    expect(submitBody(param, values, undefined)).toEqual({ paramName: 'n' });
    expect(submitBody(param, values, '7')).toEqual({
      id: '7',
      paramName: 'n',
      paramKey: '',
      paramValue: '',
      remark: '',
    });
  });

  it('keeps snowflake ids as strings and drops selections that left the page', () => {
    expect(rowId(param, { id: '1123598821738675201' })).toBe('1123598821738675201');
    expect(keepSelection(['a', 'b', 'c'], ['c', 'a', 'z'])).toEqual(['a', 'c']);
  });

  it('keeps the same selection when every selected row is still there (no re-render of the list)', () => {
    const selected = ['a', 'c'];
    expect(keepSelection(selected, ['c', 'b', 'a'])).toBe(selected);
    const none: string[] = [];
    expect(keepSelection(none, [])).toBe(none);
  });
});
