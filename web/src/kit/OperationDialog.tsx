import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OperationInput } from '@nbxt/core/resources/operation-inputs.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { FieldInput } from '../crud/FieldInput.tsx';
import { SaveFailureAlert } from '../crud/save-failure.tsx';
import { useRun } from './hooks.ts';
import { useRegistryText } from './texts.ts';

export interface OperationDialogProps {
  spec: ResourceSpec;
  name: string;
  /** The records' arguments (recordArgs), sent with what is typed. */
  args: Record<string, unknown>;
  inputs: readonly OperationInput[];
  initial: Record<string, string>;
  onDone: () => void;
}

/**
 * The dialog of an operation that needs more than its records (a new status, a new executor): one input
 * per argument (operationInputs), required ones checked before sending; on failure the server's msg shows
 * and the dialog keeps what was typed (platform.md §8); on success it closes.
 */
export function OperationDialog({ spec, name, args, inputs, initial, onDone }: OperationDialogProps) {
  const { t, text } = useRegistryText();
  const run = useRun(spec, { onSuccess: onDone });
  const form = useForm<Record<string, string>>({
    initialValues: initial,
    validate: (values) =>
      Object.fromEntries(
        inputs
          .filter((input) => input.required && (values[input.param] ?? '').trim() === '')
          .map((input) => {
            const label = text(input.field.label, input.field.text);
            const chosen = input.field.dict || input.field.ref;
            return [input.param, t(chosen ? 'sys.form.choose' : 'console.crud.enter', { label })];
          }),
      ),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const typed = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
        run.run({ name, args: { ...args, ...typed } });
      })}
    >
      <Stack gap="md">
        <SaveFailureAlert text={run.failure} />
        {inputs.map((input) => (
          <FieldInput
            key={input.param}
            {...form.getInputProps(input.param)}
            field={{ ...input.field, required: input.required ? 'required' : undefined }}
          />
        ))}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={run.pending}>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
