import { NumberInput, PasswordInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { dictOptions } from '@nbxt/core/dict/items.ts';
import { localDateText, wireFormat } from '@nbxt/core/resources/date-format.ts';
import type { FieldSpec } from '@nbxt/core/resources/types.ts';
import type { ReactNode } from 'react';
import { LazyDateField, LazyDateTimeField, LazyMonthField } from '../components/LazyDateFields.tsx';
import { useFieldDictionary } from './dictionaries.ts';
import { useFieldWidget } from './field-widgets.tsx';
import { ImageThumbs } from './ImageThumbs.tsx';
import { RefSelect } from './RefSelect.tsx';
import { useResourceLookup } from './registry-context.tsx';
import { useRegistryText } from './texts.ts';

/** What @mantine/form's getInputProps gives an input, values as text. */
export interface FieldInputProps {
  field: FieldSpec;
  value?: string;
  onChange: (value: unknown) => void;
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Sets other fields of the form (an input that fills the form from what is picked). */
  fill?: (values: Record<string, string>) => void;
  /** The form's values as they stand (an input whose choices follow another field). */
  values?: Record<string, string>;
  /** A stored record is edited: inputs add no defaults of their own (what was read goes back unchanged). */
  editing?: boolean;
}

/**
 * The input of one registry field in an add/edit dialog: a select of its dictionary's items when it names
 * one (a plain input while the dictionary cannot be had), else an input for its type (dates in pickers,
 * loaded on demand, that send the field's wire text).
 */
export function FieldInput({
  field,
  value = '',
  onChange,
  error,
  onFocus,
  onBlur,
  editing,
}: FieldInputProps) {
  const { t, text } = useRegistryText();
  const items = useFieldDictionary(field);
  const Widget = useFieldWidget(field.type, field.kind);
  const lookup = useResourceLookup();
  const label = text(field.label, field.text);
  const common = {
    label,
    placeholder: t(items ? 'sys.form.choose' : 'console.crud.enter', { label }),
    withAsterisk: Boolean(field.required),
    error,
    onFocus,
    onBlur,
    name: field.name,
  };
  if (items)
    return (
      <Select
        {...common}
        data={dictOptions(items, value)}
        value={value === '' ? null : value}
        onChange={(v) => onChange(v ?? '')}
        allowDeselect={!field.required}
        clearable={!field.required}
      />
    );
  const target = field.ref ? lookup(field.ref) : undefined;
  if (target)
    return (
      <RefSelect
        {...common}
        placeholder={t('sys.form.choose', { label })}
        target={target}
        multiple={field.multiple}
        refKey={field.refKey}
        refOptions={field.refOptions}
        value={value}
        onChange={onChange}
      />
    );
  // A day, a time or a month is picked, never typed; one not yet begun is not offered where the field
  // refuses it (begun).
  const Picker =
    field.kind === 'month'
      ? LazyMonthField
      : field.type === 'date'
        ? LazyDateField
        : field.type === 'datetime'
          ? LazyDateTimeField
          : undefined;
  if (Picker)
    return (
      <Picker
        {...common}
        placeholder={t('sys.form.choose', { label })}
        format={wireFormat(field)}
        value={value}
        onChange={onChange}
        {...(field.begun ? { maxDate: localDateText(Date.now()) } : {})}
      />
    );
  if (Widget)
    return (
      <Widget
        {...common}
        value={value}
        onChange={onChange}
        editing={editing}
        {...(field.levels === undefined ? {} : { levels: field.levels })}
      />
    );
  if (field.type === 'text')
    return (
      <Textarea
        {...common}
        autosize
        minRows={2}
        maxRows={8}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  if (field.type === 'number')
    return <NumberInput {...common} value={value} onChange={(v) => onChange(v === '' ? '' : String(v))} />;
  // Pictures' addresses with the pictures they name, to check what was entered.
  if (field.kind === 'image')
    return (
      <Stack gap={4}>
        <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
        <ImageThumbs value={value} label={label} size={48} />
      </Stack>
    );
  if (field.type === 'password')
    return <PasswordInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
  return <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}
