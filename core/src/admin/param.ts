import type { BladeClient } from '../client.ts';
import { exact, type Row } from '../crud/client.ts';
import { missingRequired } from '../resources/required.ts';
import { param } from '../resources/system.ts';

export class ValidationError extends Error {
  /** Message key (render with `translate`). */
  readonly messageKey: string;
  readonly field: string;
  constructor(field: string, messageKey: string, text: string) {
    super(text);
    this.name = 'ValidationError';
    this.field = field;
    this.messageKey = messageKey;
  }
}

export interface ParamChange {
  key: string;
  value: string;
  name?: string;
  remark?: string;
}

export interface ParamSetResult {
  action: 'added' | 'updated';
  id: string | undefined;
}

/**
 * `param set`: update the param whose key is exactly `key` (list filters are LIKE, so the lookup uses
 * `paramKey_equal` and still checks the key), else add it. Adding needs a name (请输入参数名称), checked
 * before the submit is sent.
 */
export async function upsertParam(
  client: BladeClient,
  change: ParamChange,
  render: (key: string) => string,
): Promise<ParamSetResult> {
  const params = client.resource(param);
  const page = await params.list({ current: 1, size: 10, filters: exact('paramKey', change.key) });
  const matches = page.records.filter((row) => row.paramKey === change.key);
  if (matches.length > 1)
    throw new Error(`${matches.length} params have the key ${change.key}; resolve the duplicates first`);
  const existing: Row | undefined = matches[0];
  const record: Row = existing
    ? { ...existing, paramValue: change.value }
    : { paramKey: change.key, paramValue: change.value, paramName: change.name, remark: change.remark };
  if (existing && change.name !== undefined) record.paramName = change.name;
  if (existing && change.remark !== undefined) record.remark = change.remark;
  const missing = missingRequired(param, record)[0];
  if (missing) throw new ValidationError(missing.field, missing.message, render(missing.message));
  await params.submit(record);
  return { action: existing ? 'updated' : 'added', id: existing ? String(existing.id) : undefined };
}
