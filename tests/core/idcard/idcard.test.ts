import { daysInMonth, isLeapYear } from '@nbxt/core/cron/civil.ts';
import {
  ageBySpec,
  type CivilDate,
  checkCharacterOf,
  completedYears,
  formatDate,
  idCardFacts,
  legacyIdCard,
  parseDate,
  parseIdCard,
  upgradeIdCard,
} from '@nbxt/core/idcard/index.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const today: CivilDate = { year: 2026, month: 11, day: 23 };
const provinces = [
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83,
];

/** ISO 7064 MOD 11-2 written independently of the implementation: weight of position i is 2^(17-i) mod 11. */
function referenceCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const birthArb = (minYear: number, maxYear: number) =>
  fc
    .record({
      year: fc.integer({ min: minYear, max: maxYear }),
      month: fc.integer({ min: 1, max: 12 }),
      d: fc.nat(),
    })
    .map(({ year, month, d }) => ({ year, month, day: 1 + (d % daysInMonth(year, month)) }))
    .filter((date) => date.year < today.year || formatDate(date) <= formatDate(today));

const person18 = fc.record({
  province: fc.constantFrom(...provinces),
  rest: fc.integer({ min: 0, max: 9999 }),
  birth: birthArb(1800, today.year),
  sequence: fc.integer({ min: 0, max: 999 }),
});

function make18(p: { province: number; rest: number; birth: CivilDate; sequence: number }): string {
  const first17 =
    pad(p.province, 2) +
    pad(p.rest, 4) +
    pad(p.birth.year, 4) +
    pad(p.birth.month, 2) +
    pad(p.birth.day, 2) +
    pad(p.sequence, 3);
  return first17 + referenceCheck(first17);
}

