export * from './civil-date.ts';
export * from './idcard.ts';
