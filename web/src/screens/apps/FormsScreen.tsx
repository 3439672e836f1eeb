import { Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { exact, type Row } from '@nbxt/core/crud/client.ts';
import { addedForm } from '@nbxt/core/form/added-form.ts';
import { dataColumns, formDefinition } from '@nbxt/core/form/form-data.ts';
import {
  dataAddress,
  designerAddress,
  type FormKind,
  fillingAddress,
  formKind,
} from '@nbxt/core/modules/form-kinds.ts';
import { formSpec } from '@nbxt/core/modules/form-modules.ts';
import type { FieldSpec } from '@nbxt/core/resources/types.ts';
import { IconDatabase, IconEdit, IconLink, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useClient } from '../../kit/client.tsx';
import type { FieldInputProps } from '../../kit/FieldInput.tsx';
import { useAction, useList } from '../../kit/hooks.ts';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useRegistryText } from '../../kit/texts.ts';

const PUBLISHED = '1';
/** §9: application and tool-app lists ask for 99 at a time. */
const FORMS_SIZE = 99;

const GROUPS = formSpec('application-form-group');

/**
 * An application form's group: one of the groups of the application chosen above it (GET list with
 * `applyId_equal`, read again when the application changes; names repeat across applications). Another
 * application chosen clears the group picked for the one before; a list still showing the application
 * before while the new one loads offers none of its groups.
 */
function GroupInput({ field, value = '', values = {}, onChange, error, onFocus, onBlur }: FieldInputProps) {
  const { t, text } = useRegistryText();
  const applyId = values.applyId ?? '';
  // No application chosen: no group asked (not every application's).
  const groups = useList(
    GROUPS,
    { current: 1, size: FORMS_SIZE, filters: exact('applyId', applyId) },
    Boolean(applyId),
  );
  const label = text(field.label, field.text);
  const data = applyId
    ? (groups.data?.records ?? [])
        .filter((g) => String(g.applyId ?? '') === applyId)
        .map((g) => ({ value: String(g.id), label: String(g.groupName ?? g.id) }))
    : [];
  // The application a group was offered for: another one chosen (not the stored one read in) clears it.
  const shownFor = useRef(applyId);
  useEffect(() => {
    const before = shownFor.current;
    shownFor.current = applyId;
    if (before && before !== applyId && value) onChange('');
  }, [applyId, value, onChange]);
  return (
    <Select
      name={field.name}
      label={label}
      placeholder={t(applyId ? 'sys.form.choose' : 'apps.forms.groupAfterApp', { label })}
      data={data}
      value={data.some((d) => d.value === value) ? value : null}
      onChange={(id) => onChange(id ?? '')}
      disabled={!applyId}
      clearable
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
    />
  );
}

/** A form's definition in its view dialog: the fields it has, by label (not the designer's JSON). */
function DefinitionView({ value }: { field: FieldSpec; value: unknown }) {
  const { t } = useTranslation();
  const labels = dataColumns(formDefinition({ content: value })).map((c) => c.label);
  return labels.length === 0 ? (
    <Text c="dimmed">{t('apps.forms.undesigned')}</Text>
  ) : (
    <Text>{t('apps.forms.fields', { n: labels.length, labels: labels.join(t('kit.list.separator')) })}</Text>
  );
}

/**
 * /app/nbxtapplicationform and /toolApp/nbxtToolAppForm: the forms, each opened in the designer, published
 * or put back to draft (submit with its owner and status: a definition the checker rejects is refused with
 * its problems), its filling link and its data; renamed through updateName (the registry's row action).
 */
function FormsList({ kind, title }: { kind: FormKind; title: string | undefined }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const client = useClient();
  const submit = useAction(kind.form, 'submit');
  // Publishing and putting back to draft edit the form: offered with the edit's grant.
  const mayPublish = submit.may(true);
  const owner = (row: Row) => String(row[kind.owner] ?? '');
  // A new form has no fields yet: they are made in the designer, offered once the form is saved.
  const offerDesigner = (saved: Row) =>
    modals.openConfirmModal({
      title: t('apps.forms.added'),
      children: <Text fz="sm">{t('apps.forms.addedHint', { name: String(saved.formName ?? '') })}</Text>,
      labels: { confirm: t('apps.forms.openDesigner'), cancel: t('apps.forms.later') },
      onConfirm: async () => {
        const found = await client.resource(kind.form).list({
          current: 1,
          size: FORMS_SIZE,
          filters: { formName: String(saved.formName ?? ''), ...exact(kind.owner, owner(saved)) },
        });
        const form = addedForm(found.records, saved, kind.owner);
        if (form) navigate(designerAddress(kind, owner(form), String(form.id)));
      },
    });
  return (
    <ResourceList
      spec={kind.form}
      options={{
        title,
        onAdded: offerDesigner,
        ...(kind.owner === 'applyId' ? { inputs: { groupId: GroupInput } } : {}),
        views: { content: DefinitionView },
        rowActions: (row) => {
          const published = String(row.status) === PUBLISHED;
          const formKey = String(row.formKey ?? '');
          return [
            {
              key: 'design',
              label: t('apps.forms.design'),
              icon: <IconEdit size={14} />,
              primary: true,
              onClick: () => navigate(designerAddress(kind, owner(row), String(row.id))),
            },
            ...(mayPublish
              ? [
                  {
                    key: 'publish',
                    label: t(published ? 'apps.forms.draft' : 'apps.forms.publish'),
                    icon: <IconSend size={14} />,
                    primary: true,
                    disabled: submit.pending,
                    onClick: () =>
                      submit.run({
                        id: row.id,
                        formName: row.formName,
                        content: row.content,
                        [kind.owner]: owner(row),
                        status: published ? '0' : PUBLISHED,
                      }),
                  },
                ]
              : []),
            {
              key: 'fill',
              label: t('apps.forms.fill'),
              icon: <IconLink size={14} />,
              disabled: !formKey,
              onClick: () => window.open(fillingAddress(formKey), '_blank', 'noopener'),
            },
            {
              key: 'data',
              label: t('apps.forms.data'),
              icon: <IconDatabase size={14} />,
              disabled: !formKey,
              onClick: () => navigate(dataAddress(kind, formKey)),
            },
          ];
        },
      }}
    />
  );
}

export const ApplicationFormsScreen = ({ title }: ModuleScreenProps) => (
  <FormsList kind={formKind('application')} title={title} />
);
export const ToolAppFormsScreen = ({ title }: ModuleScreenProps) => (
  <FormsList kind={formKind('tool-app')} title={title} />
);
