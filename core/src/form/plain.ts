/**
 * Helpers for plain JSON-like data. Definitions come from users and files, so keys such as `__proto__`
 * are data: every write goes through `setOwn` (an own data property), never through assignment.
 */
import { jsonPathText } from '../http/json-depth.ts';

import { isRawJson } from './json-text.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type PlainObject = Record<string, unknown>;
/** A JSON path: property names and array indexes from the root. */
export type JsonPath = (string | number)[];

/** Deeper structures than this are refused (never a stack overflow). */
export const maxDepth = 200;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  // A JSON.rawJSON value (a long integer kept as digits) has a null prototype but is a number.
  return proto === Object.prototype || (proto === null && !isRawJson(value));
}

/** The designer's notion of an empty value: null, undefined, "" and {}. Arrays, false and 0 are kept. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

const objectPrototype = Object.prototype;

/** Define an own, enumerable data property (safe for `__proto__`, `constructor`, …). */
export function setOwn(target: PlainObject, key: string, value: unknown): void {
  // Plain assignment is much faster; only names on Object.prototype (a setter, or a frozen intrinsic)
  // need defineProperty.
  if (key in objectPrototype)
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

export function getOwn(source: PlainObject, key: string): unknown {
  return Object.hasOwn(source, key) ? source[key] : undefined;
}

/** A shallow copy of the own enumerable keys, in order, without the given keys. */
export function copyWithout(source: PlainObject, omit: readonly string[] = []): PlainObject {
  // Spread defines the keys (no setter runs, `__proto__` stays data) and is much faster than a loop.
  const copy: PlainObject = { ...source };
  for (const key of omit) if (Object.hasOwn(copy, key)) delete copy[key];
  return copy;
}

/**
 * A copy of `source` in its key order with `from` replaced by `to` holding `value` (left out when `value` is
 * undefined; appended when `from` is absent). Any other `to` key of `source` is dropped.
 */
export function replaceKey(source: PlainObject, from: string, to: string, value: unknown): PlainObject {
  const out: PlainObject = {};
  let placed = false;
  for (const key of Object.keys(source)) {
    if (key === from) {
      if (value !== undefined) setOwn(out, to, value);
      placed = true;
    } else if (key !== to) setOwn(out, key, source[key]);
  }
  if (!placed && value !== undefined) setOwn(out, to, value);
  return out;
}

/** Remove empty values from an object's own keys (not from nested values). Mutates `target`. */
export function dropEmptyOwn(target: PlainObject): PlainObject {
  for (const key of Object.keys(target)) if (isEmptyValue(target[key])) delete target[key];
  return target;
}

/** Blank for key/value lists: missing, null or a string of white space only. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Render a JSON path as `$.column[0].prop` (quoted brackets for unusual keys). */
export function formatPath(path: JsonPath): string {
  return jsonPathText(path);
}

/** Recursively freeze plain data (history entries are immutable). Depth-limited, iterative. */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null || Object.isFrozen(item)) continue;
    Object.freeze(item);
    for (const key of Object.keys(item)) stack.push((item as PlainObject)[key]);
  }
  return value;
}

/** Deep copy of JSON-like data (iterative; safe for `__proto__` keys). */
export function cloneData<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const root: unknown = Array.isArray(value) ? new Array(value.length) : {};
  const stack: [unknown, unknown][] = [[value, root]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    if (Array.isArray(from)) {
      const target = to as unknown[];
      for (let i = 0; i < from.length; i++) target[i] = copyNode(from[i], stack);
    } else {
      const target = to as PlainObject;
      for (const key of Object.keys(from as PlainObject))
        setOwn(target, key, copyNode((from as PlainObject)[key], stack));
    }
  }
  return root as T;
}

function copyNode(value: unknown, stack: [unknown, unknown][]): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const copy: unknown = Array.isArray(value) ? new Array(value.length) : {};
  stack.push([value, copy]);
  return copy;
}

/** Structural equality of JSON-like data (iterative). */
export function sameData(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop()!;
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) {
      if (Number.isNaN(x) && Number.isNaN(y)) continue;
      return false;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    if (Array.isArray(x)) {
      const ya = y as unknown[];
      if (x.length !== ya.length) return false;
      for (let i = 0; i < x.length; i++) stack.push([x[i], ya[i]]);
      continue;
    }
    const xo = x as PlainObject;
    const yo = y as PlainObject;
    const keys = Object.keys(xo);
    if (keys.length !== Object.keys(yo).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(yo, key)) return false;
      stack.push([xo[key], yo[key]]);
    }
  }
  return true;
}
