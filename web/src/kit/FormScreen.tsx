import { Loader, Paper, Stack, Title } from '@mantine/core';
import { HOME_PATH } from '@nbxt/core/nav/routes.ts';
import { useRecord } from './hooks.ts';
import { useLeavePage } from './leave-page.ts';
import { NotGranted } from './NotGranted.tsx';
import { useMayCall } from './permissions.tsx';
import { RecordForm } from './RecordForm.tsx';
import { useResourceLookup } from './registry-context.tsx';
import { type ResourceRef, resolveSpec } from './spec.ts';
import { useRegistryText } from './texts.ts';

export interface FormScreenProps {
  resource: ResourceRef;
  /** The record edited; none to add one. */
  id?: string | undefined;
  title?: string | undefined;
  /** Initial values of a new record (from the route's query). */
  initial?: Record<string, string> | undefined;
  /** Back to the list, after saving or cancelling (by default the console's previous page; the tab closes). */
  onDone?: (() => void) | undefined;
  /** Where the default `onDone` goes when the page was opened by its address (its list; else home). */
  backTo?: string | undefined;
  /** The call that saves (RecordForm's `operation`). */
  operation?: string | undefined;
}

/** The add/edit page of a registry entry: the dialog's form as a page; saved, it goes back to the list. */
export function FormScreen({ resource, id, title, initial, onDone, backTo, operation }: FormScreenProps) {
  const spec = resolveSpec(resource, useResourceLookup());
  const { t, text } = useRegistryText();
  const mayCall = useMayCall();
  // The page saves through one call: without its grant the form is not offered (nor its record read).
  const allowed = mayCall(spec, operation ?? 'submit', Boolean(id));
  const record = useRecord(spec, allowed ? id : undefined);
  const leave = useLeavePage(backTo ?? HOME_PATH);
  const done = onDone ?? leave;
  const heading =
    title ?? `${t(id ? 'console.crud.edit' : 'console.crud.add')} · ${text(spec.label, spec.text)}`;
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Title order={3}>{heading}</Title>
      <Paper withBorder radius="md" p="md" maw={720}>
        {!allowed ? (
          <NotGranted />
        ) : id && record.isPending ? (
          <Loader size="sm" aria-label={t('sys.list.loading')} />
        ) : (
          <RecordForm
            spec={spec}
            id={id}
            record={record.data}
            initial={initial}
            operation={operation}
            onSaved={done}
            onCancel={done}
          />
        )}
      </Paper>
    </Stack>
  );
}
