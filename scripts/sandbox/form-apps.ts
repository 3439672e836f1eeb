/**
 * Application and tool-app forms stored for real (forms-and-survey.md §3.4, §6, §7): a form saved as a draft
 * or published (applications and tool apps saved with them; publishing runs core's checker: a rejected definition is refused with its problems), one
 * form-key space across both kinds, `formUsePermission` by formKey, answers filed against their form's key
 * (a draft or unknown form refused, a form whose permission leaves the caller out refused), the related-data
 * dictionary over another form's answers, and a form's answers exported with its fields as columns.
 */
import { checkForm, hasErrors } from '../../core/src/form/check.ts';
import {
  answerText,
  dataColumns,
  formAnswers,
  formDefinition,
  parseObjectText,
  relItems,
} from '../../core/src/form/form-data.ts';
import { problemText } from '../../core/src/form/problem-text.ts';
import type { ResourceSpec } from '../../core/src/resources/types.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { xlsxReply } from './exports.ts';
import { isObject, jsonBody, present, submit, tenantOf } from './resources.ts';
import { findRows, getRow, type Row } from './store.ts';
import { fail, MSG, ok, paramMissing, type Reply } from './wire.ts';

/** A kind of designed form: its entries, the owner field and the paths they answer at. */
interface FormKind {
  form: string;
  data: string;
  owner: 'applyId' | 'appId';
}

const KINDS: readonly FormKind[] = [
  { form: 'tool-app-form', data: 'tool-app-form-data', owner: 'appId' },
  { form: 'application-form', data: 'application-form-data', owner: 'applyId' },
];

export const PUBLISHED = '1';
/** What a refused answer says (the spec shows no texts for these). */
export const FORM_MISSING = '表单不存在或未发布';
export const FORM_DENIED = '无权填写该表单';
export const FORM_REJECTED = '表单定义有误，不能发布';

const spec = (state: SandboxState, name: string): ResourceSpec => state.registry[name]!;

/** The tenant's form of a key, of either kind. */
function findForm(state: SandboxState, principal: Principal, formKey: string) {
  for (const kind of KINDS) {
    const forms = spec(state, kind.form);
    const row = findRows(state.db, forms, {
      tenantId: tenantOf(forms, principal),
      filters: [],
      exact: { formKey },
    })[0];
    if (row) return { kind, row };
  }
  return undefined;
}

