import { formSpec } from '@nbxt/core/modules/form-modules.ts';
import { useTranslation } from 'react-i18next';
import { useRecord } from '../../kit/hooks.ts';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';

const GROUPS = formSpec('application-form-group');
const APPLICATIONS = formSpec('application');

/**
 * /app/nbxtapplicationformgroup, and `?applyId=` for one application's groups (opened from the application
 * list): the heading names the application, its search box shows it, every search stays within it and a
 * group added there belongs to it.
 */
export function FormGroupsScreen({ title, params }: ModuleScreenProps) {
  const { t } = useTranslation();
  const applyId = params.applyId || undefined;
  const app = useRecord(APPLICATIONS, applyId);
  const name = app.data?.applyName ? String(app.data.applyName) : undefined;
  const own = applyId ? { applyId } : undefined;
  return (
    <ResourceList
      // Another application's address starts its own list (its search, its page).
      key={applyId ?? ''}
      spec={GROUPS}
      options={{
        title: name ? t('apps.groups.of', { name }) : title,
        ...(own ? { filters: own, search: own, addDefaults: own } : {}),
      }}
    />
  );
}
