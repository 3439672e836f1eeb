/**
 * The rules seeded data obeys (business-modules sample data that makes sense), derived from the registry's
 * declarations: dates in their declared order, totals equal to the records they sum, names beside
 * references equal to the referenced records' names, titles drawn from their entity's own, lists of at least
 * ten rows with their listed columns filled, and no two menu screens showing the same list. Each rule lists
 * what breaks it in a seeded database; tests/sandbox/seed-invariants.test.ts runs every rule.
 */
import type { DatabaseSync } from 'node:sqlite';
import { civilDateOf } from '../../core/src/idcard/civil-date.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import { hasBegun } from '../../core/src/resources/field-rules.ts';
import { recordTitle, titleField } from '../../core/src/resources/record-title.ts';
import type { FieldSpec, Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import { ADMIN_TENANT, type Row, tableOf } from './store.ts';

/** The tenants seeds fill (generate.ts's SEED_TENANTS; not imported: generate.ts reads these rules). */
const TENANTS = [ADMIN_TENANT, '100001'] as const;
/** The fewest rows a business list is seeded with, in each tenant it lives in. */
export const MIN_LIST_ROWS = 10;

export interface SeedRule {
  name: string;
  /** What the rule asks, in a line. */
  text: string;
  /** How many records or declarations the rule looked at, and what breaks it (empty: the rule holds). */
  check(db: DatabaseSync, registry: Registry): { checked: number; broken: string[] };
}

const rowsOf = (db: DatabaseSync, spec: ResourceSpec, tenant?: string): Row[] =>
  (
    db
      .prepare(
        `SELECT data FROM ${tableOf(spec)} WHERE is_deleted = 0${tenant === undefined ? '' : ' AND tenant_id = ?'}`,
      )
      .all(...(tenant === undefined ? [] : [tenant])) as { data: string }[]
  ).map((r) => JSON.parse(r.data) as Row);

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
const day = (value: unknown) => String(value).slice(0, 10);
const cents = (n: number) => Math.round(n * 100);
const label = (spec: ResourceSpec, f: FieldSpec) => `${spec.name}.${f.name}`;
const rowName = (spec: ResourceSpec, row: Row) => `${spec.name}#${String(row[spec.idField])}`;

/**
 * Entries seeded by modules of their own whose rows the list rule cannot judge: householders, some only
 * registered and not yet surveyed (no area or income before the survey, a state no field holds), in one
 * tenant (householders.ts); scheduled jobs, the tenants' configuration the job tests drive, whose run
 * figures stay empty until a job runs.
 */
const SEEDED_APART = new Set(['householder', 'job']);

/** The registry's entries of the business modules (the platform's are fixtures of their own). */
export function businessEntries(registry: Registry): ResourceSpec[] {
  const names = new Set(MODULES.flatMap((m) => m.resources.map((r) => r.name)));
  return Object.values(registry).filter((spec) => names.has(spec.name));
}

/**
 * The business entries a picker lists (a reference's records, FieldSpec.ref; not a tree read of its own),
 * each with the key its references hold when it is not the id (FieldSpec.refKey): the picker names each
 * record by its title besides that key (recordTitle).
 */
export function pickerSources(registry: Registry): Map<string, string | undefined> {
  const business = new Set(businessEntries(registry).map((spec) => spec.name));
  const sources = new Map<string, string | undefined>();
  for (const spec of Object.values(registry))
    for (const f of spec.fields)
      if (f.ref && business.has(f.ref) && !f.refOptions) sources.set(f.ref, f.refKey);
  return sources;
}

/**
 * Pairs of a start and an end of the same thing in one entry (startTime/endTime, planStartDate/planEndDate,
 * beginDate/endDate): the end must declare `notBefore` its start.
 */
export function startEndPairs(spec: ResourceSpec): [FieldSpec, FieldSpec][] {
  const dated = spec.fields.filter((f) => f.type === 'date' || f.type === 'datetime');
  const pairs: [FieldSpec, FieldSpec][] = [];
  for (const start of dated) {
    const ends = [start.name.replace(/start|begin/, 'end'), start.name.replace(/Start|Begin/, 'End')];
    const end = dated.find((f) => f !== start && ends.includes(f.name));
    if (end && start.name !== end.name) pairs.push([start, end]);
  }
  return pairs;
}

/**
 * The title samples of a field as patterns: `{year}` and `{month}` stand for the record's own date, any other
 * `{field}` for that field's value; a list's later rounds may be marked (（二期）).
 */
export function titlePatterns(f: FieldSpec): RegExp[] {
  const samples = !f.samples
    ? []
    : Array.isArray(f.samples)
      ? f.samples
      : Object.values(f.samples.values).flat();
  return (samples as readonly string[]).map((s) => {
    const body = s
      .split(/(\{\w+\})/)
      .map((part) =>
        part === '{year}'
          ? '\\d{4}'
          : part === '{month}'
            ? '(?:[1-9]|1[0-2])'
            : /^\{\w+\}$/.test(part)
              ? '.+'
              : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    return new RegExp(`^${body}(?:（[一二三四五六七八九十]+期）)?$`);
  });
}

/** The referenced record of a `ref` value, by id or by the entry's `refKey` field. */
function referencedBy(db: DatabaseSync, registry: Registry) {
  const index = new Map<string, Map<string, Row>>();
  return (ref: FieldSpec, value: string): Row | undefined => {
    const target = registry[ref.ref!];
    if (!target) return undefined;
    const key = ref.refKey ?? target.idField;
    const at = `${target.name}|${key}`;
    if (!index.has(at)) index.set(at, new Map(rowsOf(db, target).map((r) => [String(r[key]), r])));
    return index.get(at)!.get(value);
  };
}

export const SEED_RULES: readonly SeedRule[] = [
  {
    name: 'dates-in-order',
    text: 'a date declared not before another never falls before it (signed ≤ start ≤ end, deadline after launch)',
    check(db, registry) {
      const broken: string[] = [];
      let checked = 0;
      for (const spec of Object.values(registry))
        for (const f of spec.fields) {
          if (!f.notBefore) continue;
          for (const row of rowsOf(db, spec)) {
            const [value, earliest] = [row[f.name], row[f.notBefore]];
            if (!filled(value) || !filled(earliest)) continue;
            checked++;
            if (day(value) < day(earliest))
              broken.push(`${rowName(spec, row)}: ${f.name} ${day(value)} < ${f.notBefore} ${day(earliest)}`);
          }
        }
      return { checked, broken };
    },
  },
  {
    name: 'date-order-declared',
    text: 'every start and end of the same thing declares the end not before the start',
    check(_db, registry) {
      const broken: string[] = [];
      let checked = 0;
      for (const spec of Object.values(registry))
        for (const [start, end] of startEndPairs(spec)) {
          checked++;
          if (end.notBefore !== start.name)
            broken.push(`${label(spec, end)} is not declared after ${start.name}`);
        }
      return { checked, broken };
    },
  },
  {
    name: 'totals',
    text: 'a total equals the sum of the records it counts (a contract’s received and invoiced amounts)',
    check(db, registry) {
      const broken: string[] = [];
      let checked = 0;
      for (const spec of Object.values(registry))
        for (const f of spec.fields) {
          if (!f.sumOf) continue;
          const parts = registry[f.sumOf.resource];
          if (!parts) {
            broken.push(`${label(spec, f)} sums an unknown entry ${f.sumOf.resource}`);
            continue;
          }
          const sums = new Map<string, number>();
          for (const part of rowsOf(db, parts)) {
            const owner = String(part[f.sumOf.by] ?? '');
            sums.set(owner, (sums.get(owner) ?? 0) + cents(Number(part[f.sumOf.field]) || 0));
          }
          for (const row of rowsOf(db, spec)) {
            checked++;
            const total = sums.get(String(row[spec.idField])) ?? 0;
            if (cents(Number(row[f.name]) || 0) !== total)
              broken.push(
                `${rowName(spec, row)}: ${f.name} ${row[f.name]} ≠ ${total / 100} of its ${parts.name}`,
              );
          }
        }
      return { checked, broken };
    },
  },
  {
    name: 'names-follow-references',
    text: 'a name beside a reference is the referenced record’s name',
    check(db, registry) {
      const broken: string[] = [];
      let checked = 0;
      const referenced = referencedBy(db, registry);
      for (const spec of Object.values(registry))
        for (const f of spec.fields) {
          const follows = f.follows;
          if (!follows) continue;
          const ref = spec.fields.find((r) => r.name === follows.ref);
          if (!ref?.ref) {
            broken.push(`${label(spec, f)} follows ${follows.ref}, which is no reference`);
            continue;
          }
          for (const row of rowsOf(db, spec)) {
            const value = row[ref.name];
            if (!filled(value)) continue;
            checked++;
            const names = String(value)
              .split(',')
              .map((v) => referenced(ref, v)?.[follows.field])
              .filter(filled);
            if (names.length === 0)
              broken.push(`${rowName(spec, row)}: ${ref.name} ${value} names no record`);
            else if (row[f.name] !== names.join(','))
              broken.push(`${rowName(spec, row)}: ${f.name} “${row[f.name]}” ≠ “${names.join(',')}”`);
          }
        }
      return { checked, broken };
    },
  },
  {
    name: 'titles-of-their-entity',
    text: 'a title is one of its entity’s own (complaints read like complaints, payslip batches like payroll months)',
    check(db, registry) {
      const broken: string[] = [];
      let checked = 0;
      for (const spec of businessEntries(registry))
        for (const f of spec.fields) {
          if (f.kind !== 'title' || f.follows) continue;
          const patterns = titlePatterns(f);
          if (patterns.length === 0) {
            broken.push(`${label(spec, f)} declares no titles of its own`);
            continue;
          }
          for (const row of rowsOf(db, spec)) {
            const value = row[f.name];
            if (typeof value !== 'string') continue;
            checked++;
            if (!patterns.some((p) => p.test(value)))
              broken.push(`${rowName(spec, row)}: ${f.name} “${value}”`);
          }
        }
      return { checked, broken };
    },
  },
  {
    name: 'unique-in-tenant',
    text: 'a field declared unique holds no value twice in a tenant (a task role’s name: pickers offer each role once)',
    check(db, registry) {
      const broken: string[] = [];
      let checked = 0;
      for (const spec of businessEntries(registry))
        for (const f of spec.fields.filter((field) => field.unique))
          for (const tenant of TENANTS) {
            const seen = new Set<string>();
            for (const row of rowsOf(db, spec, tenant)) {
              const value = row[f.name];
              if (!filled(value)) continue;
              checked++;
              if (seen.has(String(value)))
                broken.push(`${rowName(spec, row)}: ${f.name} “${String(value)}” again`);
              seen.add(String(value));
            }
          }
      return { checked, broken };
    },
  },
  {
    name: 'begun',
    text: 'a month or day declared begun has begun (a payslip batch’s payroll month is not one ahead)',
    check(db, registry) {
      const broken: string[] = [];
      let checked = 0;
      const today = civilDateOf(new Date());
      for (const spec of Object.values(registry))
        for (const f of spec.fields.filter((field) => field.begun))
          for (const row of rowsOf(db, spec)) {
            const value = row[f.name];
            if (!filled(value)) continue;
            checked++;
            if (!hasBegun(String(value), today))
              broken.push(`${rowName(spec, row)}: ${f.name} ${String(value)}`);
          }
      return { checked, broken };
    },
  },
  {
    name: 'picker-labels-distinct',
    text: 'what a picker lists names each record once: the records a reference picks from (FieldSpec.ref) have distinct names in a tenant (a name that is a referenced record’s own, FieldSpec.follows, is that record’s; the picker tells those apart by code)',
    check(db, registry) {
      const broken: string[] = [];
      let checked = 0;
      for (const [name, refKey] of pickerSources(registry)) {
        const target = registry[name]!;
        if (titleField(target, refKey)?.follows) continue;
        for (const tenant of TENANTS) {
          const seen = new Map<string, string>();
          for (const row of rowsOf(db, target, tenant)) {
            const title = recordTitle(target, row, refKey);
            checked++;
            if (seen.has(title)) broken.push(`${rowName(target, row)}: “${title}” as ${seen.get(title)}`);
            else seen.set(title, rowName(target, row));
          }
        }
      }
      return { checked, broken };
    },
  },
  {
    name: 'lists-filled',
    text: `every business list has at least ${MIN_LIST_ROWS} rows in each tenant, its listed columns filled`,
    check(db, registry) {
      const broken: string[] = [];
      let checked = 0;
      for (const spec of businessEntries(registry)) {
        if (spec.fields.length === 0 || SEEDED_APART.has(spec.name)) continue;
        const columns = spec.fields.filter((f) => f.list && f.type !== 'password' && !f.secret);
        for (const tenant of spec.tenantScoped ? TENANTS : [ADMIN_TENANT]) {
          const rows = rowsOf(db, spec, spec.tenantScoped ? tenant : undefined);
          checked++;
          if (rows.length < MIN_LIST_ROWS) broken.push(`${spec.name} in ${tenant}: ${rows.length} rows`);
          for (const f of columns) {
            const empty = rows.filter(
              (row) =>
                !filled(row[f.name]) &&
                !(f.onlyWhen && !f.onlyWhen.values.includes(String(row[f.onlyWhen.field] ?? ''))),
            );
            if (empty.length > 0)
              broken.push(`${label(spec, f)} in ${tenant}: empty in ${empty.length} of ${rows.length} rows`);
          }
        }
      }
      return { checked, broken };
    },
  },
  {
    name: 'screens-distinct',
    text: 'no two menu screens show the same list (the same entry with the same fixed and address filters)',
    check() {
      const broken: string[] = [];
      const seen = new Map<string, string>();
      let checked = 0;
      for (const m of MODULES)
        for (const screen of m.screens) {
          if (!screen.menu || screen.view !== 'list' || !screen.resource) continue;
          checked++;
          const fixed = Object.entries(screen.filters ?? {}).sort();
          const key = `${screen.resource}|${JSON.stringify(fixed)}|${(screen.queryFilters ?? []).join(',')}`;
          const other = seen.get(key);
          if (other) broken.push(`${screen.text.zh} (${screen.path}) shows the list of ${other}`);
          else seen.set(key, `${screen.text.zh} (${screen.path})`);
        }
      return { checked, broken };
    },
  },
];
