export * from './date-format.ts';
export * from './registry.ts';
export * from './secrets.ts';
export * from './system.ts';
export * from './types.ts';
export * from './workflow.ts';
