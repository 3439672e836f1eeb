/**
 * The type-specific property panels of the designer (forms-and-survey.md §2.6): which properties each
 * field type shows and with which input. Ranges come from core (property-ranges.ts); labels are
 * `designer.prop.<path>` in the catalogue.
 */
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { commonSettings, fieldEvents, tipPlacements } from '@nbxt/core/form/property-ranges.ts';

export type Control = (
  | { path: string; kind: 'text' | 'switch' | 'number' | 'color' | 'textarea' | 'list' }
  | { path: string; kind: 'select'; choices: readonly string[] }
  | { path: string; kind: 'options' | 'tree' | 'required' | 'multiple' | 'rel' | 'script' }
) & {
  /** Shown only while the field's options come from this source (a remote call's address and method). */
  source?: 'remote';
};

const text = (path: string): Control => ({ path, kind: 'text' });
const flag = (path: string): Control => ({ path, kind: 'switch' });
const number = (path: string): Control => ({ path, kind: 'number' });
const select = (path: string, choices: readonly string[]): Control => ({ path, kind: 'select', choices });
const required: Control = { path: 'required', kind: 'required' };
const remoteOnly = (control: Control): Control => ({ ...control, source: 'remote' });

const sizes = ['medium', 'small', 'mini'] as const;
const inputBase = [
  text('placeholder'),
  number('maxlength'),
  flag('showWordLimit'),
  text('prepend'),
  text('append'),
];
const choiceBase = [
  select('dicOption', ['static', 'remote']),
  { path: 'dicData', kind: 'options' } as Control,
  remoteOnly(text('dicUrl')),
  remoteOnly(select('dicMethod', ['get', 'post'])),
  text('props.label'),
  text('props.value'),
  select('size', sizes),
];
const dateBase = [text('placeholder'), text('format'), text('valueFormat'), required, flag('clearable')];
const rangeBase = [text('startPlaceholder'), text('endPlaceholder'), flag('unlinkPanels')];
const uploadBase = [
  text('action'),
  text('accept'),
  select('listType', ['text', 'picture-card', 'picture-img', 'picture']),
  number('limit'),
  number('fileSize'),
  text('tip'),
  text('loadText'),
  flag('multiple'),
  flag('drag'),
  flag('showFileList'),
  select('oss', ['', 'ali', 'qiniu']),
  text('propsHttp.res'),
  text('propsHttp.url'),
  text('propsHttp.name'),
  text('propsHttp.fileName'),
  text('canvasOption.text'),
  text('canvasOption.fontFamily'),
  { path: 'canvasOption.color', kind: 'color' } as Control,
  number('canvasOption.fontSize'),
  number('canvasOption.opacity'),
  number('canvasOption.bottom'),
  number('canvasOption.right'),
  number('canvasOption.ratio'),
  required,
];

