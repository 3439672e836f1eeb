export * from './param.ts';
export * from './role.ts';
