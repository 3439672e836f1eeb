export * from './dict-layout.ts';
export * from './lazy-tree.ts';
export * from './list-prefs.ts';
export * from './tree.ts';