const panels: Record<string, readonly Control[]> = {
  input: [...inputBase, required, text('pattern'), flag('clearable')],
  password: [...inputBase, flag('showPassword'), required, text('pattern')],
  url: [...inputBase, required, text('pattern')],
  textarea: [
    text('placeholder'),
    number('minRows'),
    number('maxRows'),
    number('maxlength'),
    flag('showWordLimit'),
    required,
  ],
  number: [
    number('min'),
    number('max'),
    number('step'),
    number('precision'),
    flag('controls'),
    select('controlsPosition', ['', 'right']),
    required,
  ],
  dynamic: [
    select('children.type', ['table', 'form']),
    select('children.align', ['left', 'center', 'right']),
    select('children.headerAlign', ['left', 'center', 'right']),
    flag('children.index'),
    flag('children.addBtn'),
    flag('children.delBtn'),
    flag('children.viewBtn'),
  ],
  switch: [text('value'), text('activeText'), text('inactiveText'), required],
  rate: [
    number('max'),
    flag('showText'),
    { path: 'texts', kind: 'list' },
    { path: 'colors', kind: 'list' },
    required,
  ],
  slider: [
    number('min'),
    number('max'),
    number('step'),
    flag('showStops'),
    flag('showInput'),
    flag('range'),
    required,
  ],
  color: [select('colorFormat', ['hex', 'rgb', 'hsl']), flag('showAlpha'), required],
  // Only a select links to another form's field (§7 Tool apps: the related-data dictionary).
  select: [
    text('placeholder'),
    select('dicOption', ['static', 'remote', 'rel']),
    { path: 'params.rel', kind: 'rel' },
    ...choiceBase.slice(1),
    { path: 'multiple', kind: 'multiple' },
    number('limit'),
    flag('filterable'),
    flag('clearable'),
    flag('drag'),
    required,
  ],
  radio: [...choiceBase, flag('border'), flag('button'), required],
  checkbox: [...choiceBase, number('limit'), flag('border'), flag('button'), required],
  tree: [
    text('placeholder'),
    ...choiceBase.filter((c) => c.kind !== 'options'),
    { path: 'dicData', kind: 'tree' },
    { path: 'multiple', kind: 'multiple' },
    flag('parent'),
    flag('filterable'),
    flag('clearable'),
    required,
  ],
  cascader: [
    text('placeholder'),
    ...choiceBase.filter((c) => c.kind !== 'options'),
    { path: 'dicData', kind: 'tree' },
    flag('showAllLevels'),
    text('separator'),
    flag('filterable'),
    flag('clearable'),
    required,
  ],
  year: dateBase,
  month: dateBase,
  week: dateBase,
  date: dateBase,
  dates: dateBase,
  time: dateBase,
  datetime: dateBase,
  daterange: [...dateBase, ...rangeBase],
  timerange: [...dateBase, ...rangeBase],
  datetimerange: [...dateBase, ...rangeBase],
  upload: uploadBase,
  ueditor: [text('options.action'), text('options.props.res'), text('options.props.url'), required],
  map: [text('placeholder'), number('params.zoom'), required],
  group: [text('icon'), flag('arrow'), flag('collapse')],
  array: [text('placeholder'), number('limit'), required],
  img: [text('placeholder'), number('limit'), required],
  title: [
    text('value'),
    { path: 'styles.color', kind: 'color' },
    text('styles.fontSize'),
    select('styles.fontWeight', [
      '',
      '100',
      '200',
      '300',
      '400',
      '500',
      '600',
      '700',
      '800',
      '900',
      'normal',
      'bold',
      'bolder',
      'lighter',
    ]),
  ],
  dept: [
    flag('multiple'),
    select('params.selectType', ['dept', 'user', 'all']),
    text('params.range'),
    text('params.defaultValue'),
    required,
  ],
  user: [
    flag('multiple'),
    select('params.selectType', ['dept', 'user', 'all']),
    text('params.range'),
    text('params.defaultValue'),
    required,
  ],
  region: [number('level'), flag('checkStrictly'), flag('searchCheckStrictly'), required],
  area: [text('placeholder'), required],
  address: [text('placeholder'), required],
  icon: [text('placeholder'), required],
  relation: [text('placeholder'), text('params.rel'), required],
  divider: [text('value')],
};

/** The tips with their placements and the event scripts, below the type's own panel (commonSettings). */
export const tipControls: readonly Control[] = [
  text('tip'),
  select('tipPlacement', ['', ...tipPlacements]),
  text('labelTip'),
  select('labelTipPlacement', ['', ...tipPlacements]),
];
export const eventControls: readonly Control[] = fieldEvents.map(
  (path): Control => ({ path, kind: 'script' }),
);

/** The controls of a type's panel (none for an unknown type). */
export function panelFor(type: unknown): readonly Control[] {
  return typeof type === 'string' ? (panels[type] ?? []) : [];
}

/** The panel's controls for a field: its type's, then the common settings it has (each path once). */
export function controlsFor(field: PlainObject): readonly Control[] {
  const own = panelFor(field.type);
  const { tips, events } = commonSettings(field);
  const paths = new Set(own.map((control) => control.path));
  const common = [...(tips ? tipControls : []), ...(events ? eventControls : [])];
  return [...own, ...common.filter((control) => !paths.has(control.path))];
}

export const panelTypes = Object.keys(panels);
