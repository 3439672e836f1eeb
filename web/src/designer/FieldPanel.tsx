import { Divider, Select, Stack } from '@mantine/core';
import { paletteItems } from '@nbxt/core/form/catalogue.ts';
import { propProblem } from '@nbxt/core/form/designer.ts';
import { relLink, relParts } from '@nbxt/core/form/form-data.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import {
  generalProperties,
  propertyPatch,
  propertyRange,
  propertyValue,
  rateTexts,
} from '@nbxt/core/form/property-ranges.ts';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftOwner, shownControls, useDraftOwner } from './controls.tsx';
import { StaticOptions, TreeOptions } from './OptionsEditor.tsx';
import { type Control, controlsFor } from './panels.ts';
import type { Dispatch } from './use-designer.ts';

const typeChoices = [...paletteItems.keys()];
const { ChoiceSelect, ColorValue, CommitText, FlagSwitch, RangeNumber, TextList } = shownControls;

/**
 * The 字段属性 tab for one field (§2.6): type, property key, title, width or span, data type, then the
 * type's own panel. Every change is one designer action (one undo step). It stays mounted when another
 * field is selected: the controls both fields have redraw only where the values differ (their drafts
 * reset through DraftOwner), and the editors holding more state than a draft are keyed by the field.
 */
export const FieldPanel = memo(function FieldPanel({
  field,
  dispatch,
  form,
}: {
  field: PlainObject;
  dispatch: Dispatch;
  /** The form as it stands (stable): a new key is checked against its fields' keys. */
  form: () => PlainObject;
}) {
  const { t } = useTranslation();
  const prop = String(field.prop);
  const type = String(field.type ?? '');
  const general = generalProperties(field);
  const owners = useDraftOwner(prop);
  // The field as it is now: a control that skipped a render (even one drawn for the field selected
  // before) calls an earlier `set`, which must patch this one.
  const latest = useRef(field);
  latest.current = field;
  // Kept from the first render: TypeSelect is memoised on it.
  const current = useCallback(() => latest.current, []);
  const set = (path: string, value: unknown) =>
    dispatch({
      type: 'update',
      prop: String(latest.current.prop),
      patch: propertyPatch(latest.current, path, value),
    });
  const label = (path: string) => t(`designer.prop.${path}`, { defaultValue: path });
  return (
    <DraftOwner.Provider value={owners}>
      <Stack gap={6} p="sm" data-panel={type}>
        <TypeSelect label={label('type')} type={type} current={current} dispatch={dispatch} />
        <CommitText
          label={label('prop')}
          value={prop}
          // Empty or another field's: refused, its message following the key as it is typed.
          check={(next) => {
            const problem = propProblem(form(), String(latest.current.prop), next);
            return problem ? t(problem) : undefined;
          }}
          onCommit={(next) =>
            dispatch({ type: 'update', prop: String(latest.current.prop), patch: { prop: next } })
          }
        />
        <CommitText label={label('label')} value={field.label} onCommit={(v) => set('label', v ?? '')} />
        {general.width && (
          <RangeNumber
            label={label('width')}
            value={field.width}
            range={propertyRange(field, 'width')}
            onCommit={(v) => set('width', v)}
          />
        )}
        {general.span && (
          <RangeNumber
            label={label('span')}
            value={field.span}
            range={propertyRange(field, 'span')}
            onCommit={(v) => set('span', v)}
          />
        )}
        {general.dataType && (
          <ChoiceSelect
            label={label('dataType')}
            value={field.dataType}
            choices={['string', 'number']}
            choiceLabel={(c) => (c === 'string' ? 'String' : 'Number')}
            onCommit={(v) => set('dataType', v)}
          />
        )}
        <Divider my={4} />
        {controlsFor(field).map((control) => (
          <ControlView
            key={control.path}
            control={control}
            field={field}
            current={current}
            set={set}
            dispatch={dispatch}
          />
        ))}
        <Divider my={4} />
        <FlagSwitch
          label={label('display')}
          value={field.display !== false}
          onCommit={(v) => set('display', v)}
        />
        <FlagSwitch
          label={label('disabled')}
          value={field.disabled}
          onCommit={(v) => set('disabled', v || undefined)}
        />
        <FlagSwitch
          label={label('readonly')}
          value={field.readonly}
          onCommit={(v) => set('readonly', v || undefined)}
        />
      </Stack>
    </DraftOwner.Provider>
  );
});

