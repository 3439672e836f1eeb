import { typed } from '../resources/define.ts';
import type { FieldSpec } from '../resources/types.ts';

/** Field types and coded values the safety, task and monitoring entries share. */

export const num = typed('number');
export const id = typed('id');
export const day = typed('date');
export const time = typed('datetime');
export const long = typed('text');

type Choices = NonNullable<FieldSpec['choices']>;
export const choices = (...rows: [value: string, zh: string, en: string][]): Choices =>
  rows.map(([value, zh, en]) => ({ value, zh, en }));

/** Enable/disable toggles (the spec names them, not their values). */
export const ENABLED = choices(['0', '停用', 'Disabled'], ['1', '启用', 'Enabled']);
