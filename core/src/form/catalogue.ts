/**
 * The designer's palette (forms-and-survey.md §2.6, §3.2): every field type with its label, icon and
 * default configuration, in titled sections. Items are frozen; the designer clones them on drop.
 */
import { deepFreeze, type PlainObject } from './plain.ts';
import { dateFormats, limits, uploadAction } from './schema.ts';
import type { FormFieldType } from './types.ts';

export interface PaletteItem extends PlainObject {
  type: FormFieldType;
  label: string;
  icon: string;
}

export interface PaletteSection {
  title: string;
  list: readonly PaletteItem[];
}

const options = (values: (string | number)[]) =>
  values.map((value, i) => ({ label: `选项${'一二三四五六七八九十'[i] ?? i + 1}`, value }));

const staticChoice = { dicOption: 'static', props: { label: 'label', value: 'value' } };

function item(type: FormFieldType, label: string, extra: PlainObject = {}): PaletteItem {
  return { type, label, icon: `icon-${type}`, span: 24, display: true, ...extra };
}

function date(type: FormFieldType, label: string): PaletteItem {
  const format = dateFormats[type]!;
  return item(type, label, type === 'week' ? { format } : { format, valueFormat: format });
}

export const palette: readonly PaletteSection[] = deepFreeze([
  {
    title: '布局字段',
    list: [
      {
        type: 'group',
        label: '分组',
        icon: 'icon-group',
        display: true,
        arrow: false,
        collapse: true,
        children: { column: [] },
      },
      item('dynamic', '子表单', {
        children: {
          align: 'center',
          headerAlign: 'center',
          index: false,
          addBtn: true,
          delBtn: true,
          column: [],
        },
      }),
      item('title', '标题', {
        styles: { fontSize: '18px', color: '#000' },
        labelWidth: '0px',
        value: '标题',
      }),
      item('divider', '分割线', { value: '分割线' }),
    ],
  },
  {
    title: '输入字段',
    list: [
      item('input', '单行文本'),
      item('password', '密码', { showPassword: true }),
      item('textarea', '多行文本', { minRows: 2, maxRows: 4 }),
      item('number', '计数器', { controls: true }),
      item('url', '超链接'),
      item('array', '数组', { dataType: 'array' }),
      item('img', '图片', { dataType: 'array' }),
      item('map', '地图选择器'),
      item('icon', '图标'),
      item('color', '颜色选择器'),
    ],
  },
  {
    title: '选择字段',
    list: [
      item('radio', '单选框组', { ...staticChoice, dicData: options(['0', '1', '2']) }),
      item('checkbox', '多选框组', { ...staticChoice, dicData: options(['0', '1', '2']) }),
      item('select', '下拉选择器', { ...staticChoice, dicData: options(['0', '1', '2']), cascaderItem: [] }),
      item('cascader', '级联选择器', {
        ...staticChoice,
        dicData: [
          {
            label: '选项一',
            value: '0',
            children: [
              { label: '选项1-1', value: '11' },
              { label: '选项1-2', value: '12' },
            ],
          },
          { label: '选项二', value: '1' },
        ],
        cascaderIndex: 1,
        showAllLevels: true,
        separator: '/',
      }),
      item('tree', '树形选择器', {
        ...staticChoice,
        dicData: [
          {
            label: '选项一',
            value: '0',
            children: [
              { label: '选项1-1', value: '11' },
              { label: '选项1-2', value: '12' },
            ],
          },
          { label: '选项二', value: '1' },
        ],
        parent: true,
      }),
      item('switch', '开关', {
        value: '0',
        dicData: [
          { label: '', value: '0' },
          { label: '', value: '1' },
        ],
      }),
      item('rate', '评价', {
        max: limits.rateMax.default,
        value: 0,
        texts: ['极差', '失望', '一般', '满意', '惊喜'],
        colors: ['#99A9BF', '#F7BA2A', '#FF9900'],
      }),
      item('slider', '滑块', { min: 0, max: 10 }),
      item('area', '省市区', { level: 3 }),
      item('address', '省市区街道地址', { level: 4 }),
      item('region', '行政区划', { level: 4, checkStrictly: false, searchCheckStrictly: false }),
    ],
  },
  {
    title: '上传字段',
    list: [
      item('upload', '上传', {
        action: uploadAction,
        listType: 'text',
        showFileList: true,
        multiple: true,
        limit: limits.uploadLimit.default,
        tip: '只能上传jpg/png文件，且不超过500kb',
        propsHttp: { res: 'data', url: 'link', name: 'name' },
        headersConfig: [],
        dataConfig: [],
      }),
    ],
  },
  {
    title: '日期时间字段',
    list: [
      date('year', '年'),
      date('month', '月'),
      date('week', '周'),
      date('date', '日期'),
      date('dates', '多个日期'),
      date('time', '时间'),
      date('datetime', '日期时间'),
      date('daterange', '日期范围'),
      date('timerange', '时间范围'),
      date('datetimerange', '日期时间范围'),
    ],
  },
  {
    title: '插件字段',
    list: [item('ueditor', '富文本', { options: { action: uploadAction, props: {} } })],
  },
  {
    title: '业务字段',
    list: [
      item('relation', '关联'),
      item('dept', '部门选择', { multiple: false, params: { selectType: 'dept' } }),
      item('user', '人员选择', { multiple: false, params: { selectType: 'user' } }),
    ],
  },
] satisfies PaletteSection[]);

/** Every palette item, by type. */
export const paletteItems: ReadonlyMap<string, PaletteItem> = new Map(
  palette.flatMap((section) => section.list.map((entry) => [entry.type, entry] as const)),
);

export function paletteItem(type: string): PaletteItem | undefined {
  return paletteItems.get(type);
}
