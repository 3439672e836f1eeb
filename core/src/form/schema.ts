/**
 * zod schemas of the form definition (forms-and-survey.md §3.1) and its fields (§3.2), with the
 * designer's defaults and ranges. Objects are loose: real definitions carry extra keys, which are kept.
 * Unknown field types parse as the base field; the checker reports them.
 */
// zod/mini: the console's bundle carries these schemas, and the rest of its zod use is mini too.
import * as z from 'zod/mini';
import { dateFormats, uploadAction } from './field-defaults.ts';

export { dateFormats, uploadAction };

export const sizes = ['medium', 'small', 'mini'] as const;
export const labelPositions = ['left', 'right', 'top'] as const;
export const menuPositions = ['left', 'center', 'right'] as const;

/** Ranges of the designer panels (§5.3, §9). */
export const limits = {
  labelWidth: { min: 80, max: 200, step: 10, default: 120 },
  gutter: { min: 0, max: 60, step: 5, default: 0 },
  span: { min: 8, max: 24 },
  subfieldWidth: { min: 100 },
  uploadLimit: { min: 1, default: 10 },
  precision: { min: 0, max: 10 },
  rateMax: { default: 5 },
  textareaMinRows: { min: 1 },
  textareaMaxRows: { min: 2 },
  slider: { min: 0, max: 100, step: 1 },
  indent: { min: 1, max: 4 },
  history: 20,
} as const;

/** A number, or a numeric string such as '120' (real options carry both). */
const numeric = z.union([z.number(), z.string()]);
const size = z.enum(sizes);
const text = z.string();
/** Event scripts and formatters are kept as source text, never evaluated. */
const script = z.string();

export const keyValueSchema = z.looseObject({ key: z.optional(z.unknown()), value: z.optional(z.unknown()) });

export const ruleSchema = z.looseObject({
  required: z.optional(z.boolean()),
  message: z.optional(z.nullable(z.string())),
  pattern: z.optional(z.nullable(z.string())),
  trigger: z.optional(z.union([z.string(), z.array(z.string())])),
});

/** Properties every field may have (§3.2). */
export const baseFieldSchema = z.looseObject({
  type: z.optional(z.string()),
  prop: z.optional(z.string()),
  label: z.optional(z.string()),
  span: z.optional(z.int().check(z.minimum(limits.span.min), z.maximum(limits.span.max))),
  width: z.optional(numeric),
  dataType: z.optional(z.enum(['string', 'number', 'array'])),
  value: z.optional(z.unknown()),
  placeholder: z.optional(text),
  display: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
  readonly: z.optional(z.boolean()),
  required: z.optional(z.boolean()),
  pattern: z.optional(z.string()),
  rules: z.optional(z.array(z.nullable(ruleSchema))),
  maxlength: z.optional(numeric),
  showWordLimit: z.optional(z.boolean()),
  prepend: z.optional(text),
  append: z.optional(text),
  showPassword: z.optional(z.boolean()),
  minRows: z.optional(z.int().check(z.minimum(limits.textareaMinRows.min))),
  maxRows: z.optional(z.int().check(z.minimum(limits.textareaMaxRows.min))),
  step: z.optional(z.number()),
  precision: z.optional(z.int().check(z.minimum(limits.precision.min), z.maximum(limits.precision.max))),
  controls: z.optional(z.boolean()),
  controlsPosition: z.optional(z.enum(['', 'right'])),
  subfield: z.optional(z.boolean()),
  params: z.optional(z.record(z.string(), z.unknown())),
  event: z.optional(z.record(z.string(), script)),
  bind: z.optional(z.string()),
  tip: z.optional(text),
  tipPlacement: z.optional(z.enum(['top', 'bottom', 'left', 'right'])),
  labelTip: z.optional(text),
  labelTipPlacement: z.optional(z.enum(['top', 'bottom', 'left', 'right'])),
  change: z.optional(script),
  click: z.optional(script),
  focus: z.optional(script),
  blur: z.optional(script),
  icon: z.optional(z.string()),
});

export interface DicNode {
  label?: unknown;
  value?: unknown;
  desc?: unknown;
  children?: DicNode[];
  [key: string]: unknown;
}
export const dicNodeSchema: z.ZodMiniType<DicNode> = z.lazy(() =>
  z.looseObject({
    label: z.optional(z.unknown()),
    value: z.optional(z.unknown()),
    desc: z.optional(z.unknown()),
    children: z.optional(z.array(dicNodeSchema)),
  }),
);

export const propsMappingSchema = z.looseObject({
  label: z.optional(z.string()),
  value: z.optional(z.string()),
  desc: z.optional(z.string()),
  children: z.optional(z.string()),
});

