/**
 * `POST /blade-flow/manager/deploy-upload` is multipart: `category`, `tenantIds` (comma-joined; empty
 * deploys a process shared by every tenant) and one `files` part per process file. This module checks the
 * input and gives the parts in order; `ResourceClient.upload` sends them.
 */
import type { MessageKey } from '../i18n/index.ts';
import { isEmpty } from '../validate/empty.ts';
import { type Check, failed, type Problem, passed, problemsOf } from '../validate/result.ts';
import { BPMN_SUFFIX } from './constants.ts';

export interface DeployUploadInput<F extends { name: string }> {
  category?: string | null;
  tenantIds?: readonly string[] | string | null;
  files: readonly F[];
}

export type DeployPart<F> = readonly [name: 'category' | 'tenantIds', value: string] | readonly ['files', F];

const check = (ok: boolean, message: MessageKey, field: string): Check =>
  ok ? passed : failed(message, field);

const categoryCheck = (category: string | null | undefined): Check =>
  check(!isEmpty(category), 'workflow.deploy.categoryRequired', 'category');

/** Category chosen, at least one file, every file a `.bpmn20.xml` (what `check-upload` accepts). */
export function validateDeployUpload<F extends { name: string }>(input: DeployUploadInput<F>): Problem[] {
  return problemsOf([
    categoryCheck(input.category),
    check(input.files.length > 0, 'workflow.deploy.filesRequired', 'files'),
    check(
      input.files.every((f) => f.name.toLowerCase().endsWith(BPMN_SUFFIX)),
      'workflow.deploy.fileType',
      'files',
    ),
  ]);
}

const joinTenants = (tenantIds: DeployUploadInput<{ name: string }>['tenantIds']): string =>
  typeof tenantIds === 'string'
    ? tenantIds
    : (tenantIds ?? [])
        .map((t) => t.trim())
        .filter(Boolean)
        .join(',');

/** The multipart parts in the order the original console sends them, or the input's problems. */
export function deployUploadParts<F extends { name: string }>(
  input: DeployUploadInput<F>,
): { ok: true; parts: DeployPart<F>[] } | { ok: false; problems: Problem[] } {
  const problems = validateDeployUpload(input);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    parts: [
      ['category', String(input.category)],
      ['tenantIds', joinTenants(input.tenantIds)],
      ...input.files.map((file) => ['files', file] as const),
    ],
  };
}

export interface ModelDeployInput {
  modelId: string;
  category?: string | null;
  tenantIds?: readonly string[] | string | null;
}

/** The query of `model/deploy` (modelId, category, tenantIds comma-joined), or the input's problems. */
export function modelDeployArgs(
  input: ModelDeployInput,
):
  | { ok: true; args: { modelId: string; category: string; tenantIds: string } }
  | { ok: false; problems: Problem[] } {
  const problems = problemsOf([categoryCheck(input.category)]);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    args: {
      modelId: input.modelId,
      category: String(input.category),
      tenantIds: joinTenants(input.tenantIds),
    },
  };
}

/** The `deploymentIds` of `delete-deployment` for the selected process rows (each deployment once). */
export function deploymentIdsOf(rows: readonly { deploymentId?: unknown }[]): string[] {
  const ids = rows.map((r) => (r.deploymentId == null ? '' : String(r.deploymentId))).filter(Boolean);
  return [...new Set(ids)];
}
