import { MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { type DictItem, dictOptions } from '@nbxt/core/dict/items.ts';
import { normalizeDisability } from '@nbxt/core/household/disability.ts';
import { disabilityCodes, disabilityLabel } from '@nbxt/core/household/questionnaire.ts';
import type { Problem } from '@nbxt/core/validate/result.ts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

export type SurveyFieldKind = 'text' | 'number' | 'sex' | 'yesNo' | 'disability' | 'textarea';

export interface SurveyFieldProps {
  name: string;
  kind: SurveyFieldKind;
  label: string;
  /** The label is the section's title above: named for assistive technology only. */
  labelHidden?: boolean;
  value: unknown;
  readOnly: boolean;
  /** The tip of a locked field (身份证信息不可修改, 系统自动生成，不可输入！…). */
  description?: string;
  error?: string;
  /** The yes/no dictionary (phoneCheck). */
  yesNo?: readonly DictItem[];
  /** A new value typed or picked (stable: the questionnaire passes one callback to every field). */
  onValue: (name: string, value: unknown) => void;
  /** Checked when the field is left: a problem to show, or undefined. */
  check?: (value: unknown) => Omit<Problem, 'field'> | undefined;
  onProblem: (name: string, problem?: Omit<Problem, 'field'>) => void;
}

/**
 * One field of the questionnaire. Memoised: a keystroke re-renders the field typed into, not the
 * questionnaire's other fields, tags and sections (the one frame per keystroke on a household of 30).
 */
export const SurveyField = memo(function SurveyField({
  name,
  kind,
  label,
  labelHidden,
  value,
  readOnly,
  description,
  error,
  yesNo,
  onValue,
  check,
  onProblem,
}: SurveyFieldProps) {
  const { t } = useTranslation();
  const common = { ...(labelHidden ? { 'aria-label': label } : { label }), readOnly, description, error };
  if (kind === 'sex' || kind === 'yesNo') {
    const choices =
      kind === 'sex'
        ? [
            { value: '1', label: t('household.sex.1') },
            { value: '2', label: t('household.sex.2') },
          ]
        : dictOptions(yesNo);
    return (
      <Select
        {...common}
        data={choices}
        value={value === undefined || value === null ? null : String(value)}
        onChange={(v) => onValue(name, v === null ? undefined : kind === 'sex' ? Number(v) : v)}
      />
    );
  }
  if (kind === 'disability') {
    const codes = Array.isArray(value) ? value.map(String) : [];
    return (
      <MultiSelect
        {...common}
        placeholder={codes.length === 0 ? t('region.choose', { level: label }) : undefined}
        data={disabilityCodes.map((code) => ({ value: code, label: t(disabilityLabel(code)) }))}
        value={codes}
        onChange={(next) => onValue(name, normalizeDisability(next))}
      />
    );
  }
  if (kind === 'number') {
    return (
      <NumberInput
        {...common}
        value={typeof value === 'number' || typeof value === 'string' ? value : ''}
        onChange={(v) => onValue(name, v === '' ? undefined : v)}
      />
    );
  }
  if (kind === 'textarea') {
    return (
      <Textarea
        {...common}
        value={value === undefined || value === null ? '' : String(value)}
        autosize
        minRows={2}
        onChange={(e) => onValue(name, e.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => onValue(name, e.currentTarget.value)}
      onBlur={() => {
        const problem = check?.(value);
        if (problem) onProblem(name, problem);
      }}
    />
  );
});
