/**
 * One bad value per field rule (field-rules.ts, fill-rules.ts, household/questionnaire.ts), as each entry
 * point meets it: a registry entry's field (the console's record form, `nbxt <noun> submit`, the sandbox's
 * submit), the same rule declared on a form definition's field (the renderer) and the questionnaire's field.
 * Every entry point must refuse it with the same message: the tests at each walk this list.
 */
import { type MessageKey, translate } from '../../core/src/i18n/index.ts';
import { getResource } from '../../core/src/resources/registry.ts';
import type { ResourceSpec } from '../../core/src/resources/types.ts';

export interface FieldRuleCase {
  rule: string;
  /** The registry entry (its CLI noun) and field that carry the rule, and a value it refuses. */
  entry: string;
  field: string;
  bad: unknown;
  message: MessageKey;
  params?: Record<string, string | number>;
  /** The same rule on a form definition's field, and the value it refuses there. */
  renderer: { field: Record<string, unknown>; value: unknown };
  /** The questionnaire's field that carries it, with its bad value, when the questionnaire has one. */
  questionnaire?: { field: string; value: unknown };
}

/** The check digit of this ID is wrong (GB 11643 gives 7). */
export const wrongCheckDigit = '330203198009035841';
const codes = ['330000', '330200', '330281', '330281102', '330281102201', '330281102201101'];
const names = ['浙江省', '宁波市', '余姚市', '小曹娥镇', '建民村委会', '建民一组'];
/** A region picked down `depth` levels, as the §3.2 object. */
export const regionOf = (depth: number) => ({
  value: codes.slice(0, depth),
  label: names.slice(0, depth),
});
const photos = (count: number) =>
  Array.from({ length: count }, (_, i) => `http://files.example/upload/p${i}.png`);

export const fieldRuleCases: FieldRuleCase[] = [
  {
    rule: 'ID card (GB 11643)',
    entry: 'householder',
    field: 'idCard',
    bad: wrongCheckDigit,
    message: 'idcard.format',
    renderer: {
      field: { type: 'input', prop: 'idCard', label: '身份证号', rules: [{ type: 'idcard' }] },
      value: wrongCheckDigit,
    },
    questionnaire: { field: 'idCard', value: wrongCheckDigit },
  },
  {
    rule: 'mobile number (11 digits)',
    entry: 'epidemic-info',
    field: 'phone',
    bad: '1381234567',
    message: 'validate.phone.length',
    renderer: {
      field: { type: 'input', prop: 'phone', label: '手机号码', rules: [{ type: 'mobile' }] },
      value: '1381234567',
    },
    questionnaire: { field: 'phone', value: '1381234567' },
  },
  {
    rule: 'region depth (deeper than declared)',
    entry: 'householder',
    field: 'area',
    bad: JSON.stringify(regionOf(6)),
    message: 'form.region.depth',
    params: { levels: 5 },
    renderer: { field: { type: 'area', prop: 'area', label: '所属区域', level: 5 }, value: regionOf(6) },
    questionnaire: { field: 'area', value: regionOf(6) },
  },
  {
    rule: 'region depth (a required region to its district)',
    entry: 'epidemic-trip',
    field: 'departure',
    bad: JSON.stringify(regionOf(1)),
    message: 'form.region.city',
    renderer: {
      field: { type: 'area', prop: 'departure', label: '出发地', required: true, level: 3 },
      value: regionOf(1),
    },
    questionnaire: { field: 'area', value: regionOf(1) },
  },
  {
    rule: 'upload limit (count)',
    entry: 'merchant-inspect',
    field: 'otherPhotos',
    bad: photos(100).join(','),
    message: 'validate.upload.limit',
    params: { limit: 99 },
    renderer: {
      field: { type: 'upload', prop: 'otherPhotos', label: '其他照片', limit: 99 },
      value: photos(100),
    },
  },
];

export const entryOf = (c: FieldRuleCase): ResourceSpec => getResource(c.entry)!;

/** The message every entry point shows for the case (zh). */
export const caseMessage = (c: FieldRuleCase): string => translate(c.message, 'zh', c.params ?? {});
