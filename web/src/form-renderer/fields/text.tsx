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
  return (
    <TextInput
      {...common(props)}
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

export function NumberWidget(props: WidgetProps) {
  const { field } = props;
  const value =
    typeof props.value === 'number' ? props.value : props.value === '' ? '' : Number(props.value ?? '');
  return (
    <NumberInput
      {...props.inputProps}
      placeholder={textOption(field, 'placeholder')}
      min={numberOption(field, 'min')}
      max={numberOption(field, 'max')}
      step={numberOption(field, 'step') ?? 1}
      decimalScale={numberOption(field, 'precision')}
      hideControls={field.controls === false}
      value={Number.isNaN(value) ? '' : value}
      onChange={(next) => props.onChange(next === '' ? undefined : Number(next))}
    />
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
