#!/usr/bin/env node
// Launcher kept in git so the bin link exists before the first build; the bundle is dist/nbxt.js.
// The V8 compile cache makes every start after the first skip most of the bundle's parsing.
import module from 'node:module';

module.enableCompileCache?.();
await import('../dist/nbxt.js');