/** checkbox, radio, select, cascader, tree. */
export const choiceFieldSchema = z.extend(baseFieldSchema, {
  dicData: z.optional(z.union([z.array(z.unknown()), z.string()])),
  dicOption: z.optional(z.enum(['static', 'rel', 'remote'])),
  dicUrl: z.optional(z.string()),
  dicMethod: z.optional(z.enum(['get', 'post', 'GET', 'POST'])),
  dicQuery: z.optional(z.record(z.string(), z.unknown())),
  dicQueryConfig: z.optional(z.array(keyValueSchema)),
  dicFlag: z.optional(z.boolean()),
  props: z.optional(propsMappingSchema),
  multiple: z.optional(z.boolean()),
  drag: z.optional(z.boolean()),
  limit: z.optional(z.int().check(z.minimum(0))),
  cascaderItem: z.optional(z.array(z.string())),
  cascaderIndex: z.optional(z.int()),
  clearable: z.optional(z.boolean()),
  filterable: z.optional(z.boolean()),
  border: z.optional(z.boolean()),
  button: z.optional(z.boolean()),
  size: z.optional(size),
  parent: z.optional(z.boolean()),
  separator: z.optional(z.string()),
  showAllLevels: z.optional(z.boolean()),
});

export const rateFieldSchema = z.extend(baseFieldSchema, {
  max: z._default(z.int().check(z.minimum(1)), limits.rateMax.default),
  texts: z._default(z.array(z.string()), ['极差', '失望', '一般', '满意', '惊喜']),
  colors: z.optional(z.array(z.string())),
  showText: z.optional(z.boolean()),
});

export const sliderFieldSchema = z.extend(baseFieldSchema, {
  min: z.optional(z.number().check(z.minimum(limits.slider.min))),
  max: z.optional(z.number()),
  step: z.optional(z.number().check(z.minimum(1))),
  showStops: z.optional(z.boolean()),
  showInput: z.optional(z.boolean()),
  range: z.optional(z.boolean()),
});

export const switchFieldSchema = z.extend(baseFieldSchema, {
  value: z._default(z.unknown(), '0'),
  dicData: z.optional(z.union([z.array(z.unknown()), z.string()])),
});

export const dateFieldSchema = z.extend(baseFieldSchema, {
  format: z.optional(z.string()),
  valueFormat: z.optional(z.string()),
  startPlaceholder: z.optional(z.string()),
  endPlaceholder: z.optional(z.string()),
  unlinkPanels: z.optional(z.boolean()),
});

export const canvasOptionSchema = z.looseObject({
  text: z.optional(z.string()),
  fontFamily: z.optional(z.string()),
  color: z.optional(z.string()),
  fontSize: z.optional(numeric),
  opacity: z.optional(z.number().check(z.minimum(10), z.maximum(100), z.multipleOf(10))),
  bottom: z.optional(numeric),
  right: z.optional(numeric),
  ratio: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
});

/** Cloud storage of an upload; credential values are written as `{key}` placeholders. */
export const aliOssSchema = z.looseObject({
  region: z.optional(z.string()),
  endpoint: z.optional(z.string()),
  bucket: z.optional(z.string()),
  accessKeyId: z.optional(z.string()),
  accessKeySecret: z.optional(z.string()),
});
export const qiniuSchema = z.looseObject({
  scope: z.optional(z.string()),
  url: z.optional(z.string()),
  deadline: z.optional(numeric),
  AK: z.optional(z.string()),
  SK: z.optional(z.string()),
});

export const uploadFieldSchema = z.extend(baseFieldSchema, {
  action: z._default(z.string(), uploadAction),
  accept: z.optional(z.union([z.string(), z.array(z.string())])),
  oss: z.optional(z.enum(['ali', 'qiniu'])),
  ali: z.optional(aliOssSchema),
  qiniu: z.optional(qiniuSchema),
  drag: z.optional(z.boolean()),
  listType: z.optional(z.enum(['text', 'picture-card', 'picture-img', 'picture'])),
  headers: z.optional(z.record(z.string(), z.unknown())),
  data: z.optional(z.record(z.string(), z.unknown())),
  headersConfig: z.optional(z.array(keyValueSchema)),
  dataConfig: z.optional(z.array(keyValueSchema)),
  propsHttp: z.optional(
    z.looseObject({
      url: z.optional(z.string()),
      name: z.optional(z.string()),
      res: z.optional(z.string()),
      fileName: z.optional(z.string()),
    }),
  ),
  showFileList: z.optional(z.boolean()),
  fileSize: z.optional(z.number().check(z.minimum(0))),
  loadText: z.optional(z.string()),
  multiple: z.optional(z.boolean()),
  limit: z._default(z.int().check(z.minimum(limits.uploadLimit.min)), limits.uploadLimit.default),
  canvasOption: z.optional(canvasOptionSchema),
});

