import {
  Cascader,
  type CascaderOption,
  Combobox,
  Group,
  MultiSelect,
  Select,
  Text,
  type TreeNodeData,
  TreeSelect,
} from '@mantine/core';
import { type DicItem, flatItems, listOf, listValue, valueKey } from '@nbxt/core/form/fill.ts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOption, type WidgetProps } from '../context.ts';
import { useDictionary } from '../dictionary.ts';
import classes from '../FormRenderer.module.css';
import { PlainTextInput } from './plain-input.tsx';

/** Mantine's inputs take string values: each item's key, and the item's own value back. */
function useValues(items: readonly DicItem[]) {
  return useMemo(() => {
    const byKey = new Map(flatItems(items).map((item) => [valueKey(item.value), item.value]));
    return { original: (key: string) => (byKey.has(key) ? byKey.get(key) : key) };
  }, [items]);
}

/** A select's options: Mantine refuses two with the same value, so the first of each is kept. */
function options(items: readonly DicItem[]) {
  const seen = new Set<string>();
  return items.flatMap((item) => {
    const value = valueKey(item.value);
    if (seen.has(value)) return [];
    seen.add(value);
    return [{ value, label: item.label, disabled: item.disabled }];
  });
}

/** A remote dictionary that failed: said under the field (a component, so fields don't each translate). */
function LoadFailed() {
  const { t } = useTranslation();
  return <>{t('formRenderer.loadFailed')}</>;
}

function useChoice(props: WidgetProps) {
  const dictionary = useDictionary(props.field);
  const { original } = useValues(dictionary.items);
  const failed = dictionary.failed ? <LoadFailed /> : undefined;
  return { ...dictionary, original, failed };
}

/** The labels of the chosen keys, in the items' order of choice. */
function chosenLabels(items: readonly DicItem[], keys: readonly string[]): string {
  const byKey = new Map(items.map((item) => [valueKey(item.value), item.label]));
  return keys.map((key) => byKey.get(key) ?? key).join(', ');
}

/**
 * Mantine's Select builds a combobox store, a popover and its options as it mounts: a form of many selects
 * shows a plain read-only input of the same look instead until the pointer or the focus comes to it (as
 * LazyDateFields does for dates); the select then takes its place, and the focus.
 */
function SelectStandIn(props: {
  widget: WidgetProps;
  text: string;
  onLive: (focus: boolean, open?: boolean) => void;
  description: ReturnType<typeof useChoice>['failed'];
}) {
  const { widget } = props;
  return (
    <PlainTextInput
      {...widget.inputProps}
      readOnly
      value={props.text}
      placeholder={textOption(widget.field, 'placeholder')}
      description={props.description}
      rightSection={<Combobox.Chevron />}
      rightSectionPointerEvents="none"
      onPointerEnter={() => props.onLive(false)}
      onFocus={() => props.onLive(true)}
      // A press that lands before the hover's swap (a quick pointer, a touch) opens the select it becomes.
      onPointerDown={(event) => {
        event.preventDefault();
        props.onLive(true, true);
      }}
    />
  );
}

const many = (props: WidgetProps) => props.field.multiple === true;

export function SelectWidget(props: WidgetProps) {
  const { items, original, failed } = useChoice(props);
  const [live, setLive] = useState(false);
  const refocus = useRef(false);
  const opened = useRef(false);
  if (!live) {
    const keys = many(props)
      ? listOf(props.value).map(valueKey)
      : props.value === undefined || props.value === null || props.value === ''
        ? []
        : [valueKey(props.value)];
    return (
      <SelectStandIn
        widget={props}
        text={chosenLabels(items, keys)}
        description={failed}
        onLive={(focus, open = false) => {
          refocus.current = focus;
          opened.current = open;
          setLive(true);
        }}
      />
    );
  }
  // The focus the stand-in had goes to the select's input.
  const focusOnce = (input: HTMLInputElement | null) => {
    if (input && refocus.current) {
      refocus.current = false;
      input.focus();
    }
  };
  const common = {
    ref: focusOnce,
    ...props.inputProps,
    data: options(items),
    placeholder: textOption(props.field, 'placeholder'),
    clearable: props.field.clearable !== false,
    searchable: props.field.filterable === true,
    description: failed,
    defaultDropdownOpened: opened.current,
  };
  if (many(props))
    return (
      <MultiSelect
        {...common}
        value={listOf(props.value).map(valueKey)}
        maxValues={
          typeof props.field.limit === 'number' && props.field.limit > 0 ? props.field.limit : undefined
        }
        onChange={(keys) => props.onChange(listValue(props.field, keys.map(original), props.value))}
      />
    );
  const value =
    props.value === undefined || props.value === null || props.value === '' ? null : valueKey(props.value);
  return (
    <Select {...common} value={value} onChange={(key) => props.onChange(key === null ? '' : original(key))} />
  );
}

/** The ARIA of a group of radios or checkboxes, named by the field's label. */
function groupAria(props: WidgetProps) {
  return {
    id: props.inputProps.id,
    'aria-labelledby': props.labelId,
    'aria-describedby': props.inputProps['aria-describedby'],
    'aria-invalid': props.inputProps['aria-invalid'],
    'aria-required': props.inputProps['aria-required'],
  };
}

/**
 * One radio or checkbox of a group: the native input in the theme's colour. Mantine's Radio and Checkbox
 * (styles, an icon and a wrapper each) were a large share of a long form's first render.
 */
