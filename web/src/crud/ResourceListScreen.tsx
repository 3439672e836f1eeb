import { getResource } from '@nbxt/core/resources/registry.ts';
import type { ComponentType } from 'react';
import { ResourceList } from './ResourceList.tsx';

export type ScreenProps = { title?: string | undefined };
export type GroupScreenProps = ScreenProps & { resource: string };

/**
 * The screen component of a route group (web/src/screens/groups/): for a resource, the group's custom
 * screen when it has one (keyed as in web/src/app/screens.ts), else the registry-driven list.
 */
export function groupScreen(
  custom: Record<string, ComponentType<ScreenProps>>,
): ComponentType<GroupScreenProps> {
  return function ResourceListScreen({ resource, title }: GroupScreenProps) {
    const Custom = Object.hasOwn(custom, resource) ? custom[resource] : undefined;
    if (Custom) return <Custom title={title} />;
    const spec = getResource(resource);
    if (!spec) throw new Error(`unknown resource ${resource}`);
    return <ResourceList spec={spec} options={{ title }} />;
  };
}
