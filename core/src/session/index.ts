export * from './button-codes.ts';
export * from './guest.ts';
export * from './md5.ts';
export * from './permissions.ts';
export * from './session.ts';
export * from './storage.ts';
export * from './token.ts';
export * from './wecom-callback.ts';
