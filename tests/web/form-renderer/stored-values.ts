/**
 * A stored value of every field a form definition declares, in avue's shapes (forms-and-survey.md §3.2):
 * what a saved answer holds — lists or joined text by dataType, a cascader's path, date strings in the
 * field's valueFormat, numbers, the switch's pair, uploads keeping each file's name and address, rich
 * text, a region at its levels, a picker's ids and labels, sub-table rows. The round-trip tests render
 * these and submit them unchanged.
 */
import {
  dateValueFormat,
  dynamicColumns,
  fieldProp,
  fieldType,
  flatItems,
  holdsValue,
  rangeTypes,
  staticItems,
  switchValues,
  valueFields,
} from '@nbxt/core/form/fill.ts';
import { getOwn, isPlainObject, type PlainObject } from '@nbxt/core/form/plain.ts';
import dayjs from 'dayjs';
import { regionOf } from '../../helpers/field-rule-cases.ts';

const moment = dayjs('2026-11-29T08:30:15');
const later = dayjs('2026-12-03T17:45:05');

/** A date in the field's value format (a number for 'timestamp'). */
function dateText(field: PlainObject, at: dayjs.Dayjs): unknown {
  const format = dateValueFormat(field);
  return format === 'timestamp' ? at.valueOf() : at.format(format);
}

/** A list in the field's dataType: joined text for string, else the list (numbers for number). */
function listIn(field: PlainObject, items: unknown[]): unknown {
  const dataType = getOwn(field, 'dataType');
  const separator = typeof field.separator === 'string' ? field.separator : ',';
  if (dataType === 'string') return items.map(String).join(separator);
  if (dataType === 'number') return items.map(Number);
  return items;
}

/** Values of the field's own items, or of two made-up codes for a remote dictionary. */
function choiceValues(field: PlainObject): unknown[] {
  const items = flatItems(staticItems(field)).filter((item) => !item.disabled);
  return items.length > 0 ? items.map((item) => item.value) : ['1', '2'];
}

/** The path of a cascader from its first root down to a leaf. */
function cascaderPath(field: PlainObject): unknown[] {
  const path: unknown[] = [];
  let level = staticItems(field);
  while (level.length > 0) {
    const first = level[0]!;
    path.push(first.value);
    level = first.children ?? [];
  }
  return path.length > 0 ? path : ['1', '2'];
}

export function storedValue(field: PlainObject, depth = 0): unknown {
  const type = fieldType(field);
  const multiple = getOwn(field, 'multiple') === true;
  switch (type) {
    case 'number':
    case 'rate':
      return 3;
    case 'slider':
      return getOwn(field, 'range') === true ? [2, 5] : 4;
    case 'switch':
      return switchValues(field)[1];
    case 'select':
    case 'radio':
    case 'tree': {
      const values = choiceValues(field);
      return multiple && type !== 'radio' ? listIn(field, values.slice(0, 2)) : values[0];
    }
    case 'checkbox':
      return listIn(field, choiceValues(field).slice(0, 2));
    case 'cascader':
      return listIn(field, cascaderPath(field));
    case 'array':
    case 'img':
      return listIn(field, ['http://files.example/a.png', 'http://files.example/b.png']);
    case 'map':
      return [120.153576, 30.287459, '浙江省杭州市西湖区'];
    case 'upload':
      if (getOwn(field, 'listType') === 'picture-img') return 'http://files.example/upload/avatar.png';
      if (getOwn(field, 'dataType') === 'string')
        return 'http://files.example/upload/a.png,http://files.example/upload/b.pdf';
      return [
        { label: '现场照片.png', value: 'http://files.example/upload/1700000000000000101.png' },
        { label: '合同.pdf', value: 'http://files.example/upload/1700000000000000102.pdf' },
      ];
    case 'ueditor':
      return '<p>富文本 <strong>加粗</strong></p>';
    case 'area':
    case 'region':
    case 'address': {
      const level = Number(getOwn(field, 'level'));
      return regionOf(Number.isInteger(level) && level >= 1 && level <= 6 ? level : 5);
    }
    case 'dept':
    case 'user':
      return {
        dept: ['1123598813738675201'],
        deptLabel: ['刀锋科技'],
        user: ['1123598821738675201'],
        userLabel: ['管理员'],
      };
    case 'dynamic': {
      if (depth > 2) return [];
      const row = () =>
        Object.fromEntries(
          dynamicColumns(field)
            .filter(holdsValue)
            .map((child) => [fieldProp(child)!, storedValue(child, depth + 1)]),
        );
      return [row(), row()];
    }
    case 'dates':
      return listIn(field, [dateText(field, moment), dateText(field, later)]);
  }
  if (rangeTypes.has(type) || type === 'monthrange') return [dateText(field, moment), dateText(field, later)];
  if (['year', 'month', 'week', 'date', 'time', 'datetime'].includes(type)) return dateText(field, moment);
  if (type === 'password') return 'Secret#2026';
  if (type === 'url') return 'https://example.com/path?q=1';
  if (type === 'color') return '#409EFF';
  return `值 ${fieldProp(field) ?? ''}`;
}

/** Stored values of every field of the option that holds one (groups included). */
export function storedValues(option: PlainObject): PlainObject {
  return Object.fromEntries(valueFields(option).map((field) => [fieldProp(field)!, storedValue(field)]));
}

/**
 * The option without what would keep an unchanged form from being submitted for reasons of its own
 * (required, patterns, rules: their own tests), nor hide fields (`display: false` is still sent).
 */
export function withoutChecks(option: PlainObject): PlainObject {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isPlainObject(node)) return node;
    const out: PlainObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'rules' || key === 'required' || key === 'pattern') continue;
      out[key] = strip(value);
    }
    return out;
  };
  return strip(option) as PlainObject;
}
