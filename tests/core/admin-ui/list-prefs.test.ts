import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellText,
  columnHead,
  dateRangeFilters,
  nextSort,
  sortParams,
  sortRows,
  toggleColumn,
  visibleColumns,
} from '../../../core/src/admin-ui/list-prefs.ts';

describe('list preferences', () => {
  it('cycles a column through ascending, descending and unsorted', () => {
    const a = nextSort(undefined, 'name');
    expect(a).toEqual({ field: 'name', direction: 'asc' });
    const d = nextSort(a, 'name');
    expect(d).toEqual({ field: 'name', direction: 'desc' });
    expect(nextSort(d, 'name')).toBeUndefined();
    expect(nextSort(d, 'sort')).toEqual({ field: 'sort', direction: 'asc' });
    expect(sortParams(a)).toEqual({ ascs: 'name' });
    expect(sortParams(d)).toEqual({ descs: 'name' });
    expect(sortParams(undefined)).toEqual({});
  });

  it('sorts numbers numerically, text by locale, blanks last, stably', () => {
    const rows = [{ v: '10' }, { v: 2 }, { v: '' }, { v: '9' }];
    expect(sortRows(rows, { field: 'v', direction: 'asc' }).map((r) => r.v)).toEqual([2, '9', '10', '']);
    expect(sortRows(rows, { field: 'v', direction: 'desc' }).map((r) => r.v)).toEqual(['10', '9', 2, '']);
    expect(sortRows(rows, undefined)).toEqual(rows);
    fc.assert(
      fc.property(fc.array(fc.record({ v: fc.oneof(fc.integer(), fc.string()) })), (list) => {
        const sorted = sortRows(list, { field: 'v', direction: 'asc' });
        expect(sorted).toHaveLength(list.length);
        expect(sortRows(sorted, { field: 'v', direction: 'asc' })).toEqual(sorted);
      }),
    );
  });

  it('hides and shows columns but never the last one', () => {
    const all = ['a', 'b'];
    expect(toggleColumn([], 'a', all)).toEqual(['a']);
    expect(toggleColumn(['a'], 'a', all)).toEqual([]);
    expect(toggleColumn(['a'], 'b', all)).toEqual(['a']);
    expect(visibleColumns([{ name: 'a' }, { name: 'b' }], ['a'])).toEqual([{ name: 'b' }]);
  });

  it('builds whole-day created-between filters', () => {
    expect(dateRangeFilters('2024-01-02', '2024-01-05')).toEqual({
      createTime_dategt: '2024-01-02 00:00:00',
      createTime_datelt: '2024-01-05 23:59:59',
    });
    expect(dateRangeFilters('', 'nonsense')).toEqual({});
    expect(dateRangeFilters(undefined, '2024-02-01', 'releaseTime')).toEqual({
      releaseTime_datelt: '2024-02-01 23:59:59',
    });
  });

  it('renders cell text for copying', () => {
    expect(cellText(null)).toBe('—');
    expect(cellText('')).toBe('—');
    expect(cellText(0)).toBe('0');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('columnHead: how a list column’s name breaks', () => {
  it('keeps the second half of a Chinese name on one line (up to four), a short one whole', () => {
    expect(columnHead('客户类型')).toEqual({ lead: '客户', tail: '类型' });
    expect(columnHead('负责人姓名')).toEqual({ lead: '负责', tail: '人姓名' });
    expect(columnHead('统一社会信用代码')).toEqual({ lead: '统一社会', tail: '信用代码' });
    expect(columnHead('关联项目任务的名称')).toEqual({ lead: '关联项目任', tail: '务的名称' });
    expect(columnHead('错误数')).toEqual({ lead: '', tail: '错误数' });
    expect(columnHead('状态')).toEqual({ lead: '', tail: '状态' });
  });

  it('lets a name of words break between them, its last letter kept with the sort mark', () => {
    expect(columnHead('Customer type')).toEqual({ lead: 'Customer typ', tail: 'e' });
  });

  it('keeps every character, the tail never longer than half the name past three, at most four', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (name) => {
        const { lead, tail } = columnHead(name);
        expect(lead + tail).toBe(name);
        const n = [...name].length;
        if (n > 3 && !/\s/.test(name.trim())) {
          expect([...tail].length).toBeLessThanOrEqual(Math.min(Math.ceil(n / 2), 4));
          expect([...tail].length).toBeGreaterThanOrEqual([...lead].length >= 4 ? 4 : [...lead].length);
        }
      }),
    );
  });
});
