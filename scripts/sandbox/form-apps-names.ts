/**
 * The seeded applications, tool apps, logos, form groups, forms and form permissions named as a tenant's own
 * (forms-and-survey.md §1, §3.4): the generator's titles are notices and reports ("关于开展…的通知"), its
 * types "应用类型1"; here applications and tool apps get names and types of community work, each
 * application its own groups, each form a name of what it records and a group of its application, and each
 * permission a form, roles and departments that exist.
 */
import type { DatabaseSync } from 'node:sqlite';
import {
  application,
  applicationFormGroup,
  FORM_NAMES as FORM_NAMES_DECLARED,
} from '../../core/src/modules/apps.ts';
import { toolApp } from '../../core/src/modules/toolapps.ts';
import type { Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import { SEED_TENANTS } from './generate.ts';
import { findRows, type Row, updateRow } from './store.ts';

const APP_TYPES = ['基层治理', '民生服务', '便民办事', '平安建设'];
/** The names an entry's field declares (its `samples`). */
const declared = (spec: ResourceSpec, field: string): readonly string[] =>
  spec.fields.find((f) => f.name === field)!.samples as readonly string[];
const APPLICATIONS = declared(application, 'applyName');
const TOOL_APPS = declared(toolApp, 'appName');
const GROUPS = declared(applicationFormGroup, 'groupName');
const LOGOS = ['服务', '党建', '民生', '平安', '环境', '志愿', '健康', '就业', '养老', '文明'];
/** Form names by the template a seeded form is given (form-apps-seed.ts's FORM_TEMPLATES, in order). */
export const FORM_NAMES: readonly (readonly string[])[] = [
  FORM_NAMES_DECLARED.slice(0, 6),
  FORM_NAMES_DECLARED.slice(6),
];

/** The n-th name of a list, the list's round after the first marked (二期, 三期, …). */
function nth(names: readonly string[], i: number): string {
  const round = Math.floor(i / names.length);
  const name = names[i % names.length]!;
  return round === 0 ? name : `${name}（${'二三四五六七八九'[round - 1] ?? round + 1}期）`;
}

function rename(
  db: DatabaseSync,
  spec: ResourceSpec | undefined,
  tenantId: string,
  each: (row: Row, i: number) => Row,
) {
  if (!spec) return [];
  return findRows(db, spec, { tenantId }).map((row, i) => {
    const named = each(row, i);
    updateRow(db, spec, String(row.id), named);
    return named;
  });
}

/** Names the seeded owners and groups (before the forms are given their definitions). */
export function nameFormApps(db: DatabaseSync, registry: Registry): void {
  for (const tenantId of SEED_TENANTS) {
    const apps = rename(db, registry.application, tenantId, (row, i) => ({
      ...row,
      applyName: nth(APPLICATIONS, i),
      type: APP_TYPES[i % APP_TYPES.length],
    }));
    rename(db, registry['tool-app'], tenantId, (row, i) => ({
      ...row,
      appName: nth(TOOL_APPS, i),
      type: APP_TYPES[i % APP_TYPES.length],
    }));
    rename(db, registry['application-logo'], tenantId, (row, i) => {
      const round = Math.floor(i / LOGOS.length);
      return { ...row, logoName: `${LOGOS[i % LOGOS.length]}图标${round === 0 ? '' : round + 1}` };
    });
    // Groups in turn over the applications: each of the first ones has a few, the names in turn over the
    // groups (a picker of groups lists each name a few times at most: seed rule picker-labels-distinct).
    if (apps.length === 0) continue;
    rename(db, registry['application-form-group'], tenantId, (row, i) => ({
      ...row,
      groupName: GROUPS[(i + Math.floor(i / apps.length)) % GROUPS.length],
      applyId: String(apps[i % apps.length]!.id),
    }));
  }
}

/** A seeded application form's group: one of its application's; none when it has none. */
export function groupOf(
  db: DatabaseSync,
  registry: Registry,
  tenantId: string,
  form: Row,
): string | undefined {
  const spec = registry['application-form-group'];
  if (!spec || form.applyId === undefined) return undefined;
  const groups = findRows(db, spec, { tenantId, exact: { applyId: String(form.applyId) } });
  return groups.length === 0
    ? undefined
    : String(groups[Number(String(form.id).slice(-2)) % groups.length]!.id);
}

/**
 * Each seeded permission names a form of its tenant (a draft: the published ones, which the seeded answers
 * are filed against, stay open to everyone) and roles and departments that exist.
 */
export function linkFormPermissions(
  db: DatabaseSync,
  registry: Registry,
  tenantId: string,
  forms: Row[],
): void {
  const spec = registry['form-permission'];
  const drafts = forms.filter((f) => Number(f.status) !== 1);
  if (!spec || drafts.length === 0) return;
  const ids = (name: string) =>
    registry[name] ? findRows(db, registry[name], { tenantId }).map((r) => String(r.id)) : [];
  const [roles, depts] = [ids('role'), ids('dept')];
  findRows(db, spec, { tenantId }).forEach((row, i) => {
    const form = drafts[i % drafts.length]!;
    // One or two of each (a comma list, as the screen's pickers make it).
    const some = (list: string[]) => list.slice(i % list.length, (i % list.length) + 1 + (i % 2)).join(',');
    const { roleIds: _r, deptIds: _d, ...rest } = row;
    updateRow(db, spec, String(row.id), {
      ...rest,
      formId: String(form.id),
      formKey: form.formKey,
      ...(roles.length ? { roleIds: some(roles) } : {}),
      ...(depts.length ? { deptIds: some(depts) } : {}),
    });
  });
}
