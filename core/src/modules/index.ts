import { apps } from './apps.ts';
import { areas } from './area.ts';
import { chat } from './chat.ts';
import { contract } from './contract.ts';
import { crm } from './crm.ts';
import { drainage } from './drainage.ts';
import { epidemic } from './epidemic.ts';
import { forms } from './forms.ts';
import { household } from './household.ts';
import { jobs } from './jobs.ts';
import { labor } from './labor.ts';
import { merchant } from './merchant.ts';
import { moduleRoles } from './module-roles.ts';
import { supervision } from './monitor.ts';
import { payslip } from './payslip.ts';
import { PLATFORM_MODULES } from './platform/index.ts';
import { refuse } from './refuse.ts';
import { safety } from './safety.ts';
import { shorturl } from './shorturl.ts';
import { task } from './task.ts';
import { toolapps } from './toolapps.ts';
import type { ModuleSpec } from './types.ts';
import { wechat } from './wechat.ts';

/**
 * Every business and forms module, in menu order (the spec's). A new module is a file of this folder listed
 * here, and its screen group in the console (web/src/screens/groups/<name>.tsx) when it has screens of its own.
 */
export const MODULES: readonly ModuleSpec[] = [
  contract,
  crm,
  safety,
  task,
  supervision,
  epidemic,
  payslip,
  merchant,
  refuse,
  drainage,
  labor,
  chat,
  wechat,
  jobs,
  shorturl,
  household,
  apps,
  toolapps,
  forms,
  areas,
  moduleRoles,
];

/**
 * Every module the console routes: the platform's (core/src/modules/platform, whose entries the registry and
 * the sandbox hold themselves), then the business and forms modules.
 */
export const CONSOLE_MODULES: readonly ModuleSpec[] = [...PLATFORM_MODULES, ...MODULES];

export type { ModuleSpec, ScreenSpec, ScreenView } from './types.ts';
