import type { ComponentType } from 'react';
import type { FieldWidgets } from './field-widgets.tsx';
import { prefetchList } from './list-query.ts';
import { ModuleScreen, type ModuleScreenProps } from './ModuleScreen.tsx';
import type { ModuleRegistry } from './module-registry.tsx';
import { type ModuleGroupScreen, screenGroup } from './screen-group.tsx';

export type { ModuleGroupScreen } from './screen-group.tsx';

/**
 * The screen component of a group of modules declared in `registry`: a custom screen by its key
 * (ScreenSpec.custom) when the group has it, else the generic module screen; `widgets` are the group's
 * inputs for field types of its own.
 */
export function registryGroup(
  registry: ModuleRegistry,
  custom: Record<string, ComponentType<ModuleScreenProps>>,
  options: { widgets?: FieldWidgets } = {},
): ModuleGroupScreen {
  return screenGroup(registry, custom, { Screen: ModuleScreen, prefetch: prefetchList }, options);
}