/** Whether the caller may fill the form: no permission record opens it to all; else one must name them. */
export function mayUse(state: SandboxState, principal: Principal, formKey: string): boolean {
  const permissions = spec(state, 'form-permission');
  const rows = findRows(state.db, permissions, {
    tenantId: tenantOf(permissions, principal),
    filters: [],
    exact: { formKey },
  });
  if (rows.length === 0) return true;
  if (!principal.userId) return false;
  const listed = (value: unknown) =>
    String(value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return rows.some((r) => {
    const [roles, depts, users] = [listed(r.roleIds), listed(r.deptIds), listed(r.userIds)];
    if (roles.length + depts.length + users.length === 0) return true;
    return (
      users.includes(principal.userId) ||
      roles.some((id) => principal.roleIds.includes(id)) ||
      depts.some((id) => principal.deptId.split(',').includes(id))
    );
  });
}

/** POST …/submit of a form: saved with its owner and status, a key given when new; publishing is checked. */
function submitForm(state: SandboxState, ctx: RequestContext, principal: Principal, kind: FormKind): Reply {
  const body = jsonBody(ctx);
  const status = ctx.query.get('status') ?? (body.status === undefined ? undefined : String(body.status));
  const owner = ctx.query.get(kind.owner) ?? body[kind.owner];
  const forms = spec(state, kind.form);
  const id = typeof body.id === 'string' && body.id !== '' ? body.id : undefined;
  const existing = id ? getRow(state.db, forms, id, tenantOf(forms, principal)) : undefined;
  if (status === PUBLISHED) {
    const definition = parseObjectText(body.content);
    const problems = definition ? checkForm(definition).problems : undefined;
    if (!definition || !problems || hasErrors(problems)) {
      const texts = (problems ?? []).filter((p) => p.severity === 'error').map((p) => problemText(p, 'zh'));
      return fail([FORM_REJECTED, ...texts].join('；'));
    }
  }
  const data: Row = { ...body };
  if (owner !== undefined && owner !== null && owner !== '') data[kind.owner] = String(owner);
  if (status !== undefined) data.status = Number(status);
  if (!existing?.formKey && !data.formKey) {
    data.id = id ?? state.nextId();
    data.formKey = `F${data.id}`;
  }
  if (!existing && data.status === undefined) data.status = 0;
  return submit(state, forms, principal, data);
}

/** The answer's body: formData as JSON text, whatever the caller sent (an object or a text). */
function answerBody(body: Record<string, unknown>): Row {
  const out: Row = { ...body };
  if (isObject(body.formData)) out.formData = JSON.stringify(body.formData);
  return out;
}

/** POST …FormData/submit: filed against its form's key, in the store of the form's kind. */
function submitAnswer(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  const body = answerBody(jsonBody(ctx));
  const formKey = typeof body.formKey === 'string' ? body.formKey : '';
  // formKey is a field of the JSON body, not a request parameter: its absence is the service's failure.
  if (!formKey) return fail(`${MSG.paramMiss}: formKey`);
  const found = findForm(state, principal, formKey);
  if (!found || String(found.row.status) !== PUBLISHED) return fail(FORM_MISSING);
  if (!mayUse(state, principal, formKey)) return fail(FORM_DENIED);
  const { kind, row } = found;
  const user = principal.user;
  return submit(state, spec(state, kind.data), principal, {
    ...body,
    formId: String(row.id),
    [kind.owner]: String(row[kind.owner] ?? ''),
    ...(body.id ? {} : { createUserName: String(user.realName ?? user.name ?? '') }),
  });
}

/** The answers of a form (by key), newest last. */
function answersOf(state: SandboxState, principal: Principal, kind: FormKind, formKey: string): Row[] {
  const data = spec(state, kind.data);
  return findRows(state.db, data, { tenantId: tenantOf(data, principal), filters: [], exact: { formKey } });
}

const REL = /^\/tool-app\/nbxtToolAppFormData\/rel\/formKey\/([^/]+)\/field\/([^/]+)\/([^/]+)$/;

function relDictionary(state: SandboxState, principal: Principal, match: RegExpExecArray): Reply {
  const [formKey, field, key] = match.slice(1).map(decodeURIComponent) as [string, string, string];
  const found = findForm(state, principal, formKey);
  if (!found) return ok([]);
  const rows = answersOf(state, principal, found.kind, formKey).map((r) => ({
    id: r.id,
    answers: formAnswers(r),
  }));
  return ok(relItems(rows, field, key));
}

/** POST tool-app/nbxtToolAppForm/export (formKey or id in the body): the form's answers, a column a field. */
function exportAnswers(state: SandboxState, ctx: RequestContext, principal: Principal): Reply | null {
  const body = isObject(ctx.body) ? ctx.body : {};
  const formKey = String(body.formKey ?? ctx.query.get('formKey') ?? '');
  // Without a form key it is the list of forms (exports.ts).
  if (!formKey) return null;
  const found = findForm(state, principal, formKey);
  if (!found) return fail(FORM_MISSING);
  return answersSheet(state, principal, found, formKey);
}

const APPLICATION_EXPORT = /^\/refuseclassify\/formdata\/export\/([^/]+)$/;

/**
 * GET refuseclassify/formdata/export/{id} with an application form's id (§7 Application forms): that
 * form's answers; null for any other id (a refuse-classification record's export, exports.ts).
 */
function exportApplicationAnswers(state: SandboxState, principal: Principal, id: string): Reply | null {
  const forms = spec(state, 'application-form');
  const row = findRows(state.db, forms, {
    tenantId: tenantOf(forms, principal),
    filters: [],
    exact: { id },
  })[0];
  if (!row?.formKey) return null;
  return answersSheet(state, principal, { kind: KINDS[1]!, row }, String(row.formKey));
}

function answersSheet(
  state: SandboxState,
  principal: Principal,
  found: { kind: FormKind; row: Row },
  formKey: string,
): Reply {
  const columns = dataColumns(formDefinition(found.row));
  const dataSpec = spec(state, found.kind.data);
  const rows = answersOf(state, principal, found.kind, formKey).map((r) => {
    const answers = formAnswers(r);
    const out: Row = { createUserName: r.createUserName ?? '', createTime: r.createTime ?? '' };
    for (const c of columns) out[c.prop] = answerText(c.field, answers[c.prop]);
    return out;
  });
  const label = (name: string) => dataSpec.fields.find((f) => f.name === name)?.text.zh ?? name;
  return xlsxReply({
    state,
    fileName: `${String(found.row.formName ?? formKey)}.xlsx`,
    sheetName: String(found.row.formName ?? formKey).slice(0, 31),
    columns: [
      ...columns.map((c) => ({ key: c.prop, header: c.label })),
      { key: 'createUserName', header: label('createUserName') },
      { key: 'createTime', header: label('createTime') },
    ],
    rows,
  });
}

/** GET …/detailByFormKey: the form of a key, of either kind (the filling link serves both). */
function formByKey(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  const formKey = ctx.query.get('formKey');
  if (!formKey) throw paramMissing('formKey');
  const found = findForm(state, principal, formKey);
  return ok(found ? present(spec(state, found.kind.form), found.row) : null);
}

/** Serves the designed forms' calls that store or read for real; null for any other path. */
export function formAppsCall(state: SandboxState, ctx: RequestContext, principal: Principal): Reply | null {
  const { method, path } = ctx;
  // "POST save (insert or update)" of applications and tool apps: the standard submit's filing.
  const owners = { '/app/nbxtapplication/save': 'application', '/tool-app/nbxtToolApp/save': 'tool-app' };
  const owner = method === 'POST' ? owners[path as keyof typeof owners] : undefined;
  if (owner) return submit(state, spec(state, owner), principal, jsonBody(ctx));
  if (method === 'POST' && path === '/tool-app/nbxtToolAppForm/submit')
    return submitForm(state, ctx, principal, KINDS[0]!);
  if (method === 'POST' && path === '/app/nbxtapplicationform/submit')
    return submitForm(state, ctx, principal, KINDS[1]!);
  if (
    method === 'POST' &&
    (path === '/tool-app/nbxtToolAppFormData/submit' || path === '/app/nbxtapplicationformdata/submit')
  )
    return submitAnswer(state, ctx, principal);
  if (method === 'GET' && path === '/tool-app/nbxtToolAppForm/detailByFormKey')
    return formByKey(state, ctx, principal);
  if (method === 'GET' && path === '/app/nbxtformpermission/formUsePermission') {
    const formKey = ctx.query.get('formKey');
    if (!formKey) throw paramMissing('formKey');
    return ok(mayUse(state, principal, formKey));
  }
  const exported = method === 'POST' && path === '/tool-app/nbxtToolAppForm/export';
  if (exported) {
    const reply = exportAnswers(state, ctx, principal);
    if (reply) return reply;
  }
  const application = method === 'GET' ? APPLICATION_EXPORT.exec(path) : null;
  if (application) {
    const reply = exportApplicationAnswers(state, principal, decodeURIComponent(application[1]!));
    if (reply) return reply;
  }
  const rel = method === 'GET' ? REL.exec(path) : null;
  if (rel) return relDictionary(state, principal, rel);
  return null;
}
