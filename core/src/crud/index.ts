export * from './client.ts';
export * from './page.ts';
