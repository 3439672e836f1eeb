import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/zh-cn.js';
import { Group } from '@mantine/core';
import {
  DatePickerInput,
  DatesProvider,
  DateTimePicker,
  MonthPickerInput,
  TimeInput,
  YearPickerInput,
} from '@mantine/dates';
import { dateValueFormat, listOf, rangeValue } from '@nbxt/core/form/fill.ts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textOption, type WidgetProps } from '../context.ts';

dayjs.extend(customParseFormat);

/**
 * The date and time variants of avue (year, month, week, date, dates, time, datetime and the ranges) over
 * @mantine/dates, loaded with the first date field. Values are texts in the field's valueFormat (or
 * timestamps); a range gives both ends, only the start as one item, or an empty list.
 */

const PICKER_DAY = 'YYYY-MM-DD';
const PICKER_DATETIME = 'YYYY-MM-DD HH:mm:ss';

function parse(value: unknown, format: string): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (format === 'timestamp' || typeof value === 'number') {
    const d = dayjs(Number(value));
    return d.isValid() ? d : undefined;
  }
  const strict = dayjs(String(value), format, true);
  if (strict.isValid()) return strict;
  const loose = dayjs(String(value));
  return loose.isValid() ? loose : undefined;
}

const wire = (picked: string | null | undefined, format: string): unknown => {
  if (!picked) return '';
  const d = dayjs(picked);
  return format === 'timestamp' ? d.valueOf() : d.format(format);
};

const picker = (value: unknown, format: string, pickerFormat: string) =>
  parse(value, format)?.format(pickerFormat) ?? null;

/** Time texts (HH:mm:ss) in the field's format and back. */
const timeText = (value: unknown, format: string) => parse(value, format)?.format('HH:mm:ss') ?? '';
const timeWire = (text: string, format: string) =>
  text ? dayjs(`2000-01-01 ${text.length === 5 ? `${text}:00` : text}`).format(format) : '';

function Dates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'zh-cn' }}>{children}</DatesProvider>
  );
}

export default function DateWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { field } = props;
  const type = String(field.type);
  const format = dateValueFormat(field);
  const display = textOption(field, 'format')?.replace(/y/g, 'Y').replace(/d/g, 'D');
  // A time input has no clear button (Mantine would pass `clearable` on to the DOM input).
  const plain = { ...props.inputProps, placeholder: textOption(field, 'placeholder') };
  const common = {
    ...plain,
    clearable: field.clearable !== false,
    monthLabelFormat: t('formRenderer.monthLabel'),
    yearLabelFormat: t('formRenderer.yearLabel'),
  };
  const start = textOption(field, 'startPlaceholder') ?? t('formRenderer.startDate');
  const end = textOption(field, 'endPlaceholder') ?? t('formRenderer.endDate');
  const pair = listOf(props.value);
  const emitRange = (a: unknown, b: unknown) => props.onChange(rangeValue(a, b));
  let input: ReactNode;
  switch (type) {
    case 'year':
      input = (
        <YearPickerInput
          {...common}
          value={picker(props.value, format, PICKER_DAY)}
          onChange={(v) => props.onChange(wire(v, format))}
        />
      );
      break;
    case 'month':
    case 'monthrange':
      input =
        type === 'month' ? (
          <MonthPickerInput
            {...common}
            valueFormat={display}
            value={picker(props.value, format, PICKER_DAY)}
            onChange={(v) => props.onChange(wire(v, format))}
          />
        ) : (
          <MonthPickerInput
            {...common}
            type="range"
            allowSingleDateInRange
            value={[picker(pair[0], format, PICKER_DAY), picker(pair[1], format, PICKER_DAY)]}
            onChange={([a, b]) => emitRange(wire(a, format), wire(b, format))}
          />
        );
      break;
    case 'dates':
      input = (
        <DatePickerInput
          {...common}
          type="multiple"
          valueFormat={display}
          value={pair.map((v) => picker(v, format, PICKER_DAY)).filter((v): v is string => v !== null)}
          onChange={(list) => props.onChange(list.map((v) => wire(v, format)))}
        />
      );
      break;
    case 'daterange':
      input = (
        <DatePickerInput
          {...common}
          type="range"
          allowSingleDateInRange
          valueFormat={display}
          value={[picker(pair[0], format, PICKER_DAY), picker(pair[1], format, PICKER_DAY)]}
          onChange={([a, b]) => emitRange(wire(a, format), wire(b, format))}
        />
      );
      break;
    case 'datetime':
      input = (
        <DateTimePicker
          {...common}
          withSeconds
          valueFormat={display}
          value={picker(props.value, format, PICKER_DATETIME)}
          onChange={(v) => props.onChange(wire(v, format))}
        />
      );
      break;
    case 'datetimerange':
      input = (
        <Group gap={6} grow wrap="nowrap" role="group" aria-labelledby={props.labelId}>
          <DateTimePicker
            {...common}
            withSeconds
            placeholder={start}
            aria-label={start}
            error={Boolean(common.error)}
            valueFormat={display}
            value={picker(pair[0], format, PICKER_DATETIME)}
            onChange={(v) => emitRange(wire(v, format), pair[1])}
          />
          <DateTimePicker
            {...common}
            id={`${props.inputProps.id}-end`}
            withSeconds
            placeholder={end}
            aria-label={end}
            error={Boolean(common.error)}
            valueFormat={display}
            value={picker(pair[1], format, PICKER_DATETIME)}
            onChange={(v) => emitRange(pair[0], wire(v, format))}
          />
        </Group>
      );
      break;
    case 'time':
      input = (
        <TimeInput
          {...plain}
          withSeconds
          step={1}
          value={timeText(props.value, format)}
          onChange={(e) => props.onChange(timeWire(e.currentTarget.value, format))}
        />
      );
      break;
    case 'timerange':
      input = (
        <Group gap={6} grow wrap="nowrap" role="group" aria-labelledby={props.labelId}>
          <TimeInput
            {...plain}
            withSeconds
            aria-label={start}
            error={Boolean(common.error)}
            value={timeText(pair[0], format)}
            onChange={(e) => emitRange(timeWire(e.currentTarget.value, format), pair[1])}
          />
          <TimeInput
            {...plain}
            id={`${props.inputProps.id}-end`}
            withSeconds
            aria-label={end}
            error={Boolean(common.error)}
            value={timeText(pair[1], format)}
            onChange={(e) => emitRange(pair[0], timeWire(e.currentTarget.value, format))}
          />
        </Group>
      );
      break;
    default:
      // date and week
      input = (
        <DatePickerInput
          {...common}
          valueFormat={display}
          value={picker(props.value, format, PICKER_DAY)}
          onChange={(v) => props.onChange(wire(v, format))}
        />
      );
  }
  return <Dates>{input}</Dates>;
}
