import { describe, expect, it } from 'vitest';
import { addedForm } from '../../../core/src/form/added-form.ts';

describe('addedForm', () => {
  const saved = { formName: '走访记录', appId: '7' };
  it('is the newest form of the saved name and owner (snowflake ids compared by value)', () => {
    const records = [
      { id: '1900000000000000002', formName: '走访记录', appId: '7' },
      { id: '1900000000000000010', formName: '走访记录', appId: '7' },
      { id: '999', formName: '走访记录', appId: '7' },
      { id: '1900000000000000099', formName: '走访记录', appId: '8' },
      { id: '1900000000000000100', formName: '巡查记录', appId: '7' },
    ];
    expect(addedForm(records, saved, 'appId')?.id).toBe('1900000000000000010');
  });
  it('is none when no listed form has that name in that owner', () => {
    expect(addedForm([{ id: '1', formName: '走访记录', appId: '8' }], saved, 'appId')).toBeUndefined();
  });
});
