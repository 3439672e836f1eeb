/**
 * zod schemas of the form definition (forms-and-survey.md §3.1) and its fields (§3.2), with the
 * designer's defaults and ranges. Objects are loose: real definitions carry extra keys, which are kept.
 * Unknown field types parse as the base field; the checker reports them.
 */
import * as z from 'zod';

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

export const keyValueSchema = z.looseObject({ key: z.unknown().optional(), value: z.unknown().optional() });

export const ruleSchema = z.looseObject({
  required: z.boolean().optional(),
  message: z.string().nullable().optional(),
  pattern: z.string().nullable().optional(),
  trigger: z.union([z.string(), z.array(z.string())]).optional(),
});

/** Properties every field may have (§3.2). */
export const baseFieldSchema = z.looseObject({
  type: z.string().optional(),
  prop: z.string().optional(),
  label: z.string().optional(),
  span: z.number().int().min(limits.span.min).max(limits.span.max).optional(),
  width: numeric.optional(),
  dataType: z.enum(['string', 'number', 'array']).optional(),
  value: z.unknown().optional(),
  placeholder: text.optional(),
  display: z.boolean().optional(),
  disabled: z.boolean().optional(),
  readonly: z.boolean().optional(),
  required: z.boolean().optional(),
  pattern: z.string().optional(),
  rules: z.array(ruleSchema.nullable()).optional(),
  maxlength: numeric.optional(),
  showWordLimit: z.boolean().optional(),
  prepend: text.optional(),
  append: text.optional(),
  showPassword: z.boolean().optional(),
  minRows: z.number().int().min(limits.textareaMinRows.min).optional(),
  maxRows: z.number().int().min(limits.textareaMaxRows.min).optional(),
  step: z.number().optional(),
  precision: z.number().int().min(limits.precision.min).max(limits.precision.max).optional(),
  controls: z.boolean().optional(),
  controlsPosition: z.enum(['', 'right']).optional(),
  subfield: z.boolean().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  event: z.record(z.string(), script).optional(),
  bind: z.string().optional(),
  tip: text.optional(),
  tipPlacement: z.enum(['top', 'bottom', 'left', 'right']).optional(),
  labelTip: text.optional(),
  labelTipPlacement: z.enum(['top', 'bottom', 'left', 'right']).optional(),
  change: script.optional(),
  click: script.optional(),
  focus: script.optional(),
  blur: script.optional(),
  icon: z.string().optional(),
});

export interface DicNode {
  label?: unknown;
  value?: unknown;
  desc?: unknown;
  children?: DicNode[];
  [key: string]: unknown;
}
export const dicNodeSchema: z.ZodType<DicNode> = z.lazy(() =>
  z.looseObject({
    label: z.unknown().optional(),
    value: z.unknown().optional(),
    desc: z.unknown().optional(),
    children: z.array(dicNodeSchema).optional(),
  }),
);

export const propsMappingSchema = z.looseObject({
  label: z.string().optional(),
  value: z.string().optional(),
  desc: z.string().optional(),
  children: z.string().optional(),
});

/** checkbox, radio, select, cascader, tree. */
export const choiceFieldSchema = baseFieldSchema.extend({
  dicData: z.union([z.array(z.unknown()), z.string()]).optional(),
  dicOption: z.enum(['static', 'rel', 'remote']).optional(),
  dicUrl: z.string().optional(),
  dicMethod: z.enum(['get', 'post', 'GET', 'POST']).optional(),
  dicQuery: z.record(z.string(), z.unknown()).optional(),
  dicQueryConfig: z.array(keyValueSchema).optional(),
  dicFlag: z.boolean().optional(),
  props: propsMappingSchema.optional(),
  multiple: z.boolean().optional(),
  drag: z.boolean().optional(),
  limit: z.number().int().min(0).optional(),
  cascaderItem: z.array(z.string()).optional(),
  cascaderIndex: z.number().int().optional(),
  clearable: z.boolean().optional(),
  filterable: z.boolean().optional(),
  border: z.boolean().optional(),
  button: z.boolean().optional(),
  size: size.optional(),
  parent: z.boolean().optional(),
  separator: z.string().optional(),
  showAllLevels: z.boolean().optional(),
});

export const rateFieldSchema = baseFieldSchema.extend({
  max: z.number().int().min(1).default(limits.rateMax.default),
  texts: z.array(z.string()).default(['极差', '失望', '一般', '满意', '惊喜']),
  colors: z.array(z.string()).optional(),
  showText: z.boolean().optional(),
});

export const sliderFieldSchema = baseFieldSchema.extend({
  min: z.number().min(limits.slider.min).optional(),
  max: z.number().optional(),
  step: z.number().min(1).optional(),
  showStops: z.boolean().optional(),
  showInput: z.boolean().optional(),
  range: z.boolean().optional(),
});

export const switchFieldSchema = baseFieldSchema.extend({
  value: z.unknown().default('0'),
  dicData: z.union([z.array(z.unknown()), z.string()]).optional(),
});

export const dateFieldSchema = baseFieldSchema.extend({
  format: z.string().optional(),
  valueFormat: z.string().optional(),
  startPlaceholder: z.string().optional(),
  endPlaceholder: z.string().optional(),
  unlinkPanels: z.boolean().optional(),
});

/** Default display formats of the date variants. */
export const dateFormats: Record<string, string> = {
  year: 'yyyy',
  month: 'MM',
  week: 'yyyy 第 WW 周',
  date: 'yyyy-MM-dd',
  dates: 'yyyy-MM-dd',
  daterange: 'yyyy-MM-dd',
  time: 'HH:mm:ss',
  timerange: 'HH:mm:ss',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  datetimerange: 'yyyy-MM-dd HH:mm:ss',
};

