import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPlan } from '../../../core/src/desired-state/apply.ts';
import { PlanError, plan } from '../../../core/src/desired-state/plan.ts';
import { readState, rolesWithGrants, scopeOf, withCatalog } from '../../../core/src/desired-state/read.ts';
import { validateDocuments } from '../../../core/src/desired-state/schema.ts';
import { toDocuments } from '../../../core/src/desired-state/state.ts';
import { MemoryBackend } from './memory-backend.ts';
import { catalog, kind } from './world.ts';

type Doc = Record<string, unknown>;

const text = fc.constantFrom('', 'a', 'b', '值', '0', '1', ' x ');
const nonEmpty = fc.constantFrom('a', 'b', '名称', '1');
const sort = fc.integer({ min: 0, max: 3 });
const codes = (list: { code: string }[]) => fc.subarray(list.map((e) => e.code));

/** Optional fields: each present or not, so that documents manage only some of them. */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const compact = (doc: Doc): Doc => Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined));

const paramDoc = fc
  .record({
    paramKey: fc.constantFrom('a', 'a.b', 'x.a.b', 'b'),
    paramName: nonEmpty,
    paramValue: fc.constantFrom('v', '值', '0', ' x '),
    remark: maybe(text),
  })
  .map((d) => compact({ kind: 'Param', ...d }));

const item = (depth: number): fc.Arbitrary<Doc> =>
  fc
    .record({
      dictKey: fc.constantFrom('1', '2', '3'),
      dictValue: nonEmpty,
      sort: maybe(sort),
      remark: maybe(text),
      children:
        depth > 0
          ? maybe(fc.uniqueArray(item(depth - 1), { selector: (d) => d.dictKey, maxLength: 2 }))
          : fc.constant(undefined),
    })
    .map(compact);

/** Items whose dictKey appeared earlier in the tree dropped: a key is unique in its whole dictionary. */
function uniqueKeys(doc: Doc): Doc {
  const seen = new Set<unknown>();
  const keep = (items: Doc[] | undefined): Doc[] | undefined =>
    items
      ?.filter((i) => !seen.has(i.dictKey) && seen.add(i.dictKey))
      .map((i) => compact({ ...i, children: keep(i.children as Doc[] | undefined) }));
  return compact({ ...doc, children: keep(doc.children as Doc[] | undefined) });
}

const dictDoc = fc
  .record({
    code: fc.constantFrom('d1', 'd2'),
    dictValue: nonEmpty,
    isSealed: maybe(fc.constantFrom(0, 1)),
    children: maybe(fc.uniqueArray(item(1), { selector: (d) => d.dictKey, maxLength: 3 })),
  })
  .map((d) => uniqueKeys(compact({ kind: 'Dict', ...d })));

const roleDocs = fc
  .uniqueArray(
    fc.record({
      roleAlias: fc.constantFrom('r1', 'r2', 'r3'),
      roleName: nonEmpty,
      sort: maybe(sort),
      parentPick: fc.nat(),
      grants: maybe(
        fc.record(
          {
            menus: codes(catalog.menus),
            dataScopes: codes(catalog.dataScopes),
            apiScopes: codes(catalog.apiScopes),
          },
          { requiredKeys: [] },
        ),
      ),
    }),
    { selector: (r) => r.roleAlias, maxLength: 3 },
  )
  .map((roles) =>
    roles.map(({ parentPick, ...r }, i) => {
      // A parent among the roles listed before (or none): a document cannot name a role it lacks.
      const parent = i === 0 || parentPick % 2 === 0 ? undefined : roles[parentPick % i]!.roleAlias;
      return compact({ kind: 'Role', ...r, parent });
    }),
  );

const desired = fc
  .tuple(
    fc.uniqueArray(paramDoc, { selector: (d) => d.paramKey, maxLength: 3 }),
    fc.uniqueArray(dictDoc, { selector: (d) => d.code, maxLength: 2 }),
    roleDocs,
  )
  .map(([params, dicts, roles]) => [...params, ...dicts, ...roles]);

const desiredOf = (docs: Doc[]) => {
  const { nodes, issues } = validateDocuments([{ file: 'p.yaml', documents: docs }], '000000');
  if (issues.length > 0) throw new Error(JSON.stringify(issues));
  return nodes;
};

async function converge(backend: MemoryBackend, docs: Doc[]) {
  const desired = desiredOf(docs);
  const state = await withCatalog(
    backend,
    await readState(backend, scopeOf(desired), { grants: rolesWithGrants(desired) }),
    desired,
  );
  return { desired, plan: plan(desired, state) };
}

const everything = [
  { kind: 'Param', tenant: null },
  { kind: 'Dict', tenant: null },
  { kind: 'Role', tenant: '000000' },
];

describe('desired-state properties', () => {
  it('plan(x, x) is empty: a state written as desired state is in sync with itself', async () => {
    await fc.assert(
      fc.asyncProperty(desired, async (docs) => {
        // Build an arbitrary server state by applying desired state to an empty server…
        const backend = new MemoryBackend(catalog);
        const built = await converge(backend, docs);
        expect((await applyPlan(backend, built.plan)).failed).toBeUndefined();
        // …then `get` it and plan that output against the same state.
        const state = await readState(backend, everything, { grants: true });
        const written = desiredOf(toDocuments(state.nodes));
        expect(plan(written, state).steps).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('applying a plan reaches the desired state from any starting state, and a second plan is empty', async () => {
    await fc.assert(
      fc.asyncProperty(desired, desired, async (start, target) => {
        const backend = new MemoryBackend(catalog);
        expect((await applyPlan(backend, (await converge(backend, start)).plan)).failed).toBeUndefined();
        let first: Awaited<ReturnType<typeof converge>>;
        try {
          first = await converge(backend, target);
        } catch (error) {
          // The only refusal possible here: re-parenting roles into a cycle with the starting state.
          if (!(error instanceof PlanError)) throw error;
          expect(error.problems.every((p) => p.endsWith('would make a cycle'))).toBe(true);
          return;
        }
        expect((await applyPlan(backend, first.plan)).failed).toBeUndefined();
        const second = await converge(backend, target);
        expect(second.plan.steps).toEqual([]);
        // Every field the target names now holds its value on the server.
        const state = await readState(backend, everything, { grants: true });
        for (const node of second.desired) {
          const cur = state.nodes.find(
            (n) => n.kind === node.kind && n.path.join('/') === node.path.join('/'),
          );
          expect(cur).toBeDefined();
          for (const [field, value] of Object.entries(node.fields))
            expect(String(cur!.fields[field] ?? '')).toBe(String(value));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never writes when the desired state is already applied (only reads)', async () => {
    await fc.assert(
      fc.asyncProperty(desired, async (docs) => {
        const backend = new MemoryBackend(catalog);
        await applyPlan(backend, (await converge(backend, docs)).plan);
        const before = backend.writeCalls().length;
        const again = await converge(backend, docs);
        await applyPlan(backend, again.plan);
        expect(backend.writeCalls().length).toBe(before);
      }),
      { numRuns: 100 },
    );
  });
});

it('kind() helper finds the kinds used above', () => {
  expect(kind('Dict').shape).toBe('dict');
});
