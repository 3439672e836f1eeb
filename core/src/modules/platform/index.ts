import type { ModuleSpec } from '../types.ts';
import { develop } from './develop.ts';
import { dict } from './dict.ts';
import { lists } from './lists.ts';
import { notice } from './notice.ts';
import { profile } from './profile.ts';
import { resource } from './resource.ts';
import { system } from './system.ts';
import { workflow } from './workflow.ts';

/**
 * The platform's screens as modules on the kit: each a route group (web/src/screens/groups/<name>.tsx)
 * whose screens are its entries' generic lists or screens of its own by key. Their entries are the
 * registry's platform entries (core/src/resources/platform.ts); the sandbox serves and seeds them itself,
 * so they are not among MODULES.
 */
export const PLATFORM_MODULES: readonly ModuleSpec[] = [
  lists,
  system,
  dict,
  notice,
  resource,
  develop,
  workflow,
  profile,
];
