import { Divider, Text, Tooltip } from '@mantine/core';
import {
  type FieldEvent,
  type FieldEventRow,
  hasEventScripts,
  runFieldEvent,
} from '@nbxt/core/form/field-events.ts';
import { fieldProp, fieldType } from '@nbxt/core/form/fill.ts';
import { type FillProblem, isRequired } from '@nbxt/core/form/fill-rules.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { tipPlacements } from '@nbxt/core/form/property-ranges.ts';
import { type CSSProperties, type FocusEvent, memo, type ReactElement } from 'react';
import {
  fieldMode,
  type InputAria,
  type RenderMode,
  textOption,
  useFormContext,
  type WidgetProps,
} from './context.ts';
import classes from './FormRenderer.module.css';
import { DetailView } from './fields/detail.tsx';
import { SubTable } from './SubTable.tsx';
import { reportScript } from './script-report.ts';
import { useFieldValue, useProblem } from './store.ts';

/** A problem's text: the rule's own message, or the catalogue's with the field's label. */
export function useProblemText(problem: FillProblem | undefined): string | undefined {
  const { t } = useFormContext();
  if (!problem) return undefined;
  return problem.text ?? t(problem.key ?? '', problem.params ?? {});
}

export const safeId = (text: string) => text.replace(/[^\w-]/g, '_');

/** title: its text (the value) in its styles. */
function TitleField({ field }: { field: PlainObject }) {
  const styles = (field.styles && typeof field.styles === 'object' ? field.styles : {}) as CSSProperties;
  return (
    <Text component="div" role="heading" aria-level={3} mb={12} style={styles}>
      {String(field.value ?? field.label ?? '')}
    </Text>
  );
}

function DividerField({ field }: { field: PlainObject }) {
  return <Divider my="sm" label={String(field.value ?? field.label ?? '')} labelPosition="left" />;
}

interface FieldBodyProps {
  field: PlainObject;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Element id of the input; its label's is `${id}-label`, its problem's `${id}-error`. */
  id: string;
  label: string;
  mode: RenderMode;
  problem?: string | undefined;
  required: boolean;
  /** Set for a sub-table's cell: its column and row. */
  ariaLabel?: string | undefined;
  /** The field's tip, its input's description (the tooltip's text, read with the input). */
  tip?: string | undefined;
}

/** The widget (or detail view) of one field, tied to its label and problem. */
export function FieldBody(props: FieldBodyProps) {
  const { field, id, mode } = props;
  const { widgets } = useFormContext();
  const type = fieldType(field);
  const aria: InputAria = { id };
  if (props.tip) aria['aria-description'] = props.tip;
  if (props.problem) {
    aria['aria-invalid'] = true;
    aria['aria-describedby'] = `${id}-error`;
    aria.error = <span role="alert">{props.problem}</span>;
  }
  if (props.required && mode === 'edit') aria['aria-required'] = true;
  if (props.ariaLabel) aria['aria-label'] = props.ariaLabel;
  if (mode === 'disabled') aria.disabled = true;
  if (mode === 'readonly') aria.readOnly = true;
  const widgetProps: WidgetProps = {
    field,
    value: props.value,
    onChange: props.onChange,
    label: props.label,
    labelId: `${id}-label`,
    inputProps: aria,
    mode,
  };
  if (type === 'dynamic') return <SubTable {...widgetProps} />;
  if (mode === 'detail') return <DetailView {...widgetProps} />;
  const Widget = widgets.widgetOf(type);
  return <Widget {...widgetProps} />;
}

type Placement = (typeof tipPlacements)[number];

/** A stored placement (§3.2 tipPlacement, labelTipPlacement), else `fallback`. */
export function placementOf(placement: unknown, fallback: Placement): Placement {
  return (tipPlacements as readonly unknown[]).includes(placement) ? (placement as Placement) : fallback;
}

/**
 * A tip shown as a tooltip at its placement. On a form being filled: Mantine's tooltip, on hover and on
 * focus. On the designer's canvas, where the field is inert: a bubble at the same placement, which the
 * canvas shows on the field under the pointer and on the selected one (data-design-tip).
 */
function TipAt({
  tip,
  placement,
  design,
  inline,
  children,
}: {
  tip: string;
  placement: Placement;
  design: boolean | undefined;
  /** Around an inline element (the label's mark), not a block (the field's control). */
  inline?: boolean;
  children: ReactElement;
}) {
  if (design) {
    const Host = inline ? 'span' : 'div';
    return (
      <Host className={`${classes.tipHost} ${inline ? classes.tipHostInline : ''}`}>
        {children}
        <span className={classes.tipBubble} data-design-tip={placement} role="tooltip">
          {tip}
        </span>
      </Host>
    );
  }
  return (
    <Tooltip
      label={tip}
      position={placement}
      withinPortal
      multiline
      maw={320}
      events={{ hover: true, focus: true, touch: true }}
      mod={{ placement }}
    >
      {children}
    </Tooltip>
  );
}

