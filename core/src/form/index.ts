/** Form definitions: schemas, import/export, checker, beautifier, field catalogue, designer state. */
export * from './beautify.ts';
export * from './catalogue.ts';
export * from './check.ts';
export * from './convert.ts';
export * from './custom-fields.ts';
export * from './designer.ts';
export * from './designer-access.ts';
export * from './designer-moves.ts';
export * from './json-text.ts';
export * from './literal-text.ts';
export {
  cloneData,
  formatPath,
  isEmptyValue,
  isPlainObject,
  type JsonPath,
  type PlainObject,
  sameData,
} from './plain.ts';
export * from './positions.ts';
export * from './problem-text.ts';
export * from './problem-words.ts';
export * from './property-ranges.ts';
export * from './rules.ts';
export * from './schema.ts';
export * from './storage.ts';
export * from './types.ts';
