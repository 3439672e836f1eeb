import { compileEventScript, runFieldEvent } from '@nbxt/core/form/field-events.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { fieldEvents } from '@nbxt/core/form/property-ranges.ts';
import { describe, expect, it } from 'vitest';

/** A script that writes what it was called with onto the field it is given (its `column`). */
const recorder = '({ value, column }) => { column.seen = [value, column.prop]; }';

describe('field event scripts (forms-and-survey.md §3.2 change, click, focus, blur)', () => {
  for (const event of fieldEvents)
    it(`runs the ${event} script with the value and the field as avue's { value, column }`, () => {
      const field: PlainObject = { type: 'input', prop: 'name', label: '姓名', [event]: recorder };
      const failures: unknown[] = [];
      runFieldEvent(field, event, '张三', (failure) => failures.push(failure));
      expect(field.seen).toEqual(['张三', 'name']);
      expect(failures).toEqual([]);
    });

  it("gives a sub-table cell's script its row's values and place; a field's none", () => {
    const field: PlainObject = {
      prop: 'name',
      change: '(args) => { args.column.seen = [args.value, args.row, args.index, Object.keys(args)]; }',
    };
    runFieldEvent(field, 'change', '乙', () => undefined, { row: { name: '乙', age: 4 }, index: 1 });
    expect(field.seen).toEqual(['乙', { name: '乙', age: 4 }, 1, ['value', 'column', 'row', 'index']]);
    runFieldEvent(field, 'change', '甲', () => undefined);
    expect(field.seen).toEqual(['甲', undefined, undefined, ['value', 'column']]);
  });

  it('runs nothing for a field without the script, or with a blank one', () => {
    const field: PlainObject = { type: 'input', prop: 'a', click: '   ', focus: recorder };
    const failures: unknown[] = [];
    runFieldEvent(field, 'click', 1, (failure) => failures.push(failure));
    runFieldEvent(field, 'change', 1, (failure) => failures.push(failure));
    expect(field.seen).toBeUndefined();
    expect(failures).toEqual([]);
  });

  it.each([
    ['a script that throws', '() => { throw new Error("boom"); }', 'boom'],
    ['a script that does not compile', '({ value ) => {', undefined],
    ['a script that is not a function', '42', 'the event script is not a function'],
  ])('reports %s with its field and event, and never throws', (_, source, message) => {
    const field: PlainObject = { type: 'input', prop: 'a', label: '甲', change: source };
    const failures: { event: string; prop: string; label: string; error: unknown }[] = [];
    expect(() => runFieldEvent(field, 'change', 'x', (failure) => failures.push(failure))).not.toThrow();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ event: 'change', prop: 'a', label: '甲' });
    expect(failures[0]!.error).toBeInstanceOf(Error);
    if (message) expect((failures[0]!.error as Error).message).toBe(message);
  });

  it('reports a promise the script returns that rejects', async () => {
    const field: PlainObject = { prop: 'a', blur: 'async () => { throw new Error("later"); }' };
    const failures: { error: unknown }[] = [];
    runFieldEvent(field, 'blur', undefined, (failure) => failures.push(failure));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((failures[0]?.error as Error | undefined)?.message).toBe('later');
  });

  it('runs strict code: a script cannot create globals by assignment', () => {
    const compiled = compileEventScript('() => { undeclaredGlobal = 1; }');
    expect(typeof compiled).toBe('function');
    expect(() => (compiled as () => void)()).toThrow(ReferenceError);
    expect('undeclaredGlobal' in globalThis).toBe(false);
  });
});
