import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { readRecord } from '@nbxt/core/crud/page.ts';
import { taskRoleProject } from '@nbxt/core/modules/task-definitions.ts';
import { useState } from 'react';
import { FieldInput } from '../../kit/FieldInput.tsx';
import { useAction, useOperation } from '../../kit/hooks.ts';
import { type ModuleScreenProps, moduleGroup } from '../../kit/module-group.tsx';
import { SaveFailureAlert } from '../../kit/save-failure.tsx';
import { operationKey, useRegistryText } from '../../kit/texts.ts';

/**
 * The task system's own screen (business-modules.md §7 Task system: "GET taskRoleProject/detail; POST
 * submit; POST clear (roleId)"): a task role's authorised tasks, read for the role chosen (`?roleId=` or
 * picked here), saved, or all cleared after a confirmation.
 */

const spec = taskRoleProject;
const field = (name: string) => spec.fields.find((f) => f.name === name)!;

function Projects({ roleId }: { roleId: string }) {
  const { t, text } = useRegistryText();
  const detail = useOperation(spec, 'detail', { roleId });
  const saved = readRecord(detail.data) ?? undefined;
  const [tasks, setTasks] = useState<string>();
  const shown = tasks ?? String(saved?.['interfaceIds'] ?? '');
  const save = useAction(spec, 'submit', { onSuccess: () => void detail.refetch() });
  const clear = useAction(spec, 'clear', {
    onSuccess: () => {
      setTasks('');
      void detail.refetch();
    },
  });
  // A role's tasks saved before are edited (the submit with its id), else added.
  const mayEdit = save.may(Boolean(saved?.['id']));
  const clearText = text(operationKey(spec.name, 'clear'), spec.operations['clear']!.text);
  const confirmClear = () =>
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{t('kit.op.confirm', { action: clearText })}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: () => clear.run({ roleId }),
    });
  return (
    <Stack gap="md">
      <SaveFailureAlert text={save.failure ?? clear.failure} />
      {/* Without the save's grant the tasks are shown to read; each button is offered with its own grant. */}
      <fieldset disabled={!mayEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <FieldInput field={field('interfaceIds')} value={shown} onChange={(v) => setTasks(String(v ?? ''))} />
      </fieldset>
      <Group justify="flex-end" gap="sm">
        {clear.allowed ? (
          <Button variant="light" color="red" loading={clear.pending} onClick={confirmClear}>
            {clearText}
          </Button>
        ) : null}
        {mayEdit ? (
          <Button
            loading={save.pending}
            onClick={() =>
              save.run({ ...(saved?.['id'] ? { id: saved['id'] } : {}), roleId, interfaceIds: shown })
            }
          >
            {t('console.crud.save')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

function TaskRoleProject({ module, screen, params, title }: ModuleScreenProps) {
  const { t } = useRegistryText();
  const [roleId, setRoleId] = useState(params['roleId'] ?? '');
  const heading = title ?? t(`screen.${module}.${screen.path}`);
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Title order={3}>{heading}</Title>
      <Paper withBorder radius="md" p="md" maw={720}>
        <Stack gap="md">
          <FieldInput field={field('roleId')} value={roleId} onChange={(v) => setRoleId(String(v ?? ''))} />
          {roleId ? <Projects key={roleId} roleId={roleId} /> : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

export default moduleGroup({ taskRoleProject: TaskRoleProject });
