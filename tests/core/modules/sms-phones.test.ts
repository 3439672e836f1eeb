import { describe, expect, it } from 'vitest';
import { registry } from '../../../core/src/resources/registry.ts';
import { invalidValues, missingRequired } from '../../../core/src/resources/required.ts';

/**
 * business-modules.md §5: the phone numbers SMS go to — payslips (a payslip row's number), merchant SMS
 * records and the epidemic's notices — are not empty, 11 characters and a mainland mobile, checked before
 * anything is sent.
 */
describe('the numbers SMS go to (§5)', () => {
  it.each([
    ['payslip-detail', 'phoneNumber'],
    ['merchant-sms-record', 'phone'],
    ['epidemic-sms', 'phone'],
  ])('%s.%s: not empty, 11 characters, a mobile', (entry, field) => {
    const spec = registry[entry]!;
    const problems = (phone: string) => [
      ...missingRequired(spec, { [field]: phone })
        .filter((m) => m.field === field)
        .map((m) => m.message),
      ...invalidValues(spec, { [field]: phone }).map((m) => m.message),
    ];
    expect(problems('')).toEqual([`${entry}.${field}.required`]);
    expect(problems('1381234567')).toEqual(['validate.phone.length']);
    expect(problems('05741234567')).toEqual(['validate.phone.format']);
    expect(problems('13812345678')).toEqual([]);
  });
});
