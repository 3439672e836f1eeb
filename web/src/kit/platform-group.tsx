import { PLATFORM_MODULES } from '@nbxt/core/modules/platform/index.ts';
import { platformResource, platformResourceMessages } from '@nbxt/core/resources/platform.ts';
import type { ComponentType } from 'react';
import type { ModuleScreenProps } from './ModuleScreen.tsx';
import type { ModuleRegistry } from './module-registry.tsx';
import { type ModuleGroupScreen, registryGroup } from './registry-group.tsx';

/** The platform's modules with the platform's entries only: no business module's declarations. */
const PLATFORM_REGISTRY: ModuleRegistry = {
  modules: PLATFORM_MODULES,
  lookup: platformResource,
  // The platform's entries declare no dictionaries of their own.
  choices: {},
  messages: platformResourceMessages,
};

/**
 * The screen component of a platform module's group (web/src/screens/groups/<module>.tsx): a screen of the
 * group's own by its key (ScreenSpec.custom), else the generic module screen of the entry.
 */
export function platformGroup(custom: Record<string, ComponentType<ModuleScreenProps>>): ModuleGroupScreen {
  return registryGroup(PLATFORM_REGISTRY, custom);
}
