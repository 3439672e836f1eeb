import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/zh-cn.js';
import { DateInput, DatesProvider, DateTimePicker, MonthPickerInput } from '@mantine/dates';
import { DATE_FORMAT, DATE_TIME_FORMAT, MONTH_FORMAT } from '@nbxt/core/resources/date-format.ts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

// DateInput parses what is typed with its valueFormat, which needs this plugin.
dayjs.extend(customParseFormat);

/**
 * Date and date-time inputs over @mantine/dates that take and give the text the server uses (`format`,
 * by default BladeX's `YYYY-MM-DD` / `YYYY-MM-DD HH:mm:ss`); '' is no value. The calendar follows the
 * console's language; every control is labelled from the catalogue.
 */
export interface DateFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The value's text on the wire (a dayjs format). */
  format?: string | undefined;
  placeholder?: string | undefined;
  error?: ReactNode;
  withAsterisk?: boolean | undefined;
  name?: string | undefined;
  onFocus?: (() => void) | undefined;
  onBlur?: (() => void) | undefined;
  /** The last day that may be picked (`YYYY-MM-DD`): later days, or months, are disabled. */
  maxDate?: string | undefined;
}

/** The picker's value (`YYYY-MM-DD[ HH:mm:ss]`) of a wire text; null when empty or unreadable. */
function pickerValue(value: string, format: string, pickerFormat: string): string | null {
  if (!value.trim()) return null;
  const strict = dayjs(value, format, true);
  const parsed = strict.isValid() ? strict : dayjs(value);
  return parsed.isValid() ? parsed.format(pickerFormat) : null;
}

const wireValue = (value: string | null, format: string) => (value ? dayjs(value).format(format) : '');

/**
 * What both pickers share: the language, the calendar's controls and the clear button (named after the
 * field when its label is text, so that it differs from a form's own clear button).
 */
function usePickerSettings(label: ReactNode) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh-cn';
  return {
    locale,
    common: {
      clearable: true,
      clearButtonProps: {
        'aria-label': typeof label === 'string' ? t('sys.field.clear', { label }) : t('sys.date.clear'),
      },
      previousLabel: t('sys.date.previous'),
      nextLabel: t('sys.date.next'),
      monthLabelFormat: t('sys.date.monthLabel'),
      getDayAriaLabel: (day: string) => dayjs(day).locale(locale).format(t('sys.date.dayLabel')),
    },
    time: {
      hoursInputLabel: t('sys.date.hours'),
      minutesInputLabel: t('sys.date.minutes'),
      secondsInputLabel: t('sys.date.seconds'),
    },
    apply: t('sys.date.apply'),
  };
}

/** A day: typed as `YYYY-MM-DD` or picked in the calendar that opens on focus (Escape closes it). */
export function DateField({ value, onChange, format = DATE_FORMAT, ...props }: DateFieldProps) {
  const { locale, common } = usePickerSettings(props.label);
  const [open, setOpen] = useState(false);
  return (
    <DatesProvider settings={{ locale }}>
      <DateInput
        {...props}
        {...common}
        popoverProps={{ onOpen: () => setOpen(true), onClose: () => setOpen(false) }}
        // Escape with the calendar open closes the calendar, not the dialog around the field.
        data-mantine-stop-propagation={open || undefined}
        valueFormat={DATE_FORMAT}
        value={pickerValue(value, format, DATE_FORMAT)}
        onChange={(day) => onChange(wireValue(day, format))}
      />
    </DatesProvider>
  );
}

/** A day and a time to the second: the calendar and the time fields open from the input (Enter or click). */
export function DateTimeField({ value, onChange, format = DATE_TIME_FORMAT, ...props }: DateFieldProps) {
  const { locale, common, time, apply } = usePickerSettings(props.label);
  return (
    <DatesProvider settings={{ locale }}>
      <DateTimePicker
        {...props}
        {...common}
        withSeconds
        valueFormat={DATE_TIME_FORMAT}
        timePickerProps={time}
        submitButtonProps={{ 'aria-label': apply }}
        value={pickerValue(value, format, DATE_TIME_FORMAT)}
        onChange={(moment) => onChange(wireValue(moment, format))}
      />
    </DatesProvider>
  );
}

/**
 * A month (a payslip batch's): picked among the months of a year (no typing), sent as `format` (by default
 * `YYYY-MM`); months after `maxDate`'s are disabled. Each month's control is named with its year.
 */
export function MonthField({ value, onChange, format = MONTH_FORMAT, ...props }: DateFieldProps) {
  const { locale, common } = usePickerSettings(props.label);
  const { t } = useTranslation();
  return (
    <DatesProvider settings={{ locale }}>
      <MonthPickerInput
        {...props}
        {...common}
        valueFormat={t('sys.date.monthLabel')}
        getMonthControlProps={(month) => ({
          'aria-label': dayjs(month).locale(locale).format(t('sys.date.monthLabel')),
        })}
        value={pickerValue(value, format, DATE_FORMAT)}
        onChange={(month) => onChange(wireValue(month, format))}
      />
    </DatesProvider>
  );
}