export const titleFieldSchema = z.extend(baseFieldSchema, {
  styles: z.optional(
    z.looseObject({
      color: z.optional(z.string()),
      fontSize: z.optional(z.string()),
      fontWeight: z.optional(
        z.union([
          z.int().check(z.minimum(100), z.maximum(900), z.multipleOf(100)),
          z.enum(['normal', 'bold', 'bolder', 'lighter']),
          z.string().check(z.regex(/^[1-9]00$/)),
        ]),
      ),
    }),
  ),
});

export const groupFieldSchema = z.extend(baseFieldSchema, {
  type: z.literal('group'),
  arrow: z.optional(z.boolean()),
  collapse: z.optional(z.boolean()),
  children: z.optional(z.looseObject({ column: z.array(z.unknown()) })),
});

export const dynamicFieldSchema = z.extend(baseFieldSchema, {
  type: z.literal('dynamic'),
  children: z.optional(
    z.looseObject({
      column: z.optional(z.array(z.unknown())),
      align: z.optional(z.enum(['left', 'center', 'right'])),
      headerAlign: z.optional(z.enum(['left', 'center', 'right'])),
      type: z.optional(z.enum(['table', 'form'])),
      index: z.optional(z.boolean()),
      addBtn: z.optional(z.boolean()),
      delBtn: z.optional(z.boolean()),
      viewBtn: z.optional(z.boolean()),
    }),
  ),
});

export const deptFieldSchema = z.extend(baseFieldSchema, {
  multiple: z.optional(z.boolean()),
  params: z.optional(
    z.looseObject({
      range: z.optional(z.unknown()),
      defaultValue: z.optional(z.unknown()),
      selectType: z.optional(z.enum(['user', 'dept', 'both'])),
    }),
  ),
});

export const regionFieldSchema = z.extend(baseFieldSchema, {
  level: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
  checkStrictly: z.optional(z.boolean()),
  searchCheckStrictly: z.optional(z.boolean()),
});

/** The schema that applies to a field of the given type. */
export function fieldSchemaFor(type: unknown): z.ZodMiniType {
  switch (type) {
    case 'checkbox':
    case 'radio':
    case 'select':
    case 'cascader':
    case 'tree':
      return choiceFieldSchema;
    case 'rate':
      return rateFieldSchema;
    case 'slider':
      return sliderFieldSchema;
    case 'switch':
      return switchFieldSchema;
    case 'upload':
      return uploadFieldSchema;
    case 'title':
      return titleFieldSchema;
    case 'group':
      return groupFieldSchema;
    case 'dynamic':
      return dynamicFieldSchema;
    case 'dept':
    case 'user':
      return deptFieldSchema;
    case 'region':
    case 'area':
    case 'address':
      return regionFieldSchema;
    default:
      if (typeof type === 'string' && type in dateFormats) return dateFieldSchema;
      return baseFieldSchema;
  }
}

export const groupEntrySchema = z.looseObject({
  label: z.optional(z.string()),
  icon: z.optional(z.string()),
  prop: z.optional(z.string()),
  arrow: z.optional(z.boolean()),
  collapse: z.optional(z.boolean()),
  display: z.optional(z.boolean()),
  column: z.optional(z.array(z.unknown())),
});

/** Form-wide options (§3.1) with their defaults. */
export const formOptionsSchema = z.looseObject({
  column: z.array(z.unknown()),
  group: z.optional(z.array(groupEntrySchema)),
  labelPosition: z._default(z.enum(labelPositions), 'left'),
  labelWidth: z._default(
    z
      .number()
      .check(
        z.minimum(limits.labelWidth.min),
        z.maximum(limits.labelWidth.max),
        z.multipleOf(limits.labelWidth.step),
      ),
    limits.labelWidth.default,
  ),
  labelSuffix: z._default(z.string(), '：'),
  gutter: z._default(
    z
      .number()
      .check(z.minimum(limits.gutter.min), z.maximum(limits.gutter.max), z.multipleOf(limits.gutter.step)),
    limits.gutter.default,
  ),
  tabs: z.optional(z.boolean()),
  menuBtn: z._default(z.boolean(), true),
  menuPosition: z._default(z.enum(menuPositions), 'center'),
  submitBtn: z._default(z.boolean(), true),
  submitSize: z.optional(size),
  submitText: z._default(z.string(), '提交'),
  emptyBtn: z._default(z.boolean(), true),
  emptySize: z.optional(size),
  emptyText: z._default(z.string(), '清空'),
  detail: z.optional(z.boolean()),
  readonly: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
});
export type FormOptions = z.output<typeof formOptionsSchema>;

/** Form options with every default filled in (a new designer form). */
export function defaultFormOptions(): FormOptions {
  return formOptionsSchema.parse({ column: [] });
}
