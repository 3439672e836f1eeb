import { describe, expect, it } from 'vitest';
import {
  codedText,
  fieldText,
  labelledByDictionary,
  moneyText,
  shownWhole,
  valueLabel,
} from '../../../core/src/dict/field-text.ts';
import { withFixedDictionaries } from '../../../core/src/dict/fixed.ts';
import { readDictItems } from '../../../core/src/dict/items.ts';
import { translate } from '../../../core/src/i18n/index.ts';
import { getResource, registry } from '../../../core/src/resources/registry.ts';

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

describe("a value's label", () => {
  const server = { notice: readDictItems([{ dictKey: 1, dictValue: '发布通知' }]) };
  const zh = withFixedDictionaries(server, (key) => translate(key, 'zh'));
  const en = withFixedDictionaries(server, (key) => translate(key, 'en'));
  const customerType = getResource('crm-customer')!.fields.find((f) => f.name === 'customerType')!;

  it("a module's own choice by the label it declares, in the current language", () => {
    expect(valueLabel(customerType, '3', zh)).toBe('机关事业单位');
    expect(valueLabel(customerType, 3, en)).toBe('Public body');
    expect(fieldText(customerType, '1', zh)).toBe('企业');
  });

  it("a server dictionary's code by its item's label", () => {
    expect(valueLabel({ dict: 'notice' }, 1, zh)).toBe('发布通知');
  });

  it('an unknown code, a blank or a missing dictionary: no label; the value shows as it is', () => {
    expect(valueLabel(customerType, '9', zh)).toBeUndefined();
    expect(fieldText(customerType, '9', zh)).toBe('9');
    expect(valueLabel(customerType, '', zh)).toBeUndefined();
    expect(valueLabel(customerType, null, zh)).toBeUndefined();
    expect(valueLabel({ dict: 'absent' }, '1', zh)).toBeUndefined();
    expect(valueLabel({ dict: 'notice' }, 1, undefined)).toBeUndefined();
    expect(valueLabel({}, 'plain', zh)).toBeUndefined();
  });

  it('a comma list of codes: each labelled, unknown ones kept as they are', () => {
    expect(valueLabel(customerType, '1,3', zh)).toBe('企业, 机关事业单位');
    expect(valueLabel(customerType, '1,9', en)).toBe('Company, 9');
    expect(valueLabel(customerType, '8,9', zh)).toBeUndefined();
    expect(codedText(zh[customerType.dict!], '2,')).toBe('个体工商户');
  });

  it('a boolean as yes or no in the current language; a code its dictionary lacks is not one', () => {
    expect([true, false].map((v) => valueLabel({}, v, zh))).toEqual(['是', '否']);
    expect([true, false].map((v) => fieldText({}, v, en))).toEqual(['Yes', 'No']);
    expect(valueLabel({ type: 'boolean' }, 'true', zh)).toBe('是');
    expect(valueLabel({ type: 'boolean' }, 1, zh)).toBeUndefined();
    expect(valueLabel({}, 'true', zh)).toBeUndefined();
  });

  it('a code nobody names (a householder’s data source): set or blank, never the bare code', () => {
    const source = getResource('householder')!.fields.find((f) => f.name === 'dataSource')!;
    expect(source.unnamedCodes).toBe(true);
    expect([2, '7'].map((v) => fieldText(source, v, zh))).toEqual(['已设置', '已设置']);
    expect(fieldText(source, 2, en)).toBe('Set');
    expect(fieldText(source, '', zh)).toBe('—');
    expect(fieldText({ ...source, unnamedCodes: false }, 2, zh)).toBe('2');
  });
});

describe('shownWhole: which list cells are never cut', () => {
  it('keeps values of a fixed shape whole and lets free text be cut', () => {
    for (const kind of ['phone', 'mobile', 'money', 'idcard', 'year', 'month', 'code'] as const)
      expect(shownWhole({ kind }), kind).toBe(true);
    for (const type of ['number', 'date', 'datetime', 'boolean'] as const)
      expect(shownWhole({ type }), type).toBe(true);
    for (const kind of ['person', 'company', 'address', 'title', 'content', 'email', 'url'] as const)
      expect(shownWhole({ kind }), kind).toBe(false);
    expect(shownWhole({})).toBe(false);
    expect(shownWhole({ type: 'string' })).toBe(false);
  });

  it('keeps every dictionary-labelled field of the registry whole (its labels are a fixed set of short names)', () => {
    const labelled = Object.values(registry).flatMap((spec) => spec.fields.filter(labelledByDictionary));
    expect(labelled.length).toBeGreaterThan(20);
    for (const field of labelled) expect(shownWhole(field), field.name).toBe(true);
    expect(shownWhole({ type: 'string', dict: 'customer_type' })).toBe(true);
  });
});
