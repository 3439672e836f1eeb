import type { ComponentType } from 'react';
import type { FieldWidgets } from './field-widgets.tsx';
import { FULL_REGISTRY } from './full-registry.tsx';
import type { ModuleScreenProps } from './ModuleScreen.tsx';
import { type ModuleGroupScreen, registryGroup } from './registry-group.tsx';

export type { ModuleScreenProps } from './ModuleScreen.tsx';
export type { ModuleGroupScreen } from './registry-group.tsx';

/**
 * The screen component of a module's group (web/src/screens/groups/<module>.tsx), with the full registry:
 * a custom screen by its key (ScreenSpec.custom) when the group has it, else the generic module screen;
 * `widgets` are the group's inputs for field types of its own.
 */
export function moduleGroup(
  custom: Record<string, ComponentType<ModuleScreenProps>>,
  options: { widgets?: FieldWidgets } = {},
): ModuleGroupScreen {
  return registryGroup(FULL_REGISTRY, custom, options);
}
