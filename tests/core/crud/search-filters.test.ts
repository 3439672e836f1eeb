import { describe, expect, it } from 'vitest';
import { searchFilters } from '../../../core/src/crud/search-filters.ts';
import { oss } from '../../../core/src/resources/system.ts';

describe('the list filters of a search (console search box and nbxt list --filter)', () => {
  it('matches an exact field exactly (_equal) and the others by LIKE, dropping blanks', () => {
    expect(searchFilters(oss, { status: ' 2 ', ossCode: 'minio', category: '  ' })).toEqual({
      ossCode: 'minio',
      status_equal: '2',
    });
  });

  it('passes other keys as given (an id, a key already suffixed), unless only the search fields count', () => {
    const given = { id: '7', ossCode_equal: 'a', ossCode: 'b' };
    expect(searchFilters(oss, given)).toEqual({ ossCode: 'b', id: '7', ossCode_equal: 'a' });
    expect(searchFilters(oss, given, { searchOnly: true })).toEqual({ ossCode: 'b' });
  });
});
