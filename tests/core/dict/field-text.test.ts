import { describe, expect, it } from 'vitest';
import { fieldText, moneyText } from '../../../core/src/dict/field-text.ts';
import { getResource } from '../../../core/src/resources/registry.ts';

describe('what a cell shows', () => {
  const amount = getResource('contract-info')!.fields.find((f) => f.name === 'contractAmount')!;

  it('an amount of money grouped with two decimals, as the spec shows amounts', () => {
    expect(fieldText(amount, 120000, {})).toBe('120,000.00');
    expect(fieldText(amount, '79441.8', {})).toBe('79,441.80');
    expect(fieldText(amount, null, {})).toBe('—');
    expect(moneyText('abc')).toBeUndefined();
  });

  it('other numbers as they are', () => {
    const count = getResource('refuse-formdata')!.fields.find((f) => f.name === 'score')!;
    expect(fieldText(count, 120000, {})).toBe('120000');
  });
});
