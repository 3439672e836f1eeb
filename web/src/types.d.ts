declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
interface ImportMeta {
  /** Vite's glob import (web/src/app/group-pages.ts): a lazy loader of each file matching, by path. */
  glob<T>(pattern: string): Record<string, () => Promise<T>>;
}
