import { describe, expect, it } from 'vitest';
import { monitorRecord } from '../../../core/src/modules/monitor-supervision.ts';
import { refuseEvalfile, refuseFormdata } from '../../../core/src/modules/refuse.ts';
import { yearFilters } from '../../../core/src/resources/year-filters.ts';

describe('yearFilters', () => {
  it('puts an entry filtered by a year field on the given year', () => {
    expect(yearFilters(refuseFormdata, 2026)).toEqual({ year: '2026' });
  });
  it('gives none where the year is not a filter, or there is no year', () => {
    expect(yearFilters(refuseEvalfile, 2026)).toEqual({});
    expect(yearFilters(monitorRecord, 2026)).toEqual({});
  });
});
