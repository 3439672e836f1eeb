import { text } from '../resources/define.ts';
import { choices, id, long, num } from './common-fields.ts';

/**
 * Coded values the safety entries share. The spec shows none: these are the levels of China's
 * safety-production standards (four risk colours, two hidden-danger grades) and the usual
 * rectify-then-review cycle.
 */

export const RISK_LEVELS = choices(
  ['1', '重大风险', 'Major'],
  ['2', '较大风险', 'High'],
  ['3', '一般风险', 'Moderate'],
  ['4', '低风险', 'Low'],
);

export const HIDDEN_LEVELS = choices(['1', '一般隐患', 'Ordinary'], ['2', '重大隐患', 'Major']);

export const RECTIFY_STATES = choices(
  ['0', '待整改', 'To rectify'],
  ['1', '整改中', 'Rectifying'],
  ['2', '待复查', 'To review'],
  ['3', '已完成', 'Closed'],
);

/** What safety trainings are about (the subjects of the trainings both safety modules keep). */
export const TRAIN_TITLES = [
  '新员工三级安全教育',
  '特种作业人员复训',
  '消防安全知识培训',
  '危化品安全管理培训',
  '有限空间作业安全培训',
  '应急预案演练培训',
  '安全生产法解读',
  '用电安全培训',
] as const;

type FieldOptions = NonNullable<Parameters<typeof text>[3]>;

/**
 * The hidden danger a check record holds, declared once for the two controllers that keep such records:
 * hiddenDanger/record (隐患排查记录, the investigations') and safetyManage/safetyManageInspectionRecord
 * (隐患上报记录, the inspections' reports). The same names, labels, kinds, codes and company link; each
 * record places them among its own fields and says which it requires or filters by.
 */
export function checkRecordFields(company: string) {
  return {
    hiddenName: (options: FieldOptions = {}) =>
      text('hiddenName', '隐患名称', 'Hidden danger', {
        kind: 'hazard',
        list: true,
        filter: 'like',
        ...options,
      }),
    companyId: (options: FieldOptions = {}) =>
      id('companyId', '企业', 'Company', { ref: company, ...options }),
    companyName: () =>
      text('companyName', '企业名称', 'Company', {
        kind: 'company',
        list: true,
        filter: 'like',
        follows: { ref: 'companyId', field: 'companyName' },
      }),
    hiddenLevel: (options: FieldOptions = {}) =>
      num('hiddenLevel', '隐患等级', 'Grade', { list: true, ...options, choices: HIDDEN_LEVELS }),
    description: () => long('description', '隐患描述', 'Description', { kind: 'content' }),
    rectifyStatus: (options: FieldOptions = {}) =>
      num('rectifyStatus', '整改状态', 'Rectification', { list: true, ...options, choices: RECTIFY_STATES }),
  };
}
