#!/usr/bin/env node
// Launcher kept in git so the bin link exists before the first build; the bundle is dist/nbxt.js.
// The V8 compile cache makes every start after the first skip most of the bundle's parsing.
// It checks the Node version first, so that an old Node gets a sentence rather than a syntax error,
// and says what to run when the bundle is not built yet (a fresh clone) rather than printing a stack trace.
import module from 'node:module';
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  process.stderr.write(`nbxt needs Node.js 22.19 or newer; this is ${process.versions.node}\n`);
  process.exitCode = 1;
} else {
  module.enableCompileCache?.();
  const bundle = new URL('../dist/nbxt.js', import.meta.url);
  try {
    await import(bundle.href);
  } catch (error) {
    // Only the bundle itself missing: a module missing inside it is a real error and keeps its report.
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || error.url !== bundle.href) throw error;
    const root = fileURLToPath(new URL('../../', import.meta.url));
    process.stderr.write(
      `nbxt is not built yet: run "npm run build -- cli" in ${root} (npm start builds it too)\n`,
    );
    process.exitCode = 1;
  }
}
