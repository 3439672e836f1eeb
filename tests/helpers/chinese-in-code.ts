import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * The TypeScript files under `root` with Chinese written into their code (comments aside), relative to it,
 * and how many files were read (texts belong in core's catalogue).
 */
export function chineseInCode(root: string): { read: number; offenders: string[] } {
  const files = sources(root);
  const offenders = files.flatMap((file) => {
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    return /[\u4e00-\u9fff]/.test(code) ? [relative(root, file)] : [];
  });
  return { read: files.length, offenders };
}
