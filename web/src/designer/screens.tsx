import { Alert, Loader } from '@mantine/core';
import { importForm } from '@nbxt/core/form/convert.ts';
import { canImportDefinition } from '@nbxt/core/form/designer-access.ts';
import { parseDefinitionText } from '@nbxt/core/form/json-text.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { formResource } from '@nbxt/core/modules/form-modules.ts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session.ts';
import { useAction, useRecord } from '../kit/hooks.ts';
import type { ModuleScreenProps } from '../kit/module-group.tsx';
import { warn } from '../kit/notices.ts';
import { fillingAddress } from '../screens/apps/kinds.ts';
import { Designer } from './DesignerScreen.tsx';

function useCanImport(): boolean {
  const session = useSession();
  return canImportDefinition({ signedIn: session.signedIn, roleName: session.state?.user.roleName });
}

/** /nbxtFormDesigner and /toolApp/designer: the designer on its own, kept in browser storage. */
export function FormDesignerScreen(_props: ModuleScreenProps) {
  const canImport = useCanImport();
  const session = useSession();
  return <Designer canImport={canImport} standalone={!session.signedIn} />;
}

/** The stored definition of a form record (its `content`), as the designer's form. */
function definitionOf(record: PlainObject | undefined): PlainObject | undefined {
  const content = record?.content;
  if (typeof content !== 'string' || content.trim() === '') return undefined;
  try {
    const result = importForm(parseDefinitionText(content));
    return result.ok ? result.value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The designer of one application's or tool app's form: loaded from the server, saved there through the
 * entry's submit operation with the session — without one it says so and sends nothing.
 */
function BoundDesigner({
  resource,
  owner,
  params,
}: {
  resource: string;
  owner: 'applyId' | 'appId';
  params: Record<string, string>;
}) {
  const { t } = useTranslation();
  const spec = formResource(resource)!;
  const session = useSession();
  const canImport = useCanImport();
  const formId = params.formId && params.formId !== '0' ? params.formId : undefined;
  const record = useRecord(spec, session.signedIn ? formId : undefined);
  const submit = useAction(spec, 'submit');
  if (record.isLoading) return <Loader m="xl" />;
  const loaded = record.data as PlainObject | undefined;
  const target = {
    pending: submit.pending,
    save(option: PlainObject, title: string, status: '0' | '1') {
      if (!session.signedIn) return warn(t('designer.save.signIn'));
      submit.run({
        [owner]: params.appId,
        status,
        ...(formId ? { id: formId } : {}),
        formName: title,
        content: JSON.stringify(option),
      });
    },
  };
  return (
    <>
      {!session.signedIn && (
        <Alert color="yellow" py={6} mb={4}>
          {t('designer.save.signIn')}
        </Alert>
      )}
      <Designer
        key={String(loaded?.id ?? 'new')}
        target={target}
        canImport={canImport}
        standalone={!session.signedIn}
        link={
          typeof loaded?.formKey === 'string' && loaded.formKey ? fillingAddress(loaded.formKey) : undefined
        }
        initial={
          loaded
            ? { form: definitionOf(loaded) ?? { column: [] }, title: String(loaded.formName ?? '') }
            : undefined
        }
      />
    </>
  );
}

export function ApplicationFormDesignerScreen({ params }: ModuleScreenProps) {
  return <BoundDesigner resource="application-form" owner="applyId" params={params} />;
}

export function ToolAppFormDesignerScreen({ params }: ModuleScreenProps) {
  return <BoundDesigner resource="tool-app-form" owner="appId" params={params} />;
}
