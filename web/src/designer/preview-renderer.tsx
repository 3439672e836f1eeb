/**
 * The designer preview's form renderer. For now a minimal stand-in with the interface of
 * web/src/form-renderer/ (labels, plain inputs, the required check); replaced by a re-export of the real
 * renderer once both are merged — the designer imports the renderer through this file only.
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { childList } from '@nbxt/core/form/designer.ts';
import { isEmptyValue, type PlainObject } from '@nbxt/core/form/plain.ts';
import { impliedRules } from '@nbxt/core/form/rules.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormRendererProps {
  option: PlainObject;
  value: PlainObject;
  onChange: (value: PlainObject) => void;
  mode?: 'edit' | 'detail' | 'readonly' | 'disabled';
  onSubmit?: (values: PlainObject) => void;
  onReset?: () => void;
}

function leaves(option: PlainObject): PlainObject[] {
  const out: PlainObject[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const field of list) {
      if (typeof field !== 'object' || field === null) continue;
      const f = field as PlainObject;
      if (f.type === 'group') walk(childList(f));
      else if (f.type !== 'title' && f.type !== 'divider') out.push(f);
    }
  };
  walk(option.column);
  for (const group of Array.isArray(option.group) ? option.group : []) walk((group as PlainObject).column);
  return out;
}

export function FormRenderer({
  option,
  value,
  onChange,
  mode = 'edit',
  onSubmit,
  onReset,
}: FormRendererProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = leaves(option);
  const submit = () => {
    const next: Record<string, string> = {};
    for (const field of fields) {
      const rule = impliedRules(field).find((r) => r.required);
      if (rule && isEmptyValue(value[String(field.prop)])) next[String(field.prop)] = rule.message;
    }
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit?.(value);
  };
  const reset = () => {
    onChange({});
    setErrors({});
    onReset?.();
  };
  return (
    <Stack gap="xs">
      {fields.map((field) => {
        const prop = String(field.prop);
        return (
          <TextInput
            key={prop}
            label={String(field.label ?? prop)}
            withAsterisk={field.required === true}
            value={value[prop] === undefined ? '' : String(value[prop])}
            error={errors[prop]}
            disabled={mode !== 'edit'}
            onChange={(event) => onChange({ ...value, [prop]: event.currentTarget.value })}
          />
        );
      })}
      {mode === 'edit' && (
        <Group justify="center">
          <Button size="xs" onClick={submit}>
            {typeof option.submitText === 'string' ? option.submitText : t('designer.preview.submit')}
          </Button>
          <Button size="xs" variant="default" onClick={reset}>
            {typeof option.emptyText === 'string' ? option.emptyText : t('designer.preview.reset')}
          </Button>
        </Group>
      )}
      {fields.length === 0 && <Text c="dimmed">{t('form.preview.empty')}</Text>}
    </Stack>
  );
}
