import type { Command } from 'commander';
import type { Factory } from '../factory.ts';
import { register as api } from './api.ts';
import { register as cron } from './cron.ts';
import { register as dict } from './dict.ts';
import { register as exportGroup } from './export.ts';
import { register as form } from './form.ts';
import { register as getDiffApply } from './get-diff-apply.ts';
import { register as idcard } from './idcard.ts';
import { register as job } from './job.ts';
import { register as loginLogoutWhoami } from './login-logout-whoami.ts';
import { register as param } from './param.ts';
import { register as resourceOperations } from './resource-operations.ts';
import { register as resourceVerbs } from './resource-verbs.ts';
import { register as role } from './role.ts';

/**
 * A command group: `register` adds its commands to the program. Its file is named after what it registers:
 * the commands (`get-diff-apply.ts`) or the noun they hang under (`job.ts`). Keep registration cheap (no
 * heavy imports).
 */
export type Register = (program: Command, factory: Factory) => void;

/** Every command group of `nbxt`, in the order of `nbxt --help`. */
export const commandGroups: Register[] = [
  loginLogoutWhoami,
  resourceVerbs,
  param,
  dict,
  role,
  job,
  exportGroup,
  getDiffApply,
  api,
  idcard,
  form,
  cron,
  // Last: a noun's hand-written commands take precedence over its generic operation commands.
  resourceOperations,
];
