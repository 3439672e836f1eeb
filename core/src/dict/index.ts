export * from './cache.ts';
export * from './field-text.ts';
export * from './fixed.ts';
export * from './items.ts';
