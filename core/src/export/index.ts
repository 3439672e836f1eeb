export * from './failure.ts';
export * from './manifest.ts';
export * from './names.ts';
export * from './plan.ts';
export * from './progress.ts';
export * from './request.ts';
export * from './retry.ts';
export * from './state.ts';