describe('parseIdCard, 18 characters', () => {
  it('accepts the examples of GB 11643-1999', () => {
    const a = parseIdCard('11010519491231002X', today);
    expect(a).toMatchObject({
      valid: true,
      sex: 2,
      birth: { year: 1949, month: 12, day: 31 },
      region: '110105',
    });
    const b = parseIdCard('440524188001010014', today);
    expect(b).toMatchObject({ valid: true, sex: 1, birth: { year: 1880, month: 1, day: 1 } });
  });

  it('accepts a lowercase x as the check character', () => {
    expect(parseIdCard('11010519491231002x', today).valid).toBe(true);
  });

  it('validates every generated ID and reads back its birth date and sex', () => {
    fc.assert(
      fc.property(person18, (p) => {
        const id = make18(p);
        const result = parseIdCard(id, today);
        expect(result.valid).toBe(true);
        if (!result.valid) return;
        expect(result.birth).toEqual(p.birth);
        expect(result.sex).toBe(p.sequence % 2 === 1 ? 1 : 2);
        expect(result.length).toBe(18);
      }),
    );
  });

  it('catches any single-character change', () => {
    const alphabet = '0123456789Xx';
    fc.assert(
      fc.property(person18, fc.nat(17), fc.nat(alphabet.length - 1), (p, position, pick) => {
        const id = make18(p);
        const replacement = alphabet[pick]!;
        fc.pre(replacement.toUpperCase() !== id[position]!.toUpperCase());
        const changed = id.slice(0, position) + replacement + id.slice(position + 1);
        expect(parseIdCard(changed, today).valid).toBe(false);
      }),
    );
  });

  it('reports a wrong check character as checksum', () => {
    expect(parseIdCard('110105194912310021', today)).toMatchObject({ valid: false, reason: 'checksum' });
    expect(checkCharacterOf('11010519491231002')).toBe('X');
  });

  it('rejects impossible calendar dates as birth, whatever the check character', () => {
    const impossible = fc
      .record({
        year: fc.integer({ min: 1800, max: 2025 }),
        month: fc.integer({ min: 0, max: 99 }),
        day: fc.integer({ min: 0, max: 99 }),
      })
      .filter(({ year, month, day }) => month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month));
    fc.assert(
      fc.property(impossible, (birth) => {
        const first17 = `110105${pad(birth.year, 4)}${pad(birth.month, 2)}${pad(birth.day, 2)}123`;
        expect(parseIdCard(first17 + referenceCheck(first17), today)).toMatchObject({
          valid: false,
          reason: 'birth',
        });
      }),
    );
  });

  it('rejects birth years before 1800: real calendar dates, but nobody alive or on record', () => {
    const withBirth = (yyyymmdd: string) => {
      const first17 = `110105${yyyymmdd}123`;
      return parseIdCard(first17 + referenceCheck(first17), today);
    };
    expect(withBirth('00010101')).toMatchObject({ valid: false, reason: 'birth' });
    expect(withBirth('17991231')).toMatchObject({ valid: false, reason: 'birth' });
    expect(withBirth('18000101').valid).toBe(true);
  });

  it('knows leap years: 29 February exists in 2000 and 2024, not in 1900 or 2023', () => {
    const withBirth = (yyyymmdd: string) => {
      const first17 = `110105${yyyymmdd}123`;
      return parseIdCard(first17 + referenceCheck(first17), today);
    };
    expect(withBirth('20000229').valid).toBe(true);
    expect(withBirth('20240229').valid).toBe(true);
    expect(withBirth('19000229')).toMatchObject({ reason: 'birth' });
    expect(withBirth('20230229')).toMatchObject({ reason: 'birth' });
    expect(withBirth('20230431')).toMatchObject({ reason: 'birth' });
    expect(withBirth('20231301')).toMatchObject({ reason: 'birth' });
    expect(withBirth('20230100')).toMatchObject({ reason: 'birth' });
  });

  it('rejects a birth date after today and accepts one on today', () => {
    const onDay = (date: CivilDate) => make18({ province: 11, rest: 105, birth: date, sequence: 1 });
    expect(parseIdCard(onDay(today), today).valid).toBe(true);
    expect(parseIdCard(onDay({ year: 2026, month: 11, day: 24 }), today)).toMatchObject({ reason: 'birth' });
    expect(parseIdCard(onDay({ year: 2027, month: 1, day: 1 }), today)).toMatchObject({ reason: 'birth' });
    // The same ID becomes valid once "today" reaches it.
    expect(parseIdCard(onDay({ year: 2027, month: 1, day: 1 }), { year: 2027, month: 1, day: 1 }).valid).toBe(
      true,
    );
  });

  it('rejects unknown province codes as region and accepts 71, 81, 82, 83', () => {
    for (const province of [0, 10, 16, 20, 24, 30, 38, 40, 47, 49, 55, 60, 66, 70, 72, 80, 84, 91, 99]) {
      const id = make18({ province, rest: 105, birth: { year: 1990, month: 1, day: 1 }, sequence: 12 });
      expect(parseIdCard(id, today)).toMatchObject({ valid: false, reason: 'region' });
    }
    for (const province of [71, 81, 82, 83]) {
      const id = make18({ province, rest: 0, birth: { year: 1990, month: 1, day: 1 }, sequence: 12 });
      expect(parseIdCard(id, today).valid).toBe(true);
    }
  });

  it('says format for wrong length, characters or any whitespace (no trimming)', () => {
    for (const id of [
      '',
      '1',
      '11010519491231002',
      '11010519491231002X1',
      ' 11010519491231002X',
      '11010519491231002X ',
      '110105194912 31002X',
      '1101051949123100X2',
      '11010519491231002Y',
      '１１０１０５１９４９１２３１００２Ｘ',
      '11010519491231002X\n',
      '11010519491231002\u0000',
    ]) {
      expect(parseIdCard(id, today)).toMatchObject({ valid: false, reason: 'format' });
    }
  });

  it('gives 身份证为必填项 for an empty ID and 身份证格式不正确 otherwise', () => {
    expect(parseIdCard('', today)).toMatchObject({ message: 'idcard.required' });
    expect(parseIdCard('123', today)).toMatchObject({ message: 'idcard.format' });
    expect(parseIdCard('110105194912310021', today)).toMatchObject({ message: 'idcard.format' });
  });

  it('never throws and never accepts arbitrary strings of other lengths', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const result = parseIdCard(id, today);
        if (id.length !== 15 && id.length !== 18)
          expect(result).toMatchObject({ valid: false, reason: 'format' });
      }),
    );
  });
});

