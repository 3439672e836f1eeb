/**
 * The form designer's canvas drawn by the renderer (web/src/designer/Canvas.tsx loads this module on
 * demand): a surface with the form's options (label position and width, suffix, form-wide disabled or
 * detail) under which each field is its real widget with its current properties and default value,
 * loading nothing from a server (FormContextValue.design).
 */
import { defaultLabelSuffix } from '@nbxt/core/form/fill.ts';
import { isRequired } from '@nbxt/core/form/fill-rules.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { type CSSProperties, memo, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client as runtimeClient } from '../base/runtime.ts';
import { useOptionalClient } from '../kit/client.tsx';
import { FormContext, type FormContextValue, fieldMode, type RenderMode, useFormContext } from './context.ts';
import { FieldBody, FieldItem, safeId } from './FieldItem.tsx';
import { FormStore } from './store.ts';
import { addRendererTexts } from './texts.ts';
import { editWidgets } from './widgets.tsx';

/** The form's own mode, as its options set it (§3.1 detail, disabled, readonly). */
export function formMode(option: PlainObject): RenderMode {
  if (option.detail === true) return 'detail';
  if (option.disabled === true) return 'disabled';
  if (option.readonly === true) return 'readonly';
  return 'edit';
}

const ignore = () => undefined;

/** The context of the canvas's fields: the form's options (without its fields), design mode. */
export function DesignSurface({ option, children }: { option: PlainObject; children: ReactNode }) {
  addRendererTexts();
  const { t } = useTranslation();
  const client = useOptionalClient() ?? runtimeClient;
  const idPrefix = `fd${useId().replace(/[^\w-]/g, '')}`;
  const [store] = useState(() => new FormStore({}, ignore));
  const mode = formMode(option);
  const context = useMemo<FormContextValue>(() => {
    const labelSuffix = typeof option.labelSuffix === 'string' ? option.labelSuffix : defaultLabelSuffix;
    return {
      option: { ...option, labelSuffix },
      store,
      mode,
      client,
      idPrefix,
      t,
      widgets: editWidgets,
      design: true,
    };
  }, [option, store, mode, client, idPrefix, t]);
  const labelWidth = option.labelWidth ?? 120;
  // No box of its own (display: contents): the canvas's zones size as before; its variables still inherit.
  const style = {
    display: 'contents',
    '--fr-label-width': typeof labelWidth === 'number' ? `${labelWidth}px` : String(labelWidth),
  } as CSSProperties;
  return (
    <FormContext.Provider value={context}>
      <div style={style} data-widgets="ready">
        {children}
      </div>
    </FormContext.Provider>
  );
}

/**
 * One field as the form draws it: labelled (FieldItem), or a sub-table's cell (its widget alone, named by
 * its column's label).
 */
export const FieldPreview = memo(function FieldPreview({
  field,
  cell,
}: {
  field: PlainObject;
  cell?: boolean;
}) {
  if (!cell) return <FieldItem field={field} />;
  return <CellPreview field={field} />;
});

function CellPreview({ field }: { field: PlainObject }) {
  const { idPrefix, mode } = useFormContext();
  const label = String(field.label ?? '');
  return (
    <FieldBody
      field={field}
      value={field.value}
      onChange={ignore}
      id={`${idPrefix}-${safeId(String(field.prop ?? ''))}`}
      label={label}
      mode={fieldMode(mode, field)}
      required={isRequired(field)}
      ariaLabel={label}
    />
  );
}
