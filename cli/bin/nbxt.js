#!/usr/bin/env node
// Launcher kept in git so the bin link exists before the first build; the bundle is dist/nbxt.js.
// The V8 compile cache makes every start after the first skip most of the bundle's parsing.
// It checks the Node version first, so that an old Node gets a sentence rather than a syntax error.
import module from 'node:module';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  process.stderr.write(`nbxt needs Node.js 22.19 or newer; this is ${process.versions.node}\n`);
  process.exitCode = 1;
} else {
  module.enableCompileCache?.();
  await import('../dist/nbxt.js');
}
