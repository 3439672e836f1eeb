import { declaredScreen } from '@nbxt/core/modules/screens.ts';
import type { RouteScreen, ScreenSpec } from '@nbxt/core/modules/types.ts';
import type { ComponentType } from 'react';
import { addRegistryMessages } from '../base/i18n.ts';
import { type FieldWidgets, FieldWidgetsProvider } from './field-widgets.tsx';
import type { prefetchList } from './list-query.ts';
import type { ModuleScreenProps } from './ModuleScreen.tsx';
import { type ModuleRegistry, ModuleRegistryProvider } from './module-registry.tsx';

/** What the router gives a screen group: the route's screen as routing knows it (no texts, no entry). */
export type RoutedScreenProps = Omit<ModuleScreenProps, 'screen'> & { screen: RouteScreen };

/** A module's screen group (web/src/screens/groups/<module>.tsx), and its screens' first data calls. */
export type ModuleGroupScreen = ComponentType<RoutedScreenProps> & {
  /** Registry-driven lists only (a custom screen asks for its data itself); resolves once here. */
  prefetch(module: string, screen: RouteScreen): Promise<void> | undefined;
  /** The keys of the group's own screens (a declared custom key missing here is a test failure). */
  customKeys: readonly string[];
  /**
   * Whether a screen the group has not as its own shows the generic module screen (the registry's lists,
   * charts and record forms); a group of its own screens only (ownScreensGroup) carries none of that code.
   */
  generic: boolean;
};

/** The generic module screen and how its lists ask for their first data (registry-group.tsx). */
export interface GenericScreen {
  Screen: ComponentType<ModuleScreenProps>;
  prefetch: typeof prefetchList;
}

/**
 * The screen component of a group of modules declared in `registry`: a custom screen by its key
 * (ScreenSpec.custom) when the group has it, else `generic` (the generic module screen); `widgets` are the
 * group's inputs for field types of its own. Without `generic`, every screen the group serves is its own
 * (tests/web/screen-groups.test.tsx checks it over the registry): any other is a programming error, and
 * the group carries none of the lists' code.
 */
export function screenGroup(
  registry: ModuleRegistry,
  custom: Record<string, ComponentType<ModuleScreenProps>>,
  generic: GenericScreen | undefined,
  options: { widgets?: FieldWidgets } = {},
): ModuleGroupScreen {
  // A route's screen as the module declares it (routes carry only what routing needs).
  const declared = (module: string, screen: RouteScreen): ScreenSpec => ({
    ...(declaredScreen(module, screen, registry.modules) as ScreenSpec),
    ...screen,
  });
  const own = (screen: ScreenSpec) =>
    screen.view === 'custom' && screen.custom && Object.hasOwn(custom, screen.custom)
      ? custom[screen.custom]
      : undefined;
  // The group's code holds the registry: its labels are in the catalogue before any of its screens renders.
  addRegistryMessages(registry.messages);
  function ModuleGroup(routed: RoutedScreenProps) {
    addRegistryMessages(registry.messages);
    const props = { ...routed, screen: declared(routed.module, routed.screen) };
    const Screen = own(props.screen) ?? generic?.Screen;
    if (!Screen) throw new Error(`${routed.module} ${routed.screen.path}: not a screen of its group`);
    const screen = <Screen {...props} />;
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
    generic: generic !== undefined,
    prefetch(module: string, route: RouteScreen) {
      const screen = declared(module, route);
      if (own(screen) || !generic || (screen.view !== 'list' && screen.view !== 'tree')) return undefined;
      const spec = screen.resource ? registry.lookup(screen.resource) : undefined;
      return spec
        ? generic.prefetch(spec, { filters: screen.filters ?? {}, pageSize: screen.pageSize })
        : undefined;
    },
  });
}

/**
 * The group of modules whose every screen is a screen of their own (the form designer's): it carries
 * neither the generic module screen nor what that loads on demand (the charts, the record forms).
 */
export function ownScreensGroup(
  registry: ModuleRegistry,
  custom: Record<string, ComponentType<ModuleScreenProps>>,
): ModuleGroupScreen {
  return screenGroup(registry, custom, undefined);
}
