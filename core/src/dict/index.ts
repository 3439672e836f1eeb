export * from './cache.ts';
export * from './items.ts';
