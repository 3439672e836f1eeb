import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { FieldSpec } from '@nbxt/core/resources/types.ts';
import { useState } from 'react';
import { errorText } from '../app/errors.ts';
import { useRegistryText } from './texts.ts';

export interface ArgumentInput {
  name: string;
  required: boolean;
  field: FieldSpec | undefined;
}

/**
 * The arguments an operation asks of the user (argumentInputs: a warning's result, a policy's service
 * tenant), checked before anything is sent; the server's msg on failure, with what was typed kept.
 */
export function OperationArgsForm({
  inputs,
  submit,
  onDone,
  onCancel,
}: {
  inputs: readonly ArgumentInput[];
  submit: (values: Record<string, string>) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, text, lang } = useRegistryText();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const label = (input: ArgumentInput) =>
    input.field ? text(input.field.label, input.field.text) : input.name;
  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const send = async () => {
    const missing = Object.fromEntries(
      inputs
        .filter((i) => i.required && !values[i.name]?.trim())
        .map((i) => [i.name, t('console.crud.enter', { label: label(i) })]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setPending(true);
    setFailure(undefined);
    try {
      await submit(Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')));
      onDone();
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {inputs.map((input) => {
        const common = {
          label: label(input),
          withAsterisk: input.required,
          error: errors[input.name] || undefined,
        };
        const choices = input.field?.choices;
        if (choices)
          return (
            <Select
              key={input.name}
              {...common}
              data={choices.map((c) => ({ value: c.value, label: c[lang] }))}
              value={values[input.name] ?? null}
              onChange={(value) => set(input.name, value ?? '')}
            />
          );
        const Input = input.field?.type === 'text' ? Textarea : TextInput;
        return (
          <Input
            key={input.name}
            {...common}
            value={values[input.name] ?? ''}
            onChange={(event) => set(input.name, event.currentTarget.value)}
          />
        );
      })}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('common.ok')}
        </Button>
      </Group>
    </Stack>
  );
}
