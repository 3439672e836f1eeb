import { platformResource } from '@nbxt/core/resources/platform.ts';
import type { ComponentType } from 'react';
import { prefetchList } from './list-query.ts';
import { ResourceList } from './ResourceList.tsx';
import { useResourceLookup } from './registry-context.tsx';

export type ScreenProps = { title?: string | undefined };
export type GroupScreenProps = ScreenProps & { resource: string };

/** A route group's screen, and how to start a screen's first data call before it renders. */
export type GroupScreen = ComponentType<GroupScreenProps> & {
  /** Registry-driven lists only (a screen of the group's own asks for its data itself); resolves once here. */
  prefetch(resource: string): Promise<void> | undefined;
};

/**
 * The screen component of a route group (web/src/screens/groups/): for a resource, the group's custom
 * screen when it has one (keyed as in core/src/nav/route-table.ts), else the registry-driven list.
 */
export function groupScreen(custom: Record<string, ComponentType<ScreenProps>>): GroupScreen {
  function ResourceListScreen({ resource, title }: GroupScreenProps) {
    const Custom = Object.hasOwn(custom, resource) ? custom[resource] : undefined;
    const lookup = useResourceLookup();
    if (Custom) return <Custom title={title} />;
    const spec = lookup(resource);
    if (!spec) throw new Error(`unknown resource ${resource}`);
    return <ResourceList spec={spec} options={{ title }} />;
  }
  return Object.assign(ResourceListScreen, {
    prefetch(resource: string) {
      const spec = Object.hasOwn(custom, resource) ? undefined : platformResource(resource);
      return spec ? prefetchList(spec) : undefined;
    },
  });
}
