export * from '../merchant/inspection.ts';
export * from './disability.ts';
export * from './families.ts';
export * from './fields.ts';
export * from './housing.ts';
export * from './person.ts';
export * from './required.ts';
export * from './signature.ts';
