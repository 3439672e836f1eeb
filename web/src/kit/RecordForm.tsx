import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Row, saveCall } from '@nbxt/core/crud/client.ts';
import { formFields, formValues, submitBody } from '@nbxt/core/resources/form-values.ts';
import { invalidValues, missingRequired } from '@nbxt/core/resources/required.ts';
import { initialValues } from '@nbxt/core/resources/states.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { type ComponentType, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InvalidAnnouncement, useInvalidSubmit } from '../components/InvalidSubmit.tsx';
import { FieldInput, type FieldInputProps } from './FieldInput.tsx';
import { FollowerInput, followersOf, useFollowers } from './follows.tsx';
import { useAction } from './hooks.ts';
import { useLiveValidation } from './live-problems.ts';
import { SaveFailureAlert } from './save-failure.tsx';

export type FieldInputs = Record<string, ComponentType<FieldInputProps>>;

export interface RecordFormProps {
  spec: ResourceSpec;
  /** The record edited (undefined: a new one). */
  id: string | undefined;
  /** What is known of it so far (the list row); */
  record: Row | undefined;
  /** The record as read by detail, once here: untouched fields take its values. */
  loaded?: Row | undefined;
  /** Initial values of a new record (the department picked in a tree, a dictionary's parent). */
  initial?: Record<string, string> | undefined;
  /** Values sent with a new record that the form does not show (a child's parentId). */
  fixed?: Row | undefined;
  /** Inputs that replace the generic one of a field (pickers for ids), by field name. */
  inputs?: FieldInputs | undefined;
  /** The call that saves (`submit` by default; an assisted fill-in's `assistSubmit`). */
  operation?: string | undefined;
  /** Called with the body sent (a new record's id is the service's: a flag reply names none). */
  onSaved: (saved: Row) => void;
  onCancel: () => void;
  /** The submit button's message key when the form is not a staff add or edit (a public report's 提交). */
  submitText?: string | undefined;
}

/**
 * The add/edit form of a registry entry (platform.md §7.1, §8): required fields checked, submit sent,
 * 新增成功 or 更新成功 then `onSaved`; on failure the server's msg shown and the form kept as it is.
 */
export function RecordForm({
  spec,
  id,
  record,
  loaded,
  initial,
  fixed,
  inputs,
  operation = saveCall(spec) ?? 'submit',
  onSaved,
  onCancel,
  submitText,
}: RecordFormProps) {
  const { t } = useTranslation();
  const sent = useRef<Row>({});
  const save = useAction(spec, operation, { onSuccess: () => onSaved(sent.current) });
  const invalid = useInvalidSubmit();
  // A new record's fixed values (a related list's link to its record) are neither shown nor checked.
  const given = id ? {} : (fixed ?? {});
  const shown = formFields(spec).filter((f) => !Object.hasOwn(given, f.name));
  const isShown = (name: string) => shown.some((f) => f.name === name);
  // A follower is not asked for: its reference is (a missing form key is a form not picked).
  const followed = new Set(followersOf(shown).map((f) => f.field.name));
  const form = useForm<Record<string, string>>({
    // A new record starts in its declared state (a short URL 启用), then with what the screen gives.
    initialValues: {
      ...formValues(spec, record),
      ...(record ? {} : formValues(spec, initialValues(spec))),
      ...(record ? {} : initial),
    },
    validate: (values) =>
      Object.fromEntries(
        [
          ...invalidValues(spec, values).map((m) => [m.field, t(m.message, m.params)]),
          ...missingRequired(spec, values)
            .filter((m) => !followed.has(m.field))
            .map((m) => [m.field, t(m.message)]),
        ].filter(([field]) => isShown(field!)),
      ),
  });
  const tried = useLiveValidation(form);
  const following = useFollowers(shown, form.values, form.setFieldValue);
  // The detail may carry more than the list row: refresh untouched fields once it arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the detail arrives, not on every form change
  useEffect(() => {
    if (loaded && !form.isDirty()) {
      form.setValues(formValues(spec, loaded));
      form.resetDirty(formValues(spec, loaded));
    }
  }, [loaded]);
  return (
    <form
      noValidate
      ref={invalid.ref}
      onSubmit={form.onSubmit(
        (values) => {
          tried();
          // An edit sends back what was read for every field left as it was (the detail, else the row).
          sent.current = { ...submitBody(spec, values, id, id ? (loaded ?? record) : undefined), ...given };
          save.run(sent.current);
        },
        (errors) => {
          tried();
          invalid.report(errors);
        },
      )}
    >
      <Stack gap="md">
        <InvalidAnnouncement said={invalid.said} />
        <SaveFailureAlert text={save.failure} />
        {shown.map((f) => {
          const Input = inputs?.[f.name] ?? (following.has(f.name) ? FollowerInput : FieldInput);
          return (
            <Input
              key={f.name}
              {...form.getInputProps(f.name)}
              field={f}
              fill={(values) => form.setValues(values)}
              values={form.values}
              editing={Boolean(id)}
            />
          );
        })}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.pending}>
            {t(submitText ?? (id ? 'console.crud.update' : 'console.crud.save'))}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
