import type { Command } from 'commander';
import type { Factory } from '../factory.ts';
import { register as api } from './api.ts';
import { register as auth } from './auth.ts';
import { register as cron } from './cron.ts';
import { register as dict } from './dict.ts';
import { register as exportGroup } from './export.ts';
import { register as form } from './form.ts';
import { register as idcard } from './idcard.ts';
import { register as job } from './job.ts';
import { register as manifest } from './manifest.ts';
import { register as operations } from './operations.ts';
import { register as param } from './param.ts';
import { register as resources } from './resources.ts';
import { register as role } from './role.ts';

/** A command group: `register` adds its commands to the program. Keep registration cheap (no heavy imports). */
export type Register = (program: Command, factory: Factory) => void;

/** Every command group of `nbxt`, in the order of `nbxt --help`. */
export const commandGroups: Register[] = [
  auth,
  resources,
  param,
  dict,
  role,
  job,
  exportGroup,
  manifest,
  api,
  idcard,
  form,
  cron,
  // Last: a noun's hand-written commands take precedence over its generic operation commands.
  operations,
];
