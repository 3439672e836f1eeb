/**
 * applyPlan: run the steps in order, resolving IDs of objects created earlier in the same run by exact
 * natural-key reads; stop at the first failure and say what was and was not applied.
 */
import type { StateBackend } from './backend.ts';
import { findKind, type KindSpec } from './kinds.ts';
import { itemKey, type NodeRef, nodeLabel, type Plan, type Step } from './model.ts';
import { nodesFromRows } from './state.ts';

export interface StepEvent {
  step: Step;
  /** 0-based position in the plan. */
  index: number;
  total: number;
  phase: 'start' | 'done' | 'failed';
  error?: unknown;
}

export interface ApplyResult {
  applied: Step[];
  failed?: { step: Step; error: unknown };
  notApplied: Step[];
}

const specOf = (kind: string): KindSpec => {
  const spec = findKind(kind);
  if (!spec) throw new Error(`unknown kind ${kind}`);
  return spec;
};

export async function applyPlan(
  backend: StateBackend,
  plan: Plan,
  onStep?: (event: StepEvent) => void | Promise<void>,
): Promise<ApplyResult> {
  const ids = new Map<string, string>();

  const resolve = async (ref: NodeRef): Promise<string> => {
    if (ref.id) return ref.id;
    const k = itemKey(ref);
    const known = ids.get(k);
    if (known) return known;
    const spec = specOf(ref.kind);
    const rows = await backend.find(spec, ref.tenant, ref.path[0]!);
    const node = nodesFromRows(spec, ref.tenant, rows).find((n) => itemKey(n) === k);
    if (!node?.id) throw new Error(`cannot find the ID of ${nodeLabel(ref)}`);
    ids.set(k, node.id);
    return node.id;
  };

  const withRefs = async (record: Record<string, unknown>, refs: Record<string, NodeRef>) => {
    const out = { ...record };
    for (const [field, ref] of Object.entries(refs)) out[field] = await resolve(ref);
    return out;
  };

  const run = async (step: Step) => {
    const spec = specOf(step.kind);
    switch (step.action) {
      case 'create':
      case 'update':
        await backend.submit(spec, step.tenant, await withRefs(step.record, step.refs));
        return;
      case 'delete':
        await backend.remove(spec, step.tenant, step.id);
        ids.delete(itemKey(step));
        return;
      case 'grant':
        await backend.grant(step.tenant, {
          roleIds: [await resolve(step.role)],
          menuIds: step.menuIds,
          dataScopeIds: step.dataScopeIds,
          apiScopeIds: step.apiScopeIds,
        });
        return;
    }
  };

  const applied: Step[] = [];
  const total = plan.steps.length;
  for (const [index, step] of plan.steps.entries()) {
    await onStep?.({ step, index, total, phase: 'start' });
    try {
      await run(step);
    } catch (error) {
      await onStep?.({ step, index, total, phase: 'failed', error });
      return { applied, failed: { step, error }, notApplied: plan.steps.slice(index + 1) };
    }
    applied.push(step);
    await onStep?.({ step, index, total, phase: 'done' });
  }
  return { applied, notApplied: [] };
}
