import { contract } from './contract.ts';
import { crm } from './crm.ts';
import { jobs } from './jobs.ts';
import type { ModuleSpec } from './types.ts';

/**
 * Every business and forms module, in menu order. A new module is a file of this folder listed here, and
 * its screen group in the console (web/src/screens/groups/<name>.tsx) when it has screens of its own.
 */
export const MODULES: readonly ModuleSpec[] = [contract, crm, jobs];

export type { ModuleSpec, ScreenSpec, ScreenView } from './types.ts';
