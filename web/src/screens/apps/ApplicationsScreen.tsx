import { Select } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { FORM_MODULES, formSpec } from '@nbxt/core/modules/form-modules.ts';
import { IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { FieldInputProps } from '../../kit/FieldInput.tsx';
import { useList } from '../../kit/hooks.ts';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useRegistryText } from '../../kit/texts.ts';

/** §9: application lists ask for 99 at a time (the screen's page size; the logos' too). */
const SIZE = 99;
const APPLICATIONS = formSpec('application');
const LOGOS = formSpec('application-logo');

/** The form groups screen's address showing one application's groups (its `?applyId=` filter). */
const groupsAddress = (applyId: string) =>
  `${FORM_MODULES.flatMap((m) => m.screens).find((s) => s.resource === 'application-form-group')?.path}?applyId=${encodeURIComponent(applyId)}`;

/**
 * An application's logo in its dialog: one of the application logos (/app/nbxtapplicationlogo), chosen
 * by name; the logo's image address is what the application keeps. One no longer listed stays as it is.
 */
function LogoInput({ field, value = '', onChange, error, onFocus, onBlur }: FieldInputProps) {
  const { t, text } = useRegistryText();
  const logos = useList(LOGOS, { current: 1, size: SIZE });
  const label = text(field.label, field.text);
  const named = new Map(
    (logos.data?.records ?? []).map((r) => [String(r.url ?? ''), String(r.logoName ?? '')]),
  );
  if (value && !named.has(value)) named.set(value, value);
  named.delete('');
  return (
    <Select
      name={field.name}
      label={label}
      placeholder={t('sys.form.choose', { label })}
      data={[...named].map(([url, name]) => ({ value: url, label: name }))}
      value={value === '' ? null : value}
      onChange={(url) => onChange(url ?? '')}
      searchable
      clearable
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
    />
  );
}

/**
 * /app/nbxtapplication: the applications, 99 at a time, searched by type, name and year; hidden through
 * the registry's hide (a row operation); the logo picked from the application logos; each application's
 * form groups a row action away.
 */
export function ApplicationsScreen({ title, screen }: ModuleScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <ResourceList
      spec={APPLICATIONS}
      options={{
        title,
        pageSize: screen.pageSize,
        inputs: { logo: LogoInput },
        rowActions: (row: Row) => [
          {
            key: 'groups',
            label: t('apps.app.groups'),
            icon: <IconFolders size={14} />,
            onClick: () => navigate(groupsAddress(String(row.id))),
          },
        ],
      }}
    />
  );
}
