import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';

const execFileAsync = promisify(execFile);

/**
 * A small app (sources under `root`) split by esbuild as the console's build splits it: ESM, minified, every
 * set of entry points sharing modules a chunk of its own. Returns esbuild's metafile.
 */
export async function splitApp(
  root: string,
  entryPoints: string[],
  outdir: string,
  names: { entryNames?: string; chunkNames?: string } = {},
): Promise<Metafile> {
  const result = await build({
    entryPoints,
    absWorkingDir: root,
    outdir,
    ...names,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    metafile: true,
    logLevel: 'silent',
  });
  return result.metafile;
}

/** The results of the built app's `run()` export, run by a Node of its own (this one keeps what it imported). */
export async function runApp(file: string): Promise<unknown[]> {
  const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)});
    console.log(JSON.stringify(await m.run()));`;
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as unknown[];
}
