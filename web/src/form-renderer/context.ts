import type { PlainObject } from '@nbxt/core/form/plain.ts';
import type { SpecClient } from '@nbxt/core/spec-client.ts';
import type { TFunction } from 'i18next';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { FormStore } from './store.ts';

export type RenderMode = 'edit' | 'detail' | 'readonly' | 'disabled';

/** What every field of one rendered form shares. */
export interface FormContextValue {
  option: PlainObject;
  store: FormStore;
  mode: RenderMode;
  client: SpecClient;
  /** Prefix of the element ids of this form (several forms may share a page). */
  idPrefix: string;
  /** The catalogue's translate, once per form rather than a subscription per field. */
  t: TFunction;
  /** The fields' widgets (a form in detail mode only shows values: it gets no inputs). */
  widgets: FieldWidgetTable;
  /**
   * The designer's canvas: each field shows its default value and loads nothing (no remote options, no
   * regions, no people), its input inert under the designer's handles.
   */
  design?: boolean;
  /** Arguments naming the public form being filled signed out (`formKey`), added to its fields' calls. */
  scope?: Record<string, string> | undefined;
}

/**
 * The widget of each field type, given to the renderer by its entry (index.ts or FormDetail.tsx) so that a
 * screen showing forms only in detail mode loads none of the inputs (nor the rich-text editor).
 */
export interface FieldWidgetTable {
  widgetOf(type: string): ComponentType<WidgetProps>;
  /** Whether the type's widget shows the field's problem itself (the `error` it gets). */
  showsError(type: string): boolean;
}

export const FormContext = createContext<FormContextValue | undefined>(undefined);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('a form field outside FormRenderer');
  return value;
}

/** What the renderer gives each field's widget. */
export interface WidgetProps {
  field: PlainObject;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The field's label text (widgets without a single input name themselves with it). */
  label: string;
  /** The id of the visible label element (for aria-labelledby). */
  labelId: string;
  /** Spread on the widget's input: its id, aria-invalid and aria-describedby, disabled / readOnly. */
  inputProps: InputAria;
  mode: RenderMode;
}

export interface InputAria {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  /** Cells of a sub-table have no visible label of their own. */
  'aria-label'?: string;
  /** The field's tip (§3.2), shown as the control's tooltip. */
  'aria-description'?: string;
  /**
   * The problem, for Mantine's inputs: they show it (id `${id}-error`) and tie it to the input. Widgets of
   * several inputs pass `Boolean(error)` to each and leave the text to the field (widgetShowsError).
   */
  error?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
}

/** The field's own mode within the form's: detail, disabled and readonly at field level too. */
export function fieldMode(form: RenderMode, field: PlainObject): RenderMode {
  if (form === 'detail' || field.detail === true) return 'detail';
  if (form === 'disabled' || field.disabled === true) return 'disabled';
  if (form === 'readonly' || field.readonly === true) return 'readonly';
  return 'edit';
}

/** A string option of the field (its placeholder, separator…). */
export function textOption(field: PlainObject, key: string): string | undefined {
  const value = field[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function numberOption(field: PlainObject, key: string): number | undefined {
  const value = field[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}
