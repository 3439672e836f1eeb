import { describe, expect, it } from 'vitest';
import { confirmShowsArgs } from '../../../core/src/crud/guard.ts';
import { findOperation } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import {
  actsUnannounced,
  appliesTo,
  initialValues,
  isStateField,
  withInitialValues,
} from '../../../core/src/resources/states.ts';
import type { OperationSpec, ResourceSpec } from '../../../core/src/resources/types.ts';

/**
 * State machines declared, not improvised (issue 32), as rules over the whole registry: every state field
 * says what a new record starts in; every action that moves a record into a state says which states it
 * moves it from (整改 only on a problem 待整改), and never its own target; every toolbar call that acts on
 * records nobody picked says what it applies to.
 */

const entries = Object.values(registry);
const operations = entries.flatMap((spec) =>
  Object.entries(spec.operations).map(([name, op]) => ({ spec, name, op })),
);
const label = ({ spec, name }: { spec: ResourceSpec; name: string }) => `${spec.name} ${name}`;

const stateFields = entries.flatMap((spec) =>
  spec.fields.filter(isStateField).map((field) => ({ spec, field })),
);

/** The fixed states an operation's effect moves its records into (`sets: { status: '=1' }` on a choice field). */
function fixedStates(spec: ResourceSpec, op: OperationSpec): [field: string, value: string][] {
  return Object.entries(op.effect?.sets ?? {}).flatMap(([field, from]) =>
    from.startsWith('=') && spec.fields.find((f) => f.name === field)?.choices
      ? [[field, from.slice(1)] as [string, string]]
      : [],
  );
}

describe('state fields declare the state a new record starts in', () => {
  it('finds the state fields of the business modules', () => {
    expect(stateFields.map(({ spec, field }) => `${spec.name}.${field.name}`)).toEqual(
      expect.arrayContaining([
        'short-url.status',
        'drainage-problem.status',
        'wx-news-article.publishStatus',
      ]),
    );
  });

  it.each(stateFields.map(({ spec, field }) => [`${spec.name}.${field.name}`, spec, field] as const))(
    '%s',
    (_, spec, field) => {
      expect(field.initial, 'initial').toBeDefined();
      expect(field.choices!.map((c) => c.value)).toContain(field.initial);
      expect(initialValues(spec)[field.name]).toBe(field.initial);
    },
  );

  it('a new record left blank takes the initial state, typed as its field (a new short URL is 启用)', () => {
    const shortUrl = registry['short-url']!;
    expect(withInitialValues(shortUrl, { shortCode: 'a', status: '' }).status).toBe('1');
    expect(withInitialValues(shortUrl, { shortCode: 'a' }).status).toBe('1');
    expect(withInitialValues(shortUrl, { status: '0' }).status).toBe('0');
    expect(withInitialValues(registry.job!, {}).status).toBe(1);
  });
});

const moving = operations.filter(({ spec, op }) => fixedStates(spec, op).length > 0);
const ruled = operations.filter(({ op }) => op.when);

describe('an action that moves a record into a state declares the states it applies to', () => {
  it('covers the actions the issue names', () => {
    const names = ruled.map(label);
    for (const name of [
      'drainage-problem corrective',
      'wx-news-article publishNews',
      'wx-news-article cancelNew',
      'payslip-detail payrollRecordsRevoke',
    ])
      expect(names).toContain(name);
  });

  it.each(moving.map((o) => [label(o), o] as const))('%s', (_, { spec, op }) => {
    expect(op.when, 'when').toBeDefined();
    for (const [field, value] of fixedStates(spec, op)) {
      if (op.when?.field !== field) continue;
      // Never offered on a record already in the state it moves it to (整改 on a problem 已整改).
      expect(op.when.in, `${field} → ${value}`).not.toContain(value);
    }
  });

  it.each(ruled.map((o) => [label(o), o] as const))(
    '%s reads a state of its own entry',
    (_, { spec, op }) => {
      const rule = op.when!;
      expect(['row', 'rows']).toContain(op.role);
      const field = spec.fields.find((f) => f.name === rule.field);
      // A field of coded states, which a new record starts in (a hidden flag too).
      expect(field?.choices, 'a field with choices').toBeDefined();
      expect(field?.initial, 'its initial state').toBeDefined();
      const values = field!.choices!.map((c) => c.value);
      expect(rule.in.length).toBeGreaterThan(0);
      for (const value of rule.in) expect(values).toContain(value);
      // Some records are out of it: else the rule says nothing.
      expect(values.filter((v) => !rule.in.includes(v)).length).toBeGreaterThan(0);
      // The record's state decides, whatever its type on the wire (a number or its text).
      const [inside] = rule.in;
      const outside = values.find((v) => !rule.in.includes(v))!;
      expect(appliesTo(op, { [rule.field]: inside })).toBe(true);
      expect(appliesTo(op, { [rule.field]: Number(inside) })).toBe(true);
      expect(appliesTo(op, { [rule.field]: outside })).toBe(false);
      expect(appliesTo(op, {})).toBe(false);
    },
  );
});

describe('a toolbar call on records nobody picked says what it applies to', () => {
  const unannounced = operations.filter(({ op }) => actsUnannounced(op));

  it('covers 清除执行记录', () => {
    expect(unannounced.map(label)).toContain('job clearRemove');
  });

  it.each(unannounced.map((o) => [label(o), o] as const))('%s', (_, { op }) => {
    expect(op.scope?.zh.trim(), 'scope').toBeTruthy();
    expect(op.scope?.en.trim(), 'scope').toBeTruthy();
  });

  it('a call that asks for what it acts on, or stores a form, needs none', () => {
    for (const { op } of operations)
      if (op.role === 'toolbar' && !op.safe && op.effect?.create) expect(actsUnannounced(op)).toBe(false);
  });
});

describe('a figure a confirmation shows is a read of the entry, its arguments given', () => {
  const showing = operations.filter(({ op }) => op.confirmShows);
  it.each(showing.map((o) => [label(o), o] as const))('%s', (_, { spec, op }) => {
    const shows = op.confirmShows!;
    const read = findOperation(spec, shows.operation);
    expect(read?.safe, `${shows.operation}: a read`).toBe(true);
    const required = Object.entries(read!.params).filter(([, p]) => p.required);
    for (const [arg] of required) expect(Object.keys(shows.args), `${arg} given`).toContain(arg);
    for (const [arg, from] of Object.entries(shows.args)) {
      expect(Object.keys(read!.params)).toContain(arg);
      if (from !== '$tenantId') expect(spec.fields.map((f) => f.name)).toContain(from);
    }
    expect(confirmShowsArgs(op, {}, '000000')).toBeDefined();
    expect(confirmShowsArgs(op, {}, undefined)).toBeUndefined();
  });
});
