import type { Row } from '@nbxt/core/crud/client.ts';
import { IconDatabase, IconEdit, IconLink, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ResourceList } from '../../crud/ResourceList.tsx';
import { useAction } from '../../kit/hooks.ts';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { dataAddress, designerAddress, type FormKind, fillingAddress, formKind } from './kinds.ts';

const PUBLISHED = '1';

/**
 * /app/nbxtapplicationform and /toolApp/nbxtToolAppForm: the forms, each opened in the designer, published
 * or put back to draft (submit with its owner and status: a definition the checker rejects is refused with
 * its problems), its filling link and its data; renamed through updateName (the registry's row action).
 */
function FormsList({ kind, title }: { kind: FormKind; title: string | undefined }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const submit = useAction(kind.form, 'submit');
  const owner = (row: Row) => String(row[kind.owner] ?? '');
  return (
    <ResourceList
      spec={kind.form}
      options={{
        title,
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