/** avue's labelTip: a mark beside the label whose tooltip (at labelTipPlacement, top by default) explains it. */
function LabelTip({ tip, placement }: { tip: string; placement: unknown }) {
  const { t, design } = useFormContext();
  return (
    <TipAt tip={tip} placement={placementOf(placement, 'top')} design={design} inline>
      <span className={classes.labelTip} role="img" aria-label={t('formRenderer.labelTip', { tip })}>
        ?
      </span>
    </TipAt>
  );
}

/**
 * What a filled form's field does on its events (§3.2): `set` its value then run its change script, and,
 * on its control, run its click, focus and blur scripts — unless it runs none (`scripted` false: the
 * designer's canvas, a value shown in detail, a field without scripts). Focus and blur are the field's:
 * moving between the inputs of one field (a range's two dates) runs neither. A sub-table's cell gives its
 * row (`row`, with the cell's value).
 */
export function fieldScripts(
  field: PlainObject,
  scripted: boolean,
  set: (value: unknown) => void,
  current: () => unknown,
  row?: (value: unknown) => FieldEventRow,
): { onChange: (value: unknown) => void; handlers?: ReturnType<typeof eventHandlers> } {
  if (!scripted) return { onChange: set };
  const run = (event: FieldEvent, value: unknown) =>
    runFieldEvent(field, event, value, reportScript, row?.(value));
  return {
    onChange: (next) => {
      set(next);
      run('change', next);
    },
    handlers: eventHandlers((event) => run(event, current())),
  };
}

/** Whether a field runs its event scripts: in a form being filled, not on the canvas nor in detail. */
export const runsScripts = (field: PlainObject, mode: RenderMode, design: boolean | undefined) =>
  !design && mode !== 'detail' && hasEventScripts(field);

function eventHandlers(run: (event: FieldEvent) => void) {
  const leaves = (event: FocusEvent) =>
    !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));
  return {
    onClick: () => run('click'),
    onFocus: (event: FocusEvent) => leaves(event) && run('focus'),
    onBlur: (event: FocusEvent) => leaves(event) && run('blur'),
  };
}

/** A labelled field of the form: its value and problem are its own subscriptions. */
export const FieldItem = memo(function FieldItem({ field }: { field: PlainObject }) {
  const { store, mode: formMode, idPrefix, option, widgets, design } = useFormContext();
  const type = fieldType(field);
  const prop = fieldProp(field) ?? '';
  const stored = useFieldValue(store, prop);
  const value = design ? field.value : stored;
  const problem = useProblemText(useProblem(store, prop));
  if (type === 'title') return <TitleField field={field} />;
  if (type === 'divider') return <DividerField field={field} />;
  const mode = fieldMode(formMode, field);
  const id = `${idPrefix}-${safeId(prop)}`;
  const label = String(field.label ?? '');
  const required = isRequired(field);
  const position = String(field.labelPosition ?? option.labelPosition ?? 'left');
  const labelWidth = field.labelWidth ?? option.labelWidth;
  const suffix = textOption(option, 'labelSuffix') ?? '';
  const hideLabel = labelWidth === 0 || labelWidth === '0px' || label === '';
  const style = hideLabel
    ? ({ '--fr-label-width': '0px' } as CSSProperties)
    : labelWidth !== undefined
      ? ({
          '--fr-label-width': typeof labelWidth === 'number' ? `${labelWidth}px` : String(labelWidth),
        } as CSSProperties)
      : undefined;
  // avue's tip: the control's tooltip, a disabled or read-only one's too (the upload's tip is the upload
  // box's own text; a value shown in detail has none).
  const tip = mode !== 'detail' && type !== 'upload' ? textOption(field, 'tip') : undefined;
  const labelTip = textOption(field, 'labelTip');
  const scripts = fieldScripts(
    field,
    runsScripts(field, mode, design),
    (next) => store.set(prop, next),
    () => store.get(prop),
  );
  const control = (
    <div className={classes.control} data-control={prop} {...scripts.handlers}>
      <FieldBody
        field={field}
        value={value}
        onChange={scripts.onChange}
        id={id}
        label={label}
        mode={mode}
        problem={problem}
        required={required}
        tip={tip}
      />
    </div>
  );
  return (
    <div
      className={`${classes.item} ${position === 'top' ? classes.top : ''} ${position === 'right' ? classes.right : ''}`}
      style={style}
    >
      {hideLabel ? (
        <span id={`${id}-label`} hidden>
          {label}
        </span>
      ) : (
        <div className={classes.label}>
          <label id={`${id}-label`} htmlFor={id}>
            {required && mode === 'edit' ? (
              <span className={classes.asterisk} aria-hidden="true">
                *
              </span>
            ) : null}
            {label}
          </label>
          {labelTip ? <LabelTip tip={labelTip} placement={field.labelTipPlacement} /> : null}
          {position === 'top' || !suffix ? null : <span aria-hidden="true">{suffix}</span>}
        </div>
      )}
      <div>
        {tip ? (
          <TipAt tip={tip} placement={placementOf(field.tipPlacement, 'bottom')} design={design}>
            {control}
          </TipAt>
        ) : (
          control
        )}
        {problem && (mode === 'detail' || !widgets.showsError(type)) ? (
          <div className={classes.error} id={`${id}-error`} role="alert">
            {problem}
          </div>
        ) : null}
      </div>
    </div>
  );
});
