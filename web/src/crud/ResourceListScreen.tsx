import { getResource } from '@nbxt/core/resources/registry.ts';
import { CUSTOM_SCREENS } from '../screens/index.ts';
import { ResourceList } from './ResourceList.tsx';

/**
 * The screen of a route: a custom one when the resource needs it, else the registry-driven list. This
 * module is the lazily loaded chunk of the administration route group (one chunk: splitting each screen
 * apart fragments the chunks the sign-in route shares and costs it bytes).
 */
export default function ResourceListScreen({ resource, title }: { resource: string; title?: string }) {
  const Custom = Object.hasOwn(CUSTOM_SCREENS, resource) ? CUSTOM_SCREENS[resource] : undefined;
  if (Custom) return <Custom title={title} />;
  const spec = getResource(resource);
  if (!spec) throw new Error(`unknown resource ${resource}`);
  return <ResourceList spec={spec} options={{ title }} />;
}
