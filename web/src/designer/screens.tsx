import { Alert, Loader } from '@mantine/core';
import { exact } from '@nbxt/core/crud/client.ts';
import { addedForm } from '@nbxt/core/form/added-form.ts';
import { importForm } from '@nbxt/core/form/convert.ts';
import { canImportDefinition } from '@nbxt/core/form/designer-access.ts';
import { parseDefinitionText } from '@nbxt/core/form/json-text.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { fillingAddress } from '@nbxt/core/modules/form-kinds.ts';
import { formSpec } from '@nbxt/core/modules/form-modules.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../base/session.ts';
import { useClient } from '../kit/client.tsx';
import { useAction, useRecord } from '../kit/hooks.ts';
import type { ModuleScreenProps } from '../kit/module-group.tsx';
import { warn } from '../kit/notices.ts';
import { Designer } from './DesignerScreen.tsx';
import { discardDesignerDraft } from './use-designer.ts';

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
 * entry's submit operation with the session — without one it says so and sends nothing. Unsaved work is
 * kept in the browser per form until it is saved; a new form (`/form/0`) takes its id once first saved, so
 * a draft then published is one form.
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
  const spec = formSpec(resource);
  const session = useSession();
  const canImport = useCanImport();
  const client = useClient();
  const [location, navigate] = useLocation();
  const formId = params.formId && params.formId !== '0' ? params.formId : undefined;
  const draft = `${resource}:${params.appId ?? ''}:${formId ?? 'new'}`;
  const saving = useRef<{ title: string; isNew: boolean }>({ title: '', isNew: false });
  const submit = useAction(spec, 'submit', {
    onSuccess: () => {
      discardDesignerDraft(draft);
      const { title, isNew } = saving.current;
      if (isNew) void adopt(title);
    },
  });
  const record = useRecord(spec, session.signedIn ? formId : undefined);
  // The new form's id, found among the owner's forms (the save replies with a flag only): the address
  // takes it, so that the next save updates this form instead of adding another.
  const adopt = async (title: string) => {
    const found = await client.resource(spec).list({
      current: 1,
      size: 100,
      filters: { formName: title, ...exact(owner, params.appId ?? '') },
    });
    const added = addedForm(found.records, { formName: title, [owner]: params.appId ?? '' }, owner);
    if (added) navigate(location.replace(/\/form\/0$/, `/form/${String(added.id)}`), { replace: true });
  };
  if (record.isLoading) return <Loader m="xl" />;
  const loaded = record.data as PlainObject | undefined;
  const target = {
    pending: submit.pending,
    // Signed out, the save says to sign in first; signed in, it is offered with its grant (add or edit).
    allowed: submit.may(Boolean(formId)) || !session.signedIn,
    save(option: PlainObject, title: string, status: '0' | '1') {
      if (!session.signedIn) return warn(t('designer.save.signIn'));
      saving.current = { title, isNew: !formId };
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
        key={`${draft}:${String(loaded?.id ?? 'new')}`}
        target={target}
        canImport={canImport}
        standalone={!session.signedIn}
        draft={draft}
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
