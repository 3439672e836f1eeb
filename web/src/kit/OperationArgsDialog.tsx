import { Alert, Button, FileButton, Group, Select, Stack, TextInput } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { readRows } from '@nbxt/core/crud/page.ts';
import { argumentProblem } from '@nbxt/core/resources/field-rules.ts';
import { asksToChoose } from '@nbxt/core/resources/labels.ts';
import { distinctLabels, recordCode } from '@nbxt/core/resources/record-title.ts';
import type { ArgumentInput } from '@nbxt/core/resources/roles.ts';
import { oss } from '@nbxt/core/resources/system/oss.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../base/errors.ts';
import { InvalidAnnouncement } from '../components/InvalidSubmit.tsx';
import { useClient } from './client.tsx';
import { FieldInput } from './FieldInput.tsx';
import { useLiveProblems } from './live-problems.ts';
import { RefSelect } from './RefSelect.tsx';
import type { ResourceLookup } from './registry-context.tsx';
import { useRegistryText } from './texts.ts';

/**
 * The arguments an operation asks of the user (argumentInputs: a warning's result, a policy's service
 * tenant), checked before anything is sent; the server's msg on failure, with what was typed kept.
 */
export function OperationArgsForm({
  spec,
  lookup,
  inputs,
  submit,
  onDone,
  onCancel,
  attach,
}: {
  spec: ResourceSpec;
  /** The registry of the screen that opened the dialog (its pickers' entries). */
  lookup: ResourceLookup;
  inputs: readonly ArgumentInput[];
  /** Called with the typed values and, when the form attaches one, the file chosen. */
  submit: (values: Record<string, string>, attached?: File) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
  /** A file chosen in the form and sent with the call itself (an import's spreadsheet), required. */
  attach?: { accept: string; label: string; refuse: (file: File) => string | undefined } | undefined;
}) {
  const { t, text, lang } = useRegistryText();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(inputs.filter((i) => i.initial !== '').map((i) => [i.name, i.initial])),
  );
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [attached, setAttached] = useState<File | null>(null);
  const client = useClient();
  const label = (input: ArgumentInput) =>
    input.field ? text(input.field.label, input.field.text) : input.text ? input.text[lang] : input.name;
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  // Each argument's message, from the first try on that of its value as it is now (useLiveProblems).
  const check = (now: {
    values: Record<string, string>;
    files: Record<string, File | null>;
    attached: File | null;
  }) => [
    ...inputs.flatMap((i) => {
      const value = now.values[i.name]?.trim() ? now.values[i.name] : '';
      // The rule of the field the argument stands for (an ID card's GB 11643 check), as everywhere.
      const ruled = argumentProblem(i.field, value, i.required);
      if (ruled) return [{ field: i.name, message: t(ruled.message, ruled.params) }];
      if (!i.required || (i.upload ? now.files[i.name] : value)) return [];
      const key = picked(i) ? 'sys.form.choose' : 'console.crud.enter';
      return [{ field: i.name, message: t(key, { label: label(i) }) }];
    }),
    ...(!attach
      ? []
      : !now.attached
        ? [{ field: ATTACHED, message: t('sys.form.choose', { label: attach.label }) }]
        : [attach.refuse(now.attached)]
            .filter((m): m is string => m !== undefined)
            .map((message) => ({ field: ATTACHED, message }))),
  ];
  const invalid = useLiveProblems(check, { values, files, attached });
  const errors = Object.fromEntries(invalid.problems.map((p) => [p.field, p.message]));
  const send = async () => {
    if (invalid.attempt().length > 0) return;
    setPending(true);
    setFailure(undefined);
    try {
      // Files first (object storage), then the call with their stored paths.
      const paths: Record<string, string> = {};
      for (const input of inputs) {
        const file = input.upload ? files[input.name] : undefined;
        if (file) paths[input.name] = await storedPath(client, file);
      }
      const typed = Object.entries(values).filter(([, v]) => v.trim() !== '');
      await submit({ ...Object.fromEntries(typed), ...paths }, attached ?? undefined);
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
      ref={invalid.ref}
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
        if (input.upload)
          return (
            <FileButton key={input.name} onChange={(file) => setFiles((f) => ({ ...f, [input.name]: file }))}>
              {(props) => (
                <TextInput
                  {...common}
                  {...props}
                  readOnly
                  placeholder={t('kit.import.choose')}
                  value={files[input.name]?.name ?? ''}
                />
              )}
            </FileButton>
          );
        if (input.choices)
          return (
            <LookupSelect
              key={input.name}
              {...common}
              spec={spec}
              lookup={lookup}
              from={input.choices}
              value={values[input.name] ?? null}
              onChange={(value) => set(input.name, value ?? '')}
            />
          );
        const target = input.field?.ref ? lookup(input.field.ref) : undefined;
        if (target)
          return (
            <RefSelect
              key={input.name}
              {...common}
              target={target}
              refKey={input.field?.refKey}
              name={input.name}
              placeholder={common.label}
              value={values[input.name] ?? ''}
              onChange={(value) => set(input.name, value)}
            />
          );
        // The field the argument stands for gives its input (dictionary, choices, dates, kind).
        if (input.field)
          return (
            <FieldInput
              key={input.name}
              field={{
                ...input.field,
                name: input.name,
                readOnly: false,
                required: input.required ? 'required' : undefined,
              }}
              value={values[input.name] ?? ''}
              onChange={(value) =>
                set(input.name, Array.isArray(value) ? value.join(',') : value == null ? '' : String(value))
              }
              error={common.error}
            />
          );
        return (
          <TextInput
            key={input.name}
            {...common}
            value={values[input.name] ?? ''}
            onChange={(event) => set(input.name, event.currentTarget.value)}
          />
        );
      })}
      {attach ? (
        <FileButton accept={attach.accept} onChange={setAttached}>
          {(props) => (
            <TextInput
              {...props}
              label={attach.label}
              withAsterisk
              readOnly
              placeholder={t('kit.import.choose')}
              value={attached?.name ?? ''}
              error={errors[ATTACHED] || undefined}
            />
          )}
        </FileButton>
      ) : null}
      <InvalidAnnouncement said={invalid.said} />
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

