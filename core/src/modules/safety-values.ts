import { choices } from './common-fields.ts';

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
