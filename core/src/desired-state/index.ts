export * from './apply.ts';
export * from './backend.ts';
export * from './kinds.ts';
export * from './model.ts';
export * from './plan.ts';
export * from './read.ts';
export * from './schema.ts';
export * from './state.ts';
