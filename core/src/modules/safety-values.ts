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