export const canvasOptionSchema = z.looseObject({
  text: z.string().optional(),
  fontFamily: z.string().optional(),
  color: z.string().optional(),
  fontSize: numeric.optional(),
  opacity: z.number().min(10).max(100).multipleOf(10).optional(),
  bottom: numeric.optional(),
  right: numeric.optional(),
  ratio: z.number().min(0).max(1).optional(),
});

/** Cloud storage of an upload; credential values are written as `{key}` placeholders. */
export const aliOssSchema = z.looseObject({
  region: z.string().optional(),
  endpoint: z.string().optional(),
  bucket: z.string().optional(),
  accessKeyId: z.string().optional(),
  accessKeySecret: z.string().optional(),
});
export const qiniuSchema = z.looseObject({
  scope: z.string().optional(),
  url: z.string().optional(),
  deadline: numeric.optional(),
  AK: z.string().optional(),
  SK: z.string().optional(),
});

export const uploadAction = '/api/blade-resource/oss/endpoint/put-file';

export const uploadFieldSchema = baseFieldSchema.extend({
  action: z.string().default(uploadAction),
  accept: z.union([z.string(), z.array(z.string())]).optional(),
  oss: z.enum(['ali', 'qiniu']).optional(),
  ali: aliOssSchema.optional(),
  qiniu: qiniuSchema.optional(),
  drag: z.boolean().optional(),
  listType: z.enum(['text', 'picture-card', 'picture-img', 'picture']).optional(),
  headers: z.record(z.string(), z.unknown()).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  headersConfig: z.array(keyValueSchema).optional(),
  dataConfig: z.array(keyValueSchema).optional(),
  propsHttp: z
    .looseObject({
      url: z.string().optional(),
      name: z.string().optional(),
      res: z.string().optional(),
      fileName: z.string().optional(),
    })
    .optional(),
  showFileList: z.boolean().optional(),
  fileSize: z.number().min(0).optional(),
  loadText: z.string().optional(),
  multiple: z.boolean().optional(),
  limit: z.number().int().min(limits.uploadLimit.min).default(limits.uploadLimit.default),
  canvasOption: canvasOptionSchema.optional(),
});

export const titleFieldSchema = baseFieldSchema.extend({
  styles: z
    .looseObject({
      color: z.string().optional(),
      fontSize: z.string().optional(),
      fontWeight: z
        .union([
          z.number().int().min(100).max(900).multipleOf(100),
          z.enum(['normal', 'bold', 'bolder', 'lighter']),
          z.string().regex(/^[1-9]00$/),
        ])
        .optional(),
    })
    .optional(),
});

export const groupFieldSchema = baseFieldSchema.extend({
  type: z.literal('group'),
  arrow: z.boolean().optional(),
  collapse: z.boolean().optional(),
  children: z.looseObject({ column: z.array(z.unknown()) }).optional(),
});

export const dynamicFieldSchema = baseFieldSchema.extend({
  type: z.literal('dynamic'),
  children: z
    .looseObject({
      column: z.array(z.unknown()).optional(),
      align: z.enum(['left', 'center', 'right']).optional(),
      headerAlign: z.enum(['left', 'center', 'right']).optional(),
      type: z.enum(['table', 'form']).optional(),
      index: z.boolean().optional(),
      addBtn: z.boolean().optional(),
      delBtn: z.boolean().optional(),
      viewBtn: z.boolean().optional(),
    })
    .optional(),
});

export const deptFieldSchema = baseFieldSchema.extend({
  multiple: z.boolean().optional(),
  params: z
    .looseObject({
      range: z.unknown().optional(),
      defaultValue: z.unknown().optional(),
      selectType: z.enum(['user', 'dept', 'both']).optional(),
    })
    .optional(),
});

export const regionFieldSchema = baseFieldSchema.extend({
  level: z.number().int().min(1).max(6).optional(),
  checkStrictly: z.boolean().optional(),
  searchCheckStrictly: z.boolean().optional(),
});

/** The schema that applies to a field of the given type. */
export function fieldSchemaFor(type: unknown): z.ZodType {
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
  label: z.string().optional(),
  icon: z.string().optional(),
  prop: z.string().optional(),
  arrow: z.boolean().optional(),
  collapse: z.boolean().optional(),
  display: z.boolean().optional(),
  column: z.array(z.unknown()).optional(),
});

/** Form-wide options (§3.1) with their defaults. */
export const formOptionsSchema = z.looseObject({
  column: z.array(z.unknown()),
  group: z.array(groupEntrySchema).optional(),
  labelPosition: z.enum(labelPositions).default('left'),
  labelWidth: z
    .number()
    .min(limits.labelWidth.min)
    .max(limits.labelWidth.max)
    .multipleOf(limits.labelWidth.step)
    .default(limits.labelWidth.default),
  labelSuffix: z.string().default('：'),
  gutter: z
    .number()
    .min(limits.gutter.min)
    .max(limits.gutter.max)
    .multipleOf(limits.gutter.step)
    .default(limits.gutter.default),
  tabs: z.boolean().optional(),
  menuBtn: z.boolean().default(true),
  menuPosition: z.enum(menuPositions).default('center'),
  submitBtn: z.boolean().default(true),
  submitSize: size.optional(),
  submitText: z.string().default('提交'),
  emptyBtn: z.boolean().default(true),
  emptySize: size.optional(),
  emptyText: z.string().default('清空'),
  detail: z.boolean().optional(),
  readonly: z.boolean().optional(),
  disabled: z.boolean().optional(),
});
export type FormOptions = z.output<typeof formOptionsSchema>;

/** Form options with every default filled in (a new designer form). */
export function defaultFormOptions(): FormOptions {
  return formOptionsSchema.parse({ column: [] });
}
