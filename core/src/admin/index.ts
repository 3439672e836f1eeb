export * from './menu.ts';
export * from './param.ts';
export * from './role.ts';
