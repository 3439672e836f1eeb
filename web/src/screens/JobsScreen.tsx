import { getResource } from '@nbxt/core/resources/registry.ts';
import { ResourceList } from '../crud/ResourceList.tsx';
import type { ModuleScreenProps } from '../kit/ModuleScreen.tsx';

/** /job/nbxtjob: the scheduled jobs (business-modules.md §7 Jobs), on the generic list of the registry. */
export default function JobsScreen({ screen, title }: ModuleScreenProps) {
  const spec = getResource(screen.resource ?? 'job');
  if (!spec) throw new Error(`unknown resource ${screen.resource}`);
  return <ResourceList spec={spec} options={{ title }} />;
}
