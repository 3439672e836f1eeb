import type { ScreenSpec } from '@nbxt/core/modules/types.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import type { ComponentType } from 'react';
import { prefetchList } from '../crud/list-query.ts';
import { ModuleScreen, type ModuleScreenProps } from './ModuleScreen.tsx';

export type { ModuleScreenProps } from './ModuleScreen.tsx';

/** A module's screen group (web/src/screens/groups/<module>.tsx), and its screens' first data calls. */
export type ModuleGroupScreen = ComponentType<ModuleScreenProps> & {
  /** Registry-driven lists only (a custom screen asks for its data itself); resolves once here. */
  prefetch(screen: ScreenSpec): Promise<void> | undefined;
};

/**
 * The screen component of a module's group: a custom screen by its key (ScreenSpec.custom) when the group
 * has it, else the generic module screen.
 */
export function moduleGroup(custom: Record<string, ComponentType<ModuleScreenProps>>): ModuleGroupScreen {
  const own = (screen: ScreenSpec) =>
    screen.view === 'custom' && screen.custom && Object.hasOwn(custom, screen.custom)
      ? custom[screen.custom]
      : undefined;
  function ModuleGroup(props: ModuleScreenProps) {
    const Custom = own(props.screen);
    return Custom ? <Custom {...props} /> : <ModuleScreen {...props} />;
  }
  return Object.assign(ModuleGroup, {
    prefetch(screen: ScreenSpec) {
      if (own(screen) || (screen.view !== 'list' && screen.view !== 'tree')) return undefined;
      const spec = screen.resource ? getResource(screen.resource) : undefined;
      return spec ? prefetchList(spec, { filters: screen.filters ?? {} }) : undefined;
    },
  });
}
