import { Textarea, TextInput } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HandedOver, standInNotes, useHandover } from '../components/hand-over.tsx';
import { type FieldWidgetTable, useFormContext, type WidgetProps } from './context.ts';
import { type FormRendererProps, FormView } from './FormRenderer.tsx';
import { CascaderWidget, CheckboxWidget, RadioWidget, SelectWidget, TreeWidget } from './fields/choice.tsx';
import { RateWidget, SliderWidget, SwitchWidget } from './fields/misc.tsx';
import { PeoplePicker } from './fields/pickers.tsx';
import { RegionWidget } from './fields/region.tsx';
import {
  ArrayWidget,
  ColorWidget,
  InputWidget,
  MapWidget,
  NumberWidget,
  PasswordWidget,
  TextareaWidget,
} from './fields/text.tsx';
import { UploadWidget } from './fields/upload.tsx';

const DatePickers = lazy(() => import('./fields/dates.tsx'));
const RichText = lazy(() => import('./fields/rich-text.tsx'));

const shown = (value: unknown) =>
  Array.isArray(value) ? value.join(' ~ ') : value === null || value === undefined ? '' : String(value);

/**
 * The date pickers load with the first date field; meanwhile a read-only input shows the value, and what
 * the user did to it is handed over to the picker (a press opens it).
 */
function DateField(props: WidgetProps) {
  const handover = useHandover();
  return (
    <Suspense
      fallback={
        <TextInput {...props.inputProps} {...standInNotes(handover)} readOnly value={shown(props.value)} />
      }
    >
      <HandedOver handover={handover}>
        <DatePickers {...props} />
      </HandedOver>
    </Suspense>
  );
}

function RichTextField(props: WidgetProps) {
  const { t } = useTranslation();
  const { design } = useFormContext();
  // The designer's canvas draws the editor's frame without loading the editor.
  if (design)
    return (
      <Textarea
        {...props.inputProps}
        readOnly
        minRows={4}
        autosize
        placeholder={textOptionOr(props.field, t('formRenderer.richText'))}
      />
    );
  return (
    <Suspense
      fallback={<TextInput {...props.inputProps} readOnly placeholder={t('formRenderer.richTextLoading')} />}
    >
      <RichText {...props} />
    </Suspense>
  );
}

const textOptionOr = (field: WidgetProps['field'], fallback: string) =>
  typeof field.placeholder === 'string' && field.placeholder ? field.placeholder : fallback;

const dateTypes = [
  'year',
  'month',
  'monthrange',
  'week',
  'date',
  'dates',
  'daterange',
  'time',
  'timerange',
  'datetime',
  'datetimerange',
] as const;

/**
 * The widget of each field type. A mutable map on purpose: the console plugs in widgets built elsewhere
 * (the region picker: `fieldWidgets.region = …`) without touching the renderer. Unknown types get `input`.
 */
export const fieldWidgets: Record<string, ComponentType<WidgetProps>> = {
  input: InputWidget,
  url: InputWidget,
  icon: InputWidget,
  relation: InputWidget,
  password: PasswordWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  color: ColorWidget,
  array: ArrayWidget,
  img: ArrayWidget,
  map: MapWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  cascader: CascaderWidget,
  tree: TreeWidget,
  switch: SwitchWidget,
  rate: RateWidget,
  slider: SliderWidget,
  upload: UploadWidget,
  ueditor: RichTextField,
  dept: PeoplePicker,
  user: PeoplePicker,
  region: RegionWidget,
  area: RegionWidget,
  address: RegionWidget,
  ...Object.fromEntries(dateTypes.map((type) => [type, DateField])),
};

/** Types whose widget is one Mantine input that shows the field's problem itself (the `error` it gets). */
const showingError = new Set([
  'input',
  'url',
  'icon',
  'relation',
  'password',
  'textarea',
  'number',
  'color',
  'select',
  'cascader',
  'tree',
  'switch',
  // The region picker shows its levels' own messages (请选择省份…): the field adds no second one.
  'region',
  'area',
  'address',
  ...dateTypes.filter((type) => type !== 'timerange' && type !== 'datetimerange'),
]);

export function widgetShowsError(type: string): boolean {
  return showingError.has(type) && widgetOf(type) === builtIn[type];
}

const builtIn: Record<string, ComponentType<WidgetProps>> = { ...fieldWidgets };

export function widgetOf(type: string): ComponentType<WidgetProps> {
  return Object.hasOwn(fieldWidgets, type) ? fieldWidgets[type]! : InputWidget;
}

/** The inputs of every field type (and the detail views in detail mode). */
export const editWidgets: FieldWidgetTable = { widgetOf, showsError: widgetShowsError };

/** The form renderer (FormView) with every field type's input. */
export function FormRenderer(props: FormRendererProps) {
  return <FormView {...props} widgets={editWidgets} />;
}
