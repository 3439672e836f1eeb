import { Group, RangeSlider, Rating, Slider, Switch, Text } from '@mantine/core';
import { switchLabels, switchValues, valueKey } from '@nbxt/core/form/fill.ts';
import { useTranslation } from 'react-i18next';
import { numberOption, type WidgetProps } from '../context.ts';

/** switch: avue's pair of values, '0' and '1' unless its dicData gives others. */
export function SwitchWidget(props: WidgetProps) {
  const [off, on] = switchValues(props.field);
  const [offLabel, onLabel] = switchLabels(props.field);
  const checked = props.value !== undefined && valueKey(props.value) === valueKey(on);
  return (
    <Switch
      {...props.inputProps}
      mt={6}
      aria-labelledby={props.labelId}
      checked={checked}
      onLabel={onLabel || undefined}
      offLabel={offLabel || undefined}
      onChange={(e) => {
        if (props.mode === 'edit') props.onChange(e.currentTarget.checked ? on : off);
      }}
    />
  );
}

const defaultTexts = (field: WidgetProps['field']): string[] =>
  Array.isArray(field.texts) ? field.texts.map(String) : [];

/** rate: max stars (5), the texts beside when showText, avue's three colours by score. */
export function RateWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const max = numberOption(props.field, 'max') ?? 5;
  const value = Number(props.value ?? 0) || 0;
  const colors = Array.isArray(props.field.colors) ? props.field.colors.map(String) : [];
  const color =
    colors.length > 0
      ? colors[Math.min(colors.length - 1, Math.floor(((value - 1) / max) * colors.length))]
      : undefined;
  const texts = defaultTexts(props.field);
  const shown = value > 0 ? (props.field.showText === true ? texts[value - 1] : undefined) : undefined;
  return (
    <Group gap="sm" mt={4}>
      <Rating
        id={props.inputProps.id}
        aria-labelledby={props.labelId}
        aria-describedby={props.inputProps['aria-describedby']}
        count={max}
        value={value}
        color={color}
        readOnly={props.mode !== 'edit'}
        getSymbolLabel={(n) => texts[n - 1] ?? t('formRenderer.rateText', { value: n })}
        onChange={(n) => props.onChange(n)}
      />
      {shown ? (
        <Text size="sm" c={color}>
          {shown}
        </Text>
      ) : null}
    </Group>
  );
}

/** slider: min/max/step; range gives [low, high]. */
export function SliderWidget(props: WidgetProps) {
  const min = numberOption(props.field, 'min') ?? 0;
  const max = numberOption(props.field, 'max') ?? 100;
  const step = numberOption(props.field, 'step') ?? 1;
  const marks =
    props.field.showStops === true && (max - min) / step <= 50
      ? Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => ({ value: min + i * step }))
      : undefined;
  const common = {
    min,
    max,
    step,
    marks,
    disabled: props.mode === 'disabled',
    'aria-describedby': props.inputProps['aria-describedby'],
    mt: 10,
    mb: 6,
  };
  if (props.field.range === true) {
    const [a, b] = Array.isArray(props.value) ? props.value.map(Number) : [min, min];
    return (
      <RangeSlider
        {...common}
        id={props.inputProps.id}
        thumbFromLabel={`${props.label} 1`}
        thumbToLabel={`${props.label} 2`}
        value={[a ?? min, b ?? a ?? min]}
        onChange={(v) => props.mode === 'edit' && props.onChange(v)}
      />
    );
  }
  return (
    <Slider
      {...common}
      id={props.inputProps.id}
      thumbLabel={props.label}
      value={Number(props.value ?? min) || min}
      onChange={(v) => props.mode === 'edit' && props.onChange(v)}
    />
  );
}
