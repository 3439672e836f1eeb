/**
 * A field's event scripts (forms-and-survey.md §3.2: change, click, focus, blur), stored in the definition
 * as the text avue-form-design keeps: a function expression, `({ value, column }) => { … }`. The designer
 * stores them and never runs them; a form being filled (the renderer, the designer's preview) runs them
 * here, each in its own guard: a script that does not compile, is not a function, throws or rejects is
 * reported and the form goes on.
 */
import { getOwn, type PlainObject } from './plain.ts';
import { fieldEvents } from './property-ranges.ts';

export type FieldEvent = (typeof fieldEvents)[number];

/**
 * What a script is called with (avue's event argument): the field's value now and its definition; a
 * sub-table cell's script (a column of a dynamic list) also gets its row's values, with the cell's value
 * now, and the row's place (from 0).
 */
export interface FieldEventArgs {
  value: unknown;
  column: PlainObject;
  row?: PlainObject;
  index?: number;
}

/** The row a sub-table cell's script runs in: its values (the cell's value now among them) and place. */
export interface FieldEventRow {
  row: PlainObject;
  index: number;
}

/** A script that failed: which event of which field, and the error it compiled or ran to. */
export interface FieldEventFailure {
  event: FieldEvent;
  prop: string;
  label: string;
  error: unknown;
}

type Script = (args: FieldEventArgs) => unknown;

/** Compiled scripts by their text: a form's fields run the same few texts many times. */
const compiled = new Map<string, Script | { error: unknown }>();

/** The function a script's text evaluates to, or why there is none. */
export function compileEventScript(source: string): Script | { error: unknown } {
  const known = compiled.get(source);
  if (known) return known;
  let result: Script | { error: unknown };
  try {
    const value: unknown = new Function(`"use strict";\nreturn (${source}\n);`)();
    result =
      typeof value === 'function'
        ? (value as Script)
        : { error: new TypeError('the event script is not a function') };
  } catch (error) {
    result = { error };
  }
  compiled.set(source, result);
  return result;
}

/** The field's script for `event`, if it has one (a non-blank text). */
export function eventScript(field: PlainObject, event: FieldEvent): string | undefined {
  const source = getOwn(field, event);
  return typeof source === 'string' && source.trim() !== '' ? source : undefined;
}

/** Whether the field has any event script (the renderer then listens for its events). */
export function hasEventScripts(field: PlainObject): boolean {
  return fieldEvents.some((event) => eventScript(field, event) !== undefined);
}

/**
 * Runs the field's script for `event` with its value (and, for a sub-table cell, its `row`), if it has
 * one. Never throws: a failure (in compiling, in running, or a rejected promise it returns) goes to
 * `report`.
 */
export function runFieldEvent(
  field: PlainObject,
  event: FieldEvent,
  value: unknown,
  report: (failure: FieldEventFailure) => void,
  row?: FieldEventRow,
): void {
  const source = eventScript(field, event);
  if (source === undefined) return;
  const fail = (error: unknown) =>
    report({
      event,
      prop: String(getOwn(field, 'prop') ?? ''),
      label: String(getOwn(field, 'label') ?? ''),
      error,
    });
  const script = compileEventScript(source);
  if (typeof script !== 'function') {
    fail(script.error);
    return;
  }
  try {
    const result = script(
      row ? { value, column: field, row: row.row, index: row.index } : { value, column: field },
    );
    if (result instanceof Promise) result.catch(fail);
  } catch (error) {
    fail(error);
  }
}
