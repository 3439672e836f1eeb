import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseRegionValue,
  type RegionValue,
  regionLevelNames,
  regionText,
  selectRegion,
} from '../../../core/src/form/region-picker.ts';
import { householder } from '../../../core/src/modules/household.ts';
import { formText, formValues, submitBody } from '../../../core/src/resources/form-values.ts';

/** A region of 1 to 5 levels as the server stores it: each level's code by name, the codes and the names. */
const regionArb = fc
  .array(
    fc.record({
      code: fc.stringMatching(/^[1-9][0-9]{1,11}$/),
      name: fc.string({ minLength: 1, maxLength: 8 }),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((path) => {
    const region: RegionValue = { value: [], label: [] };
    for (const [i, choice] of path.entries()) {
      region[regionLevelNames[i]!] = choice.code;
      region.value.push(choice.code);
      region.label.push(choice.name);
    }
    return region;
  });

const record = (area: unknown) => ({
  id: '1700000000000000101',
  name: '张三',
  idCard: '11010519491231002X',
  area,
});

describe('region and cascader values in a record form (forms-and-survey.md §3.2)', () => {
  it('saved unchanged, a region of any depth goes back as it was read (every level, value and label)', () => {
    fc.assert(
      fc.property(regionArb, (area) => {
        const read = record(area);
        const body = submitBody(householder, formValues(householder, read), read.id, read);
        expect(body.area).toEqual(area);
      }),
    );
  });

  it('its text read back by the picker keeps every level, and a changed one is sent as the object', () => {
    fc.assert(
      fc.property(regionArb, regionArb, (area, other) => {
        expect(parseRegionValue(formText(area))).toEqual(area);
        const read = record(area);
        const values = { ...formValues(householder, read), area: regionText(other) };
        expect(submitBody(householder, values, read.id, read).area).toEqual(other);
      }),
    );
  });

  it('a level picked again keeps those above it and clears those below', () => {
    fc.assert(
      fc.property(regionArb, fc.nat(), (area, at) => {
        const index = at % area.value.length;
        const picked = selectRegion(area, index, { code: '999999', name: '新' }, 6);
        expect(picked.value).toEqual([...area.value.slice(0, index), '999999']);
        expect(picked.label).toEqual([...area.label.slice(0, index), '新']);
      }),
    );
  });
});

describe('record form values (platform.md §7.1)', () => {
  it('a structured value shows as its JSON, nothing as empty text', () => {
    expect(formText(null)).toBe('');
    expect(formText(undefined)).toBe('');
    expect(formText(12.5)).toBe('12.5');
    expect(formText([{ name: 'a.jpg', url: 'https://x/a.jpg' }])).toBe(
      '[{"name":"a.jpg","url":"https://x/a.jpg"}]',
    );
  });

  it('unchanged values go back in their own type; a field the record lacked is not invented', () => {
    const read = { id: '1', name: '李四', age: 41, sex: 1, phone: null, area: undefined };
    const body = submitBody(householder, formValues(householder, read), '1', read);
    expect(body).toMatchObject({ id: '1', name: '李四', age: 41, sex: 1, phone: null });
    expect(body).not.toHaveProperty('idCard');
    expect(body).not.toHaveProperty('praddress');
  });

  it('a changed number goes as a number, a cleared text as empty, a cleared number not at all', () => {
    const read = { id: '1', name: '李四', age: 41, praddress: '宁波' };
    const values = { ...formValues(householder, read), age: '42', praddress: '' };
    expect(submitBody(householder, values, '1', read)).toMatchObject({ age: 42, praddress: '' });
    const cleared = { ...formValues(householder, read), age: '' };
    expect(submitBody(householder, cleared, '1', read)).not.toHaveProperty('age');
  });
});
