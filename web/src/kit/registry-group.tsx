import { declaredScreen } from '@nbxt/core/modules/screens.ts';
import type { RouteScreen, ScreenSpec } from '@nbxt/core/modules/types.ts';
import type { ComponentType } from 'react';
import { addRegistryMessages } from '../base/i18n.ts';
import { type FieldWidgets, FieldWidgetsProvider } from './field-widgets.tsx';
import { prefetchList } from './list-query.ts';
import { ModuleScreen, type ModuleScreenProps } from './ModuleScreen.tsx';
import { type ModuleRegistry, ModuleRegistryProvider } from './module-registry.tsx';

/** A module's screen group (web/src/screens/groups/<module>.tsx), and its screens' first data calls. */
export type ModuleGroupScreen = ComponentType<ModuleScreenProps> & {
  /** Registry-driven lists only (a custom screen asks for its data itself); resolves once here. */
  prefetch(module: string, screen: RouteScreen): Promise<void> | undefined;
  /** The keys of the group's own screens (a declared custom key missing here is a test failure). */
  customKeys: readonly string[];
};

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
  // A route's screen as the module declares it (routes carry only what routing needs).
  const declared = (module: string, screen: RouteScreen): ScreenSpec => ({
    ...declaredScreen(module, screen, registry.modules),
    ...screen,
  });
  const own = (screen: ScreenSpec) =>
    screen.view === 'custom' && screen.custom && Object.hasOwn(custom, screen.custom)
      ? custom[screen.custom]
      : undefined;
  // The group's code holds the registry: its labels are in the catalogue before any of its screens renders.
  addRegistryMessages(registry.messages);
  function ModuleGroup(routed: ModuleScreenProps) {
    addRegistryMessages(registry.messages);
    const props = { ...routed, screen: declared(routed.module, routed.screen) };
    const Custom = own(props.screen);
    const screen = Custom ? <Custom {...props} /> : <ModuleScreen {...props} />;
    return (
      <ModuleRegistryProvider registry={registry}>
        {options.widgets ? (
          <FieldWidgetsProvider widgets={options.widgets}>{screen}</FieldWidgetsProvider>
        ) : (
          screen
        )}
      </ModuleRegistryProvider>
    );
  }
  return Object.assign(ModuleGroup, {
    customKeys: Object.keys(custom),
    prefetch(module: string, route: RouteScreen) {
      const screen = declared(module, route);
      if (own(screen) || (screen.view !== 'list' && screen.view !== 'tree')) return undefined;
      const spec = screen.resource ? registry.lookup(screen.resource) : undefined;
      return spec
        ? prefetchList(spec, { filters: screen.filters ?? {}, pageSize: screen.pageSize })
        : undefined;
    },
  });
}
