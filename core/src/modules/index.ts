import { apps } from './apps.ts';
import { areas } from './area.ts';
import { forms } from './forms.ts';
import { household } from './household.ts';
import { jobs } from './jobs.ts';
import { moduleRoles } from './module-roles.ts';
import { toolapps } from './toolapps.ts';
import type { ModuleSpec } from './types.ts';

/**
 * Every business and forms module, in menu order. A new module is a file of this folder listed here, and
 * its screen group in the console (web/src/screens/groups/<name>.tsx) when it has screens of its own.
 */
export const MODULES: readonly ModuleSpec[] = [jobs, household, apps, toolapps, forms, areas, moduleRoles];

export type { ModuleSpec, ScreenSpec, ScreenView } from './types.ts';
