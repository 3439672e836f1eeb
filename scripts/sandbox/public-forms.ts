/**
 * The calls a public form makes signed out (core/src/form/public-calls.ts): an operation declaring
 * `publicFor` is served without a token only for a published form, named by its `formKey` argument, that
 * has a field of that need (a region, a department or person picker, an upload). Anything else asks for a
 * session as before (401).
 */

import { formDefinition } from '../../core/src/form/form-data.ts';
import { formNeeds, PUBLIC_FORM_ARGUMENT } from '../../core/src/form/public-calls.ts';
import type { OperationSpec } from '../../core/src/resources/types.ts';
import type { RequestContext, SandboxState } from './context.ts';
import { findRows } from './store.ts';

/** The entries whose forms have filling links (tool-app forms, application forms). */
const FORM_ENTRIES = ['tool-app-form', 'application-form'];
const PUBLISHED = '1';

/** Whether the form the call names (published, in `tenantId`) has a field needing the operation. */
export function servesPublicForm(
  state: SandboxState,
  ctx: RequestContext,
  op: OperationSpec,
  tenantId: string,
): boolean {
  if (!op.publicFor) return false;
  const formKey = ctx.query.get(PUBLIC_FORM_ARGUMENT) ?? '';
  if (formKey === '') return false;
  for (const name of FORM_ENTRIES) {
    const spec = state.registry[name];
    if (!spec) continue;
    for (const form of findRows(state.db, spec, { tenantId, exact: { formKey } })) {
      if (String(form.status) !== PUBLISHED) continue;
      const option = formDefinition(form);
      if (option && formNeeds(option).has(op.publicFor)) return true;
    }
  }
  return false;
}
