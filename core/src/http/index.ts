export * from './content-disposition.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './json.ts';
export * from './retry.ts';
export * from './transport.ts';