describe('parseIdCard, legacy 15 digits', () => {
  const person15 = fc.record({
    province: fc.constantFrom(...provinces),
    rest: fc.integer({ min: 0, max: 9999 }),
    birth: birthArb(1900, 1999),
    sequence: fc.integer({ min: 0, max: 999 }),
  });
  const make15 = (p: { province: number; rest: number; birth: CivilDate; sequence: number }) =>
    pad(p.province, 2) +
    pad(p.rest, 4) +
    pad(p.birth.year % 100, 2) +
    pad(p.birth.month, 2) +
    pad(p.birth.day, 2) +
    pad(p.sequence, 3);

  it('reads the birth date in the 1900s and the sex from the 15th digit', () => {
    fc.assert(
      fc.property(person15, (p) => {
        const result = parseIdCard(make15(p), today);
        expect(result).toMatchObject({
          valid: true,
          length: 15,
          birth: p.birth,
          sex: p.sequence % 2 === 1 ? 1 : 2,
        });
      }),
    );
  });

  it('rejects 29 February 1900 (not a leap year) and non-digits', () => {
    expect(parseIdCard('110105000229123', today)).toMatchObject({ reason: 'birth' });
    expect(parseIdCard('110105960229123', today).valid).toBe(true);
    expect(parseIdCard('11010596022912X', today)).toMatchObject({ reason: 'format' });
  });

  it('upgrades to 18 characters and back, keeping birth date and sex', () => {
    fc.assert(
      fc.property(person15, (p) => {
        const id15 = make15(p);
        const id18 = upgradeIdCard(id15)!;
        expect(id18).toBe(make18(p));
        const upgraded = parseIdCard(id18, today);
        expect(upgraded).toMatchObject({ valid: true, birth: p.birth, sex: p.sequence % 2 === 1 ? 1 : 2 });
        expect(legacyIdCard(id18)).toBe(id15);
      }),
    );
    expect(upgradeIdCard('11010549123100')).toBeUndefined();
    expect(upgradeIdCard('1101054912310X2')).toBeUndefined();
    expect(legacyIdCard('11010520001231002X')).toBeUndefined();
  });
});

describe('ages and dates', () => {
  it('computes the age as the spec defines it: current year minus birth year', () => {
    expect(ageBySpec({ year: 1990, month: 12, day: 31 }, { year: 2026, month: 1, day: 1 })).toBe(36);
  });

  it('summarises a valid ID: birth text, sex, spec age and completed years', () => {
    const result = parseIdCard('11010519491231002X', today);
    if (!result.valid) throw new Error('expected a valid ID');
    expect(idCardFacts(result, today)).toEqual({ birth: '1949-12-31', sex: 2, age: 77, completedYears: 76 });
  });

  it('computes exact completed years', () => {
    const birth = { year: 1990, month: 6, day: 15 };
    expect(completedYears(birth, { year: 2026, month: 6, day: 14 })).toBe(35);
    expect(completedYears(birth, { year: 2026, month: 6, day: 15 })).toBe(36);
    expect(completedYears(birth, { year: 2026, month: 1, day: 1 })).toBe(35);
    const leapling = { year: 2000, month: 2, day: 29 };
    expect(completedYears(leapling, { year: 2023, month: 2, day: 28 })).toBe(22);
    expect(completedYears(leapling, { year: 2023, month: 3, day: 1 })).toBe(23);
    expect(completedYears(leapling, { year: 2024, month: 2, day: 29 })).toBe(24);
  });

  it('completed years never exceed the spec age and differ by at most one', () => {
    fc.assert(
      fc.property(birthArb(1900, 2026), (birth) => {
        const exact = completedYears(birth, today);
        const spec = ageBySpec(birth, today);
        expect(spec - exact === 0 || spec - exact === 1).toBe(true);
      }),
    );
  });

  it('parses and formats YYYY-MM-DD exactly', () => {
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of [
      '2023-02-29',
      '2024-2-29',
      '2024/02/29',
      ' 2024-02-29',
      '2024-13-01',
      '0000-01-01',
      '',
    ]) {
      expect(parseDate(bad)).toBeUndefined();
    }
    fc.assert(
      fc.property(birthArb(1, 2026), (date) => {
        expect(parseDate(formatDate(date))).toEqual(date);
      }),
    );
  });

  it('knows the Gregorian leap-year rule', () => {
    expect([1900, 2000, 2023, 2024, 2100, 2400].map(isLeapYear)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
  });
});
