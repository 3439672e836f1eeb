/**
 * A field's event script that failed (core/src/form/field-events.ts): the form goes on; the failure is
 * written to the console and the error log, and a notice names the field and the event.
 */
import type { FieldEventFailure } from '@nbxt/core/form/field-events.ts';
import i18next from 'i18next';
import { recordError } from '../base/error-log.ts';
import { warn } from '../kit/notices.ts';

export function reportScript({ event, prop, label, error }: FieldEventFailure): void {
  const message = error instanceof Error ? error.message : String(error);
  // The form's author reads a failing script's error (and its stack) in the console.
  console.error(`field ${prop} (${label}): ${event} script failed`, error);
  recordError(error, `${prop}.${event}`, 'form-script');
  warn(i18next.t('formRenderer.scriptFailed', { label: label || prop, event, message }));
}
