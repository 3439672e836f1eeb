export * from './constants.ts';
export * from './deploy.ts';
export * from './history.ts';
export * from './leave.ts';
export * from './routes.ts';
