export * from './cache.ts';
export * from './field-text.ts';
export * from './items.ts';