function ChoiceMark(props: {
  type: 'radio' | 'checkbox';
  name?: string;
  value: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  invalid: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={classes.choice} data-disabled={props.disabled || undefined}>
      <input
        type={props.type}
        name={props.name}
        value={props.value}
        checked={props.checked}
        disabled={props.disabled}
        aria-invalid={props.invalid || undefined}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}

export function RadioWidget(props: WidgetProps) {
  const { items, original, failed } = useChoice(props);
  const value = props.value === undefined || props.value === null ? '' : valueKey(props.value);
  const locked = props.mode !== 'edit';
  return (
    <Group gap="md" pt={6} role="radiogroup" {...groupAria(props)}>
      {items.map((item) => {
        const key = valueKey(item.value);
        return (
          <ChoiceMark
            key={key}
            type="radio"
            name={props.inputProps.id}
            value={key}
            label={item.label}
            checked={value === key}
            disabled={Boolean(props.inputProps.disabled || item.disabled)}
            invalid={Boolean(props.inputProps['aria-invalid'])}
            onChange={() => !locked && props.onChange(original(key))}
          />
        );
      })}
      {failed ? (
        <Text size="xs" c="dimmed">
          {failed}
        </Text>
      ) : null}
    </Group>
  );
}

export function CheckboxWidget(props: WidgetProps) {
  const { items, original, failed } = useChoice(props);
  const chosen = listOf(props.value).map(valueKey);
  const limit =
    typeof props.field.limit === 'number' && props.field.limit > 0 ? props.field.limit : undefined;
  const locked = props.mode !== 'edit';
  const toggle = (key: string, on: boolean) => {
    if (locked) return;
    if (on && limit !== undefined && chosen.length >= limit) return;
    // The items' order, not the clicks'.
    const next = items.map((i) => valueKey(i.value)).filter((k) => (k === key ? on : chosen.includes(k)));
    props.onChange(listValue(props.field, next.map(original), props.value));
  };
  return (
    <Group gap="md" pt={6} role="group" {...groupAria(props)}>
      {items.map((item) => {
        const key = valueKey(item.value);
        return (
          <ChoiceMark
            key={key}
            type="checkbox"
            value={key}
            label={item.label}
            checked={chosen.includes(key)}
            disabled={Boolean(props.inputProps.disabled || item.disabled)}
            invalid={Boolean(props.inputProps['aria-invalid'])}
            onChange={(on) => toggle(key, on)}
          />
        );
      })}
      {failed ? (
        <Text size="xs" c="dimmed">
          {failed}
        </Text>
      ) : null}
    </Group>
  );
}

function cascaderOptions(items: readonly DicItem[]): CascaderOption[] {
  return items.map((item) => ({
    value: valueKey(item.value),
    label: item.label,
    disabled: item.disabled,
    ...(item.children && item.children.length > 0 ? { children: cascaderOptions(item.children) } : {}),
  }));
}

/** cascader: the value is the path of values from the root (or joined, dataType string). */
export function CascaderWidget(props: WidgetProps) {
  const { items, original, failed } = useChoice(props);
  const data = useMemo(() => cascaderOptions(items), [items]);
  const separator = textOption(props.field, 'separator') ?? '/';
  const path = listOf(props.value).map(valueKey);
  return (
    <Cascader
      {...props.inputProps}
      data={data}
      separator={separator}
      description={failed}
      placeholder={textOption(props.field, 'placeholder')}
      clearable={props.field.clearable !== false}
      searchable={props.field.filterable === true}
      changeOnSelect={props.field.checkStrictly === true}
      formatValue={
        props.field.showAllLevels === false
          ? ({ options: chosen }) => String(chosen.at(-1)?.label ?? '')
          : undefined
      }
      value={path.length > 0 ? path : null}
      onChange={(keys) => props.onChange(listValue(props.field, (keys ?? []).map(original), props.value))}
    />
  );
}

function treeNodes(items: readonly DicItem[]): TreeNodeData[] {
  return items.map((item) => ({
    value: valueKey(item.value),
    label: item.label,
    ...(item.children && item.children.length > 0 ? { children: treeNodes(item.children) } : {}),
  }));
}

/** tree: one node's value, or a list with multiple (parent off: only leaves count). */
export function TreeWidget(props: WidgetProps) {
  const { items, original, failed } = useChoice(props);
  const data = useMemo(() => treeNodes(items), [items]);
  const common = {
    ...props.inputProps,
    data,
    description: failed,
    placeholder: textOption(props.field, 'placeholder'),
    clearable: props.field.clearable !== false,
    searchable: props.field.filterable === true,
    defaultExpandAll: props.field.defaultExpandAll === true,
  };
  if (many(props))
    return (
      <TreeSelect
        {...common}
        mode="checkbox"
        checkStrictly={props.field.checkStrictly === true}
        checkedStrategy={props.field.parent === false ? 'child' : 'all'}
        value={listOf(props.value).map(valueKey)}
        onChange={(keys) => props.onChange(listValue(props.field, keys.map(original), props.value))}
      />
    );
  const value =
    props.value === undefined || props.value === null || props.value === '' ? null : valueKey(props.value);
  return (
    <TreeSelect
      {...common}
      value={value}
      onChange={(key) => props.onChange(key === null ? '' : original(key))}
    />
  );
}
