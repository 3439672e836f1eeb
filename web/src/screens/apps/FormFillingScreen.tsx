import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { readRecord } from '@nbxt/core/crud/page.ts';
import { formAnswers, formDefinition, withRelDictionaries } from '@nbxt/core/form/form-data.ts';
import { formKind } from '@nbxt/core/modules/form-kinds.ts';
import { formSpec } from '@nbxt/core/modules/form-modules.ts';
import { IconCircleCheck, IconFileUnknown, IconLock } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../form-renderer/lazy.tsx';
import { useClient } from '../../kit/client.tsx';
import { useAction, useOperation } from '../../kit/hooks.ts';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';

const PUBLISHED = '1';
const PERMISSIONS = formSpec('form-permission');
const { form: FORMS, data: ANSWERS } = formKind('tool-app');

/** A page that says why there is no form to fill (unknown, unpublished, not allowed) or that it is sent. */
function Notice({
  icon,
  title,
  hint,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" py="xl" gap="xs" role="status">
      {icon}
      <Title order={3}>{title}</Title>
      <Text c="dimmed">{hint}</Text>
      {children}
    </Stack>
  );
}

function Filling({
  form,
  formKey,
  taskExecuteId,
}: {
  form: Row;
  formKey: string;
  taskExecuteId: string | undefined;
}) {
  const { t } = useTranslation();
  const option = useMemo(() => withRelDictionaries(formDefinition(form) ?? { column: [] }), [form]);
  const allowed = useOperation(PERMISSIONS, 'formUsePermission', { formKey });
  const task = useOperation(ANSWERS, 'detailByTask', { taskExecuteId }, { enabled: Boolean(taskExecuteId) });
  const [value, setValue] = useState<Record<string, unknown>>();
  const [done, setDone] = useState(false);
  const signedIn = useClient().session.isSignedIn();
  const submit = useAction(ANSWERS, 'submit', { onSuccess: () => setDone(true) });
  if (allowed.isLoading || task.isLoading) return <Loader m="xl" aria-label={t('sys.list.loading')} />;
  if (allowed.data !== true)
    return (
      <Notice icon={<IconLock size={40} />} title={t('apps.fill.denied')} hint={t('apps.fill.deniedHint')} />
    );
  if (done)
    return (
      <Notice
        icon={<IconCircleCheck size={40} color="teal" />}
        title={t('apps.fill.done')}
        hint={t('apps.fill.doneHint')}
      >
        {!taskExecuteId && (
          <Button
            variant="light"
            onClick={() => {
              setValue({});
              setDone(false);
            }}
          >
            {t('apps.fill.again')}
          </Button>
        )}
      </Notice>
    );
  const previous = readRecord(task.data) ?? undefined;
  const values = value ?? formAnswers(previous);
  return (
    <>
      {submit.failure && (
        <Alert color="red" mb="sm">
          {submit.failure}
        </Alert>
      )}
      <FormRenderer
        option={option}
        value={values}
        onChange={setValue}
        // Signed out, its fields' calls name the form: they are served for it alone.
        publicForm={signedIn ? undefined : formKey}
        onSubmit={(filled) =>
          submit
            .runAsync({
              ...(previous?.id ? { id: previous.id } : {}),
              formKey,
              ...(taskExecuteId ? { taskExecuteId } : {}),
              formData: JSON.stringify(filled),
            })
            .then(
              () => undefined,
              // The failure is shown above the form (submit.failure).
              () => undefined,
            )
        }
      />
    </>
  );
}

/**
 * /toolApp/formDataTaskLink?formKey=…&taskExecuteId=…, signed out: the published form of the key (either
 * kind) filled in and submitted, the task's earlier answer shown to change; an unknown or unpublished form
 * and a form the caller may not fill say so.
 */
export function FormFillingScreen({ params }: ModuleScreenProps) {
  const { t } = useTranslation();
  const formKey = params.formKey ?? '';
  const taskExecuteId = params.taskExecuteId || undefined;
  const form = useOperation(FORMS, 'detailByFormKey', { formKey }, { enabled: formKey !== '' });
  const record = readRecord(form.data);
  let body: ReactNode;
  if (form.isLoading) body = <Loader m="xl" aria-label={t('sys.list.loading')} />;
  else if (!record)
    body = (
      <Notice
        icon={<IconFileUnknown size={40} />}
        title={t('apps.fill.unknown')}
        hint={t('apps.fill.unknownHint')}
      />
    );
  else if (String(record.status) !== PUBLISHED)
    body = (
      <Notice
        icon={<IconFileUnknown size={40} />}
        title={t('apps.fill.draft')}
        hint={t('apps.fill.draftHint')}
      />
    );
  else body = <Filling form={record} formKey={formKey} taskExecuteId={taskExecuteId} />;
  return (
    <Container size="md" py="lg" component="main">
      <Paper withBorder p="lg" radius="md">
        {record?.formName ? (
          <Title order={2} mb="md">
            {String(record.formName)}
          </Title>
        ) : null}
        {body}
      </Paper>
    </Container>
  );
}
