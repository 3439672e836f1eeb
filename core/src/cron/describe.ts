/**
 * Human descriptions of cron expressions in Chinese and English. cronstrue (Quartz syntax, zh_CN) does
 * most of it, configured for Quartz weekday numbers (1 = Sunday); its Chinese spacing is tidied, and
 * what it gets wrong or cannot do (L-nW, open year steps) is handled here.
 */
import cronstrue from 'cronstrue';
import 'cronstrue/locales/zh_CN.js';
import { type Lang, languages } from '../i18n/types.ts';
import { formatCron, formatField } from './format.ts';
import { parseCron } from './parse.ts';
import type { CronAst, CronError, CronFieldName, CronItem, CronResult } from './types.ts';
import { fieldNames, maxYear } from './types.ts';

/** Rewrites that keep the meaning but suit cronstrue: `a/n` years end at the engine's last year. */
function forCronstrue(ast: CronAst): string {
  const year = ast.year?.map(
    (item): CronItem =>
      item.type === 'step' && item.to === null && item.from !== '*' ? { ...item, to: maxYear } : item,
  );
  // `*` in a list means every value; `a-a` is just a.
  const rangeAsValue = (items: CronItem[]): CronItem[] =>
    items.some((item) => item.type === 'all')
      ? [{ type: 'all' }]
      : items.map(
          (item): CronItem =>
            item.type === 'range' && item.from === item.to
              ? { type: 'value', value: item.from, named: item.named }
              : item,
        );
  return formatCron({
    second: rangeAsValue(ast.second),
    minute: rangeAsValue(ast.minute),
    hour: rangeAsValue(ast.hour),
    dayOfMonth: rangeAsValue(ast.dayOfMonth),
    month: rangeAsValue(ast.month),
    dayOfWeek: rangeAsValue(ast.dayOfWeek),
    year: year ? rangeAsValue(year) : null,
  });
}

const cjk = '\\u3000-\\u303f\\u4e00-\\u9fff\\uff00-\\uffef';
const spaceBetweenCjk = new RegExp(`([${cjk}]) +(?=[${cjk}])`, 'g');

/** cronstrue's Chinese has doubled spaces and spaces between Chinese words; use Chinese commas too. */
function tidyChinese(text: string): string {
  return text
    .replace(/, 和 /g, ' 和 ')
    .replace(/(\d), (?=\d)/g, '$1、')
    .replace(/, /g, '，')
    .replace(/ {2,}/g, ' ')
    .replace(spaceBetweenCjk, '$1')
    .replace(/([，、]) /g, '$1')
    .trim();
}

const fieldLabels: Record<Lang, Record<CronFieldName, string>> = {
  zh: {
    second: '秒',
    minute: '分',
    hour: '时',
    dayOfMonth: '日',
    month: '月',
    dayOfWeek: '周',
    year: '年',
  },
  en: {
    second: 'second',
    minute: 'minute',
    hour: 'hour',
    dayOfMonth: 'day of month',
    month: 'month',
    dayOfWeek: 'day of week',
    year: 'year',
  },
};

/** Our own field-by-field wording, for what cronstrue cannot describe. */
function describeItem(field: CronFieldName, item: CronItem, lang: Lang): string {
  const zh = lang === 'zh';
  switch (item.type) {
    case 'last':
      if (field === 'dayOfWeek') return zh ? '星期六' : 'Saturday';
      if (zh) {
        const day = item.offset > 0 ? `每月最后一天前第 ${item.offset} 天` : '每月最后一天';
        return item.nearestWeekday ? `离${day}最近的工作日` : day;
      } else {
        const day =
          item.offset > 0
            ? `${item.offset} days before the last day of the month`
            : 'the last day of the month';
        return item.nearestWeekday ? `the weekday nearest ${day}` : day;
      }
    default:
      return formatField(field, [item]);
  }
}

function ownDescription(ast: CronAst, lang: Lang): string {
  const parts: string[] = [];
  for (const field of fieldNames) {
    const items = ast[field];
    if (!items) continue;
    const text = items.map((item) => describeItem(field, item, lang)).join(', ');
    parts.push(lang === 'zh' ? `${fieldLabels.zh[field]}：${text}` : `${fieldLabels.en[field]}: ${text}`);
  }
  return parts.join(lang === 'zh' ? '；' : '; ');
}

/** cronstrue reads years through Date, which ends in the year 275760 (it answers NaN beyond). */
const hasHugeYear = (ast: CronAst) => (ast.year ?? []).some((item) => JSON.stringify(item).match(/\d{6,}/));

function needsOwnDescription(ast: CronAst): boolean {
  const dom = ast.dayOfMonth[0]!;
  return dom.type === 'last' && dom.nearestWeekday && dom.offset > 0;
}

function viaCronstrue(ast: CronAst, lang: Lang): string {
  const text = cronstrue.toString(forCronstrue(ast), {
    locale: lang === 'zh' ? 'zh_CN' : 'en',
    use24HourTimeFormat: true,
    dayOfWeekStartIndexZero: false,
    throwExceptionOnParseError: true,
    verbose: false,
  });
  return lang === 'zh' ? tidyChinese(text) : text;
}

/** Describe an AST. */
export function describeAst(ast: CronAst, lang: Lang): string {
  try {
    if (hasHugeYear(ast)) return ownDescription(ast, lang);
    if (!needsOwnDescription(ast)) return viaCronstrue(ast, lang);
    // cronstrue cannot word L-nW: describe the rest with it and add the day ourselves.
    const rest = viaCronstrue({ ...ast, dayOfMonth: [{ type: 'all' }] }, lang);
    const day = describeItem('dayOfMonth', ast.dayOfMonth[0]!, lang);
    return lang === 'zh' ? `${rest}，限${day}` : `${rest}, on ${day}`;
  } catch {
    return ownDescription(ast, lang);
  }
}

/** Describe an expression; invalid input gives its parse error, an unknown language its own error. */
export function describeCron(expression: string, lang: Lang = 'zh'): CronResult<string> {
  if (!languages.includes(lang))
    return {
      ok: false,
      error: { key: 'cron.error.lang', field: null, token: String(lang), position: 0, params: {} },
    };
  const parsed = parseCron(expression);
  if (!parsed.ok) return parsed as { ok: false; error: CronError };
  return { ok: true, value: describeAst(parsed.value, lang) };
}