/** The problems' key of the attached file (no argument is named so). */
const ATTACHED = '$attached';

/** An argument whose value is picked (a lookup's record, a field's choices or reference), not typed. */
const picked = (input: ArgumentInput) =>
  Boolean(input.choices) || (input.field !== undefined && asksToChoose(input.field));

/** A choice among the records a lookup operation returns (ParamSpec.choices), of this entry or another's. */
function LookupSelect({
  spec,
  lookup,
  from,
  ...select
}: {
  spec: ResourceSpec;
  lookup: ResourceLookup;
  from: NonNullable<ArgumentInput['choices']>;
  label: string;
  withAsterisk: boolean;
  error: string | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const source = from.resource ? lookup(from.resource) : spec;
  const client = useClient();
  const reply = useQuery<Row[]>({
    queryKey: ['resource', source?.name, 'choices', from.operation],
    queryFn: async ({ signal }) => {
      const api = client.resource(source!);
      if (from.operation === 'list') return (await api.list({ current: 1, size: 100, signal })).records;
      return readRows(await api.send(from.operation, {}, signal));
    },
    enabled: source !== undefined,
  });
  // Records of the same name are told apart by their code (core's distinctLabels).
  const data = distinctLabels(
    (reply.data ?? []).flatMap((row) => {
      const value = String(row[from.value] ?? '');
      if (!value) return [];
      return [{ value, label: String(row[from.label] ?? value), code: source && recordCode(source, row) }];
    }),
  );
  return <Select {...select} data={data} searchable />;
}

/** Uploads a file (put-file) and gives its stored path (BladeX's object name; the link when absent). */
async function storedPath(client: ReturnType<typeof useClient>, file: File): Promise<string> {
  const data = await client
    .resource(oss)
    .upload<{ name?: string; link?: string } | null>('putFile', [['file', file]]);
  const path = data?.name || data?.link;
  if (!path) throw new Error('upload failed');
  return path;
}
