import { contract } from './contract.ts';
import { crm } from './crm.ts';
import { jobs } from './jobs.ts';
import { monitor } from './monitor.ts';
import { safety } from './safety.ts';
import { task } from './task.ts';
import type { ModuleSpec } from './types.ts';

/**
 * Every business and forms module, in menu order. A new module is a file of this folder listed here, and
 * its screen group in the console (web/src/screens/groups/<name>.tsx) when it has screens of its own.
 */
export const MODULES: readonly ModuleSpec[] = [contract, crm, safety, task, monitor, jobs];

export type { ModuleSpec, ScreenSpec, ScreenView } from './types.ts';
