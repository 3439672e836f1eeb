/**
 * The form renderer in detail mode only: the values shown, none of the inputs (nor the rich-text editor) in
 * its code. For screens that show answers, never fill a form (the form data's detail).
 */
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import type { FieldWidgetTable } from './context.ts';
import { FormView } from './FormRenderer.tsx';
import { DetailView } from './fields/detail.tsx';

// In a detail form every field is in detail mode (context.ts, fieldMode): its body is DetailView.
const detailWidgets: FieldWidgetTable = { widgetOf: () => DetailView, showsError: () => false };
const ignore = () => {};

export function FormDetail({ option, value }: { option: PlainObject; value: Record<string, unknown> }) {
  return <FormView option={option} value={value} onChange={ignore} mode="detail" widgets={detailWidgets} />;
}