/** A select's related-data link (`field@@formKey`): the other form's key and its field, one input each. */
function RelLink({ value, onCommit }: { value: unknown; onCommit: (value: string | undefined) => void }) {
  const { t } = useTranslation();
  const { field, formKey } = relParts(value);
  // The inputs keep their first handlers (they redraw only for their own value): each reads the other
  // half of the link as it is when committing.
  const latest = useRef(value);
  latest.current = value;
  return (
    <>
      <CommitText
        label={t('designer.prop.rel.formKey')}
        value={formKey}
        onCommit={(v) => onCommit(relLink(relParts(latest.current).field, v ?? ''))}
      />
      <CommitText
        label={t('designer.prop.rel.field')}
        value={field}
        onCommit={(v) => onCommit(relLink(v ?? '', relParts(latest.current).formKey))}
      />
    </>
  );
}

/**
 * The field's type; apart, so that a change of another property, or the selection of another field of the
 * same type, does not redraw its list of types.
 */
const TypeSelect = memo(function TypeSelect({
  label,
  type,
  current,
  dispatch,
}: {
  label: string;
  type: string;
  /** The selected field as it is now (whose type a choice changes). */
  current: () => PlainObject;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation();
  const data = useMemo(
    () =>
      typeChoices.map((choice) => ({
        value: choice,
        label: t(`designer.type.${choice}`, { defaultValue: choice }),
      })),
    [t],
  );
  return (
    <Select
      size="xs"
      label={label}
      value={type}
      data={data}
      allowDeselect={false}
      searchable
      comboboxProps={withinPortal}
      onChange={(next) => {
        if (next && next !== type)
          dispatch({ type: 'changeType', prop: String(current().prop), fieldType: next });
      }}
    />
  );
});

/** Options mounted when the list opens (Mantine keeps them mounted, hidden, by default: 40 here). */
const withinPortal = { withinPortal: true, keepMounted: false };

function ControlView({
  control,
  field,
  current,
  set,
  dispatch,
}: {
  control: Control;
  field: PlainObject;
  /** The field as it is when a handler runs (the memoised controls keep their first handlers). */
  current: () => PlainObject;
  set: (path: string, value: unknown) => void;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation();
  const { path } = control;
  if (control.source && field.dicOption !== control.source) return null;
  const label = t(`designer.prop.${path}`, { defaultValue: path });
  const value = propertyValue(field, path);
  const prop = String(field.prop);
  switch (control.kind) {
    case 'text':
      return <CommitText label={label} value={value} onCommit={(v) => set(path, v)} />;
    case 'textarea':
      return <CommitText label={label} value={value} multiline onCommit={(v) => set(path, v)} />;
    case 'script':
      // Kept as the text typed (avue's event script); the designer never runs it.
      return (
        <CommitText
          label={label}
          value={value}
          multiline
          code
          placeholder="({ value, column }) => {}"
          onCommit={(v) => set(path, v)}
        />
      );
    case 'number':
      return (
        <RangeNumber
          label={label}
          value={value}
          range={propertyRange(field, path)}
          onCommit={(v) => set(path, v)}
        />
      );
    case 'switch':
      return <FlagSwitch label={label} value={value} onCommit={(v) => set(path, v)} />;
    case 'color':
      return <ColorValue label={label} value={value} onCommit={(v) => set(path, v)} />;
    case 'select':
      return (
        <ChoiceSelect
          label={label}
          value={value ?? ''}
          choices={control.choices}
          choiceLabel={(c) => t(`designer.choice.${c || 'none'}`, { defaultValue: c })}
          onCommit={(v) => set(path, v)}
        />
      );
    case 'list':
      return (
        <TextList
          key={prop}
          label={label}
          value={value}
          max={path === 'texts' ? Number(field.max ?? 5) : undefined}
          onCommit={(v) => set(path, path === 'texts' ? rateTexts(current(), v) : v)}
        />
      );
    case 'required':
      return (
        <FlagSwitch
          label={label}
          value={field.required}
          onCommit={(v) => dispatch({ type: 'setRequired', prop: String(current().prop), required: v })}
        />
      );
    case 'multiple':
      return (
        <FlagSwitch
          label={label}
          value={field.multiple}
          onCommit={(v) => dispatch({ type: 'setMultiple', prop: String(current().prop), multiple: v })}
        />
      );
    case 'rel':
      return field.dicOption === 'rel' ? (
        <RelLink key={prop} value={value} onCommit={(v) => set(path, v)} />
      ) : null;
    case 'options':
      return field.dicOption === 'remote' || field.dicOption === 'rel' ? null : (
        <StaticOptions key={prop} value={value} onCommit={(v) => set(path, v)} />
      );
    case 'tree':
      return field.dicOption === 'remote' ? null : (
        <TreeOptions key={prop} value={value} onCommit={(v) => set(path, v)} />
      );
  }
}
