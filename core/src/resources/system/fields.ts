import { type FieldArgs, typedField } from '../define.ts';

// Declared with no side effects, as `resource` and `op` are (define.ts): a bundle keeps only the entries
// it names.
export const num = /* #__NO_SIDE_EFFECTS__ */ (...args: FieldArgs) => typedField('number', ...args);
export const id = /* #__NO_SIDE_EFFECTS__ */ (...args: FieldArgs) => typedField('id', ...args);
export const long = /* #__NO_SIDE_EFFECTS__ */ (...args: FieldArgs) => typedField('text', ...args);
export const date = /* #__NO_SIDE_EFFECTS__ */ (...args: FieldArgs) => typedField('datetime', ...args);
