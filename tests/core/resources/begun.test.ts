import { payslipFormdata } from '@nbxt/core/modules/payslip.ts';
import { argumentProblems, hasBegun, kindProblem } from '@nbxt/core/resources/field-rules.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * A payslip batch is uploaded for a month that has begun (FieldSpec.begun on its payroll month): one rule
 * in core, which the console's import form, `nbxt` and the sandbox all apply before anything is stored.
 */
const today = { year: 2026, month: 11, day: 29 };
const month = payslipFormdata.fields.find((f) => f.name === 'monthOfPayslip')!;

describe('a month that has not begun is refused', () => {
  it('is declared on the payslip batch’s month, and only on months and days', () => {
    expect(month.begun).toBe(true);
    for (const spec of Object.values(registry))
      for (const f of spec.fields.filter((field) => field.begun))
        expect(
          f.kind === 'month' || f.type === 'date' || f.type === 'datetime',
          `${spec.name}.${f.name}`,
        ).toBe(true);
  });

  it('this month and earlier ones pass; a later one is refused with its message', () => {
    expect(kindProblem(month, '2026-11', today)).toBeUndefined();
    expect(kindProblem(month, '2025-12', today)).toBeUndefined();
    expect(kindProblem(month, '2026-12', today)).toEqual({ message: 'validate.month.notBegun', params: {} });
    expect(kindProblem(month, '2027-01', today)?.message).toBe('validate.month.notBegun');
    // A day of a month: begun by today or not.
    expect(hasBegun('2026-11-29', today)).toBe(true);
    expect(hasBegun('2026-11-30', today)).toBe(false);
  });

  it('holds for the upload’s argument (the call that stores a batch)', () => {
    const upload = payslipFormdata.operations.upload!;
    expect(argumentProblems(payslipFormdata, upload, { monthOfPayslip: '2026-12' }, today)).toEqual([
      { field: 'monthOfPayslip', message: 'validate.month.notBegun', params: {} },
    ]);
    expect(argumentProblems(payslipFormdata, upload, { monthOfPayslip: '2026-11' }, today)).toEqual([]);
  });

  it('orders months as the calendar does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, m) => {
        const text = `${year}-${String(m).padStart(2, '0')}`;
        expect(hasBegun(text, today)).toBe(year * 12 + m <= 2026 * 12 + 11);
      }),
    );
  });
});
