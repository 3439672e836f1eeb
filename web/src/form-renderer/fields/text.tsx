import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  Image,
  NumberInput,
  PasswordInput,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { listOf, listValue } from '@nbxt/core/form/fill.ts';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberOption, textOption, type WidgetProps } from '../context.ts';
import { PlainTextInput } from './plain-input.tsx';

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function common(props: WidgetProps) {
  const { field } = props;
  return {
    ...props.inputProps,
    placeholder: textOption(field, 'placeholder'),
    leftSection: textOption(field, 'prepend'),
    rightSection: textOption(field, 'append'),
    maxLength: numberOption(field, 'maxlength'),
  };
}

export function InputWidget(props: WidgetProps) {
  const { leftSection, rightSection, ...shared } = common(props);
  if (!leftSection && !rightSection)
    return (
      <PlainTextInput
        {...shared}
        type={props.field.type === 'url' ? 'url' : 'text'}
        value={asText(props.value)}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    );
  return (
    <TextInput
      {...shared}
      leftSection={leftSection}
      rightSection={rightSection}
      type={props.field.type === 'url' ? 'url' : 'text'}
      value={asText(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

export function PasswordWidget(props: WidgetProps) {
  return (
    <PasswordInput
      {...common(props)}
      // showPassword off: no eye to reveal it.
      visibilityToggleButtonProps={props.field.showPassword === false ? { hidden: true } : undefined}
      value={asText(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

/**
 * textarea: minRows to maxRows high. Autosizing measures the text's layout as it mounts (a reflow per
 * textarea, the costliest part of a long form's first render), so it starts once the pointer or the focus
 * comes; until then the rows its lines need, within the bounds.
 */
export function TextareaWidget(props: WidgetProps) {
  const [sizing, setSizing] = useState(false);
  const refocus = useRef(false);
  const minRows = numberOption(props.field, 'minRows') ?? 2;
  const maxRows = numberOption(props.field, 'maxRows') ?? 4;
  const text = asText(props.value);
  const start = (focus: boolean) => {
    if (sizing) return;
    refocus.current = focus;
    setSizing(true);
  };
  return (
    <Textarea
      {...common(props)}
      ref={(node: HTMLTextAreaElement | null) => {
        if (node && refocus.current) {
          refocus.current = false;
          node.focus();
        }
      }}
      autosize={sizing}
      minRows={minRows}
      maxRows={maxRows}
      rows={sizing ? undefined : Math.min(maxRows, Math.max(minRows, text.split('\n').length))}
      onPointerEnter={() => start(false)}
      onFocus={() => start(true)}
      value={text}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

/**
 * number: Mantine's NumberInput formats its value (react-number-format) and builds its step controls as it
 * mounts, the costliest of a long form's fields; until the pointer or the focus comes, a text box of the
 * same look shows the value in its place (as selects do), and the number input then takes over, with the
 * focus.
 */
export function NumberWidget(props: WidgetProps) {
  const { field } = props;
  const [live, setLive] = useState(false);
  const refocus = useRef(false);
  const numeric =
    typeof props.value === 'number' ? props.value : props.value === '' ? '' : Number(props.value ?? '');
  const value = Number.isNaN(numeric) ? '' : numeric;
  const decimalScale = numberOption(field, 'precision');
  const emit = (next: string | number) => props.onChange(next === '' ? undefined : Number(next));
  if (!live) {
    const controls = field.controls !== false && !props.inputProps.readOnly;
    const start = (focus: boolean) => {
      refocus.current = focus;
      setLive(true);
    };
    return (
      <PlainTextInput
        {...props.inputProps}
        rootClassName={NumberInput.classes.root}
        inputMode="decimal"
        placeholder={textOption(field, 'placeholder')}
        value={numberText(value, decimalScale)}
        rightSection={controls ? <StepMarks /> : undefined}
        rightSectionWidth="var(--ni-right-section-width-sm)"
        rightSectionPointerEvents="none"
        onChange={(e) => emit(e.currentTarget.value)}
        onPointerEnter={() => start(false)}
        onFocus={() => start(true)}
      />
    );
  }
  return (
    <NumberInput
      {...props.inputProps}
      ref={(input: HTMLInputElement | null) => {
        if (input && refocus.current) {
          refocus.current = false;
          input.focus();
        }
      }}
      placeholder={textOption(field, 'placeholder')}
      min={numberOption(field, 'min')}
      max={numberOption(field, 'max')}
      step={numberOption(field, 'step') ?? 1}
      decimalScale={decimalScale}
      hideControls={field.controls === false}
      value={value}
      onChange={emit}
    />
  );
}

/** A number as NumberInput shows it: its decimals cut to the scale. */
function numberText(value: number | '', decimalScale: number | undefined): string {
  const text = String(value);
  const point = text.indexOf('.');
  if (decimalScale === undefined || point < 0 || text.includes('e')) return text;
  return decimalScale === 0 ? text.slice(0, point) : text.slice(0, point + 1 + decimalScale);
}

const chevron =
  'M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z';

/** NumberInput's step controls as they look (in its classes), for the stand-in. */
function StepMarks() {
  return (
    <div className={NumberInput.classes.controls} aria-hidden="true">
      {(['up', 'down'] as const).map((direction) => (
        <span key={direction} className={NumberInput.classes.control} data-direction={direction}>
          <svg
            aria-hidden="true"
            viewBox="0 0 15 15"
            style={{
              width: 'var(--ni-chevron-size)',
              height: 'var(--ni-chevron-size)',
              transform: direction === 'up' ? 'rotate(180deg)' : undefined,
            }}
          >
            <path d={chevron} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </span>
      ))}
    </div>
  );
}

export function ColorWidget(props: WidgetProps) {
  return (
    <ColorInput
      {...props.inputProps}
      placeholder={textOption(props.field, 'placeholder')}
      value={asText(props.value)}
      onChange={(next) => props.onChange(next)}
    />
  );
}

/** array and img: a list of texts (img: image addresses, previewed), in the field's dataType. */
export function ArrayWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const items = listOf(props.value).map(asText);
  const editable = props.mode === 'edit';
  const emit = (next: string[]) => props.onChange(listValue(props.field, next, props.value));
  const img = props.field.type === 'img';
  return (
    <Stack gap={6} role="group" aria-labelledby={props.labelId} id={props.inputProps.id}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items are texts that may repeat; place is identity
        <Group key={i} gap={6} wrap="nowrap">
          {img && item ? <Image src={item} alt="" w={40} h={40} fit="cover" radius="sm" /> : null}
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('formRenderer.item', { n: i + 1 })}
            aria-invalid={props.inputProps['aria-invalid']}
            error={Boolean(props.inputProps.error)}
            aria-describedby={props.inputProps['aria-describedby']}
            disabled={props.inputProps.disabled}
            readOnly={props.inputProps.readOnly}
            value={item}
            onChange={(e) => emit(items.map((old, j) => (j === i ? e.currentTarget.value : old)))}
          />
          {editable ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('formRenderer.removeItem', { n: i + 1 })}
              onClick={() => emit(items.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {editable ? (
        <Button variant="light" size="xs" w="fit-content" onClick={() => emit([...items, ''])}>
          {t('formRenderer.addItem')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** map: no tiles reachable here; avue's value [longitude, latitude, address] by hand. */
export function MapWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const [lng, lat, address] = Array.isArray(props.value) ? props.value : [];
  const emit = (index: number, next: unknown) => {
    const value = [lng ?? '', lat ?? '', address ?? ''];
    value[index] = next;
    props.onChange(value.every((v) => v === '' || v === undefined) ? [] : value);
  };
  const aria = {
    'aria-invalid': props.inputProps['aria-invalid'],
    error: Boolean(props.inputProps.error),
    'aria-describedby': props.inputProps['aria-describedby'],
    disabled: props.inputProps.disabled,
    readOnly: props.inputProps.readOnly,
  };
  const coordinate = (value: unknown) => (typeof value === 'number' ? value : value ? Number(value) : '');
  return (
    <Stack gap={6} role="group" aria-labelledby={props.labelId} id={props.inputProps.id}>
      <Group gap={6} grow>
        <NumberInput
          {...aria}
          label={t('formRenderer.longitude')}
          min={-180}
          max={180}
          decimalScale={6}
          value={coordinate(lng)}
          onChange={(v) => emit(0, v === '' ? '' : Number(v))}
        />
        <NumberInput
          {...aria}
          label={t('formRenderer.latitude')}
          min={-90}
          max={90}
          decimalScale={6}
          value={coordinate(lat)}
          onChange={(v) => emit(1, v === '' ? '' : Number(v))}
        />
      </Group>
      <TextInput
        {...aria}
        label={t('formRenderer.address')}
        value={asText(address)}
        onChange={(e) => emit(2, e.currentTarget.value)}
      />
    </Stack>
  );
}
