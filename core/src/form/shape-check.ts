/**
 * A fast type check derived from the zod schemas: for the keys a value has, is each of the right kind
 * (string, number, boolean, one of the enumerated values, list, object)? Ranges and formats are left to
 * the checker's own rules. Compiled once per schema; far cheaper than a full safeParse per field, which
 * matters when CI checks thousands of definitions.
 */
import type * as z from 'zod/mini';
import { getOwn, isPlainObject, type JsonPath, type PlainObject } from './plain.ts';

/** Reports the paths (relative to the value) of properties of the wrong kind. */
export type ShapeCheck = (value: unknown, path: JsonPath, report: (path: JsonPath) => void) => void;

interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  element?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  options?: z.ZodMiniType[];
  valueType?: z.ZodMiniType;
  getter?: () => z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const cache = new WeakMap<z.ZodMiniType, ShapeCheck>();
const anything: ShapeCheck = () => {};

export function shapeCheck(schema: z.ZodMiniType): ShapeCheck {
  const cached = cache.get(schema);
  if (cached) return cached;
  // Placeholder first: recursive (lazy) schemas refer to themselves.
  let compiled: ShapeCheck = anything;
  const forward: ShapeCheck = (value, path, report) => compiled(value, path, report);
  cache.set(schema, forward);
  compiled = compile(schema);
  cache.set(schema, compiled);
  return compiled;
}

/** Does a value of this kind pass without looking deeper (used for unions)? */
function accepts(schema: z.ZodMiniType, value: unknown): boolean {
  let ok = true;
  shapeCheck(schema)(value, [], () => {
    ok = false;
  });
  return ok;
}

function compile(schema: z.ZodMiniType): ShapeCheck {
  const def = defOf(schema);
  const kind =
    (test: (value: unknown) => boolean): ShapeCheck =>
    (value, path, report) => {
      if (!test(value)) report(path);
    };
  switch (def.type) {
    case 'optional':
    case 'default': {
      const inner = shapeCheck(def.innerType!);
      return (value, path, report) => {
        if (value !== undefined) inner(value, path, report);
      };
    }
    case 'nullable': {
      const inner = shapeCheck(def.innerType!);
      return (value, path, report) => {
        if (value !== null) inner(value, path, report);
      };
    }
    case 'string':
      return kind((v) => typeof v === 'string');
    case 'number':
      return kind((v) => typeof v === 'number' && !Number.isNaN(v));
    case 'boolean':
      return kind((v) => typeof v === 'boolean');
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      return kind((v) => values.includes(v));
    }
    case 'literal': {
      const values = def.values ?? [];
      return kind((v) => values.includes(v));
    }
    case 'array': {
      const element = shapeCheck(def.element!);
      return (value, path, report) => {
        if (!Array.isArray(value)) return report(path);
        for (let i = 0; i < value.length; i++) element(value[i], [...path, i], report);
      };
    }
    case 'record': {
      const element = shapeCheck(def.valueType!);
      return (value, path, report) => {
        if (!isPlainObject(value)) return report(path);
        for (const key of Object.keys(value)) element(value[key], [...path, key], report);
      };
    }
    case 'object': {
      const shape = Object.entries(def.shape ?? {}).map(([key, child]) => [key, shapeCheck(child)] as const);
      return (value, path, report) => {
        if (!isPlainObject(value)) return report(path);
        for (const [key, check] of shape) {
          const child = getOwn(value as PlainObject, key);
          if (child !== undefined) check(child, [...path, key], report);
        }
      };
    }
    case 'union': {
      const options = def.options ?? [];
      return (value, path, report) => {
        if (!options.some((option) => accepts(option, value))) report(path);
      };
    }
    case 'lazy': {
      let inner: ShapeCheck | undefined;
      return (value, path, report) => {
        inner ??= shapeCheck(def.getter!());
        inner(value, path, report);
      };
    }
    default:
      return anything;
  }
}
