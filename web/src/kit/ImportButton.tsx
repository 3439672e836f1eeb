import { Alert, Button, FileButton, List, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import {
  importOutcome,
  importProgress,
  importResult,
  isSpreadsheetName,
} from '@nbxt/core/resources/replies.ts';
import { argumentInputs, fileArgument, importStepArgs } from '@nbxt/core/resources/roles.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../base/errors.ts';
import { entryKey, useOperation, useRun } from './hooks.ts';
import { warn } from './notices.ts';
import { OperationArgsForm } from './OperationArgsDialog.tsx';
import { useResourceLookup } from './registry-context.tsx';
import { SaveFailureAlert } from './save-failure.tsx';
import { operationKey, useRegistryText } from './texts.ts';

/**
 * An `import` operation: a file chosen is uploaded (multipart), then its `importSteps.progress` operation
 * is polled (a progress bar) until finished, then its `result` shown (counts and rejected rows). A failed
 * upload shows the server's msg in the dialog.
 */
export function ImportButton({
  spec,
  operation,
  pollMs = 1000,
}: {
  spec: ResourceSpec;
  operation: string;
  /** How often the progress is asked for. */
  pollMs?: number;
}) {
  const { t, text } = useRegistryText();
  const op = spec.operations[operation];
  const [opened, setOpened] = useState(false);
  const [uploaded, setUploaded] = useState<{ reply: unknown }>();
  const upload = useRun(spec, { onSuccess: (reply) => setUploaded({ reply }) });
  const label = text(operationKey(spec.name, operation), op?.text);
  const lookup = useResourceLookup();
  // Offered only with the import's grant (core's grants.ts), wherever a screen places it.
  if (!op || !upload.may(operation)) return null;
  // An import that declares arguments besides its file (a payslip batch's month) asks for them with the
  // file in one form, each checked by its field's rules (a month not begun refused) before anything is sent.
  const inputs = argumentInputs(spec, op);
  if (inputs.length > 0)
    return (
      <>
        <Button
          variant="light"
          leftSection={<IconUpload size={16} />}
          onClick={() => {
            setUploaded(undefined);
            setOpened(true);
          }}
        >
          {label}
        </Button>
        {opened ? (
          <Modal opened onClose={() => setOpened(false)} title={label} radius="md">
            {uploaded ? (
              <ImportSteps spec={spec} operation={operation} uploaded={uploaded.reply} pollMs={pollMs} />
            ) : (
              <OperationArgsForm
                spec={spec}
                lookup={lookup}
                inputs={inputs}
                attach={{
                  accept: '.xls,.xlsx',
                  label: t('kit.import.file'),
                  refuse: (file) =>
                    isSpreadsheetName(file.name) ? undefined : t('kit.import.notSpreadsheet'),
                }}
                submit={(values, file) =>
                  upload.runAsync({ name: operation, args: { ...values, [fileArgument(op)]: file } })
                }
                onDone={() => {}}
                onCancel={() => setOpened(false)}
              />
            )}
          </Modal>
        ) : null}
      </>
    );
  return (
    <>
      <FileButton
        accept=".xls,.xlsx"
        onChange={(file) => {
          if (!file) return;
          // Not a spreadsheet: refused here, nothing uploaded.
          if (!isSpreadsheetName(file.name)) {
            warn(t('kit.import.notSpreadsheet'));
            return;
          }
          setUploaded(undefined);
          setOpened(true);
          upload.run({ name: operation, args: { [fileArgument(op)]: file } });
        }}
      >
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={upload.pending}>
            {label}
          </Button>
        )}
      </FileButton>
      {opened ? (
        <Modal opened onClose={() => setOpened(false)} title={label} radius="md">
          <Stack gap="md">
            <SaveFailureAlert text={upload.failure} />
            {uploaded ? (
              <ImportSteps spec={spec} operation={operation} uploaded={uploaded.reply} pollMs={pollMs} />
            ) : null}
          </Stack>
        </Modal>
      ) : null}
    </>
  );
}

function ImportSteps({
  spec,
  operation,
  uploaded,
  pollMs,
}: {
  spec: ResourceSpec;
  operation: string;
  uploaded: unknown;
  pollMs: number;
}) {
  const { t } = useRegistryText();
  const steps = spec.operations[operation]?.importSteps;
  const progressOp = steps ? spec.operations[steps.progress] : undefined;
  const resultOp = steps?.result ? spec.operations[steps.result] : undefined;
  const [finished, setFinished] = useState(!progressOp);
  const progress = useOperation(
    spec,
    steps?.progress ?? operation,
    progressOp ? importStepArgs(progressOp, uploaded) : {},
    { enabled: Boolean(progressOp), refetchInterval: finished ? false : pollMs },
  );
  const state = progressOp ? importProgress(progress.data) : { percent: 100, finished: true };
  if (state.finished && !finished) setFinished(true);
  // Finished: the entry's lists show what was imported.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: [...entryKey(spec), 'list'] });
  }, [finished, queryClient, spec]);
  // An import without a result call asks nothing here (the progress call stands in, disabled: a hook is
  // called every render, and the upload itself is no read).
  const result = useOperation(
    spec,
    steps?.result ?? steps?.progress ?? operation,
    resultOp ? importStepArgs(resultOp, uploaded) : {},
    { enabled: Boolean(resultOp) && finished },
  );
  // Without a result call, a finished progress reply may tell the outcome itself.
  const shown = resultOp
    ? importResult(result.data)
    : finished && progressOp
      ? importOutcome(progress.data)
      : undefined;
  const failed = progress.error ?? result.error;
  return (
    <Stack gap="sm">
      <Text fz="sm" fw={500}>
        {t('kit.import.progress')}
      </Text>
      <Progress.Root size="lg">
        <Progress.Section value={state.percent} aria-label={t('kit.import.progress')} />
      </Progress.Root>
      <Text fz="sm" c="dimmed">
        {state.percent}%
      </Text>
      {failed ? <ImportFailure error={failed} /> : null}
      {shown ? (
        <Stack gap="xs" aria-label={t('kit.import.result')} role="region">
          <Text fw={600}>{t('kit.import.result')}</Text>
          <Table>
            <Table.Tbody>
              {shown.counts.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th>{t(`kit.import.count.${key}`, { defaultValue: key })}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {shown.errors.length > 0 ? (
            <Alert color="red" variant="light" title={t('kit.import.errors')}>
              <List size="sm">
                {shown.errors.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows may repeat
                  <List.Item key={i}>
                    {row.row === undefined
                      ? row.msg
                      : t('kit.import.errorRow', { row: row.row, msg: row.msg })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

function ImportFailure({ error }: { error: unknown }) {
  const { t } = useRegistryText();
  return <SaveFailureAlert text={errorText(error, t)} />;
}
