/**
 * Problems and refusals as one sentence in the user's language: the message of the key, with the message
 * keys a problem nests in its parameters (a refusal's `reason`, a syntax error's `detail`) rendered too.
 */
import { designerMessages } from '../i18n/messages/designer.ts';
import { formMessages } from '../i18n/messages/form.ts';
import { translator } from '../i18n/translator.ts';
import type { Lang } from '../i18n/types.ts';

const translate = translator(formMessages);
const designerText = translator(designerMessages);

import type { FormError } from './convert.ts';
import { formatPath } from './plain.ts';

interface Keyed {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * A field type as users know it: its label in the palette (富文本, 地图选择器), the id itself only for a type
 * the catalogue does not know (an unknown type is named as written).
 */
export function typeLabel(type: string, lang: Lang): string {
  const key = `designer.type.${type}`;
  return Object.hasOwn(designerMessages, key) ? designerText(key, lang) : type;
}

/**
 * A checker problem: "value重复", "JSON 格式错误：缺少逗号", "非法配置: 应为数组". A `type` parameter is a
 * field type, named by its label (子表单中不能放置 富文本 类型的字段), never by its id.
 */
export function problemText(problem: Keyed, lang: Lang): string {
  const params = { ...problem.params };
  for (const name of ['reason', 'detail'])
    if (typeof params[name] === 'string') params[name] = translate(params[name] as string, lang);
  if (typeof params.type === 'string') params.type = typeLabel(params.type, lang);
  const text = translate(problem.key, lang, params);
  return problem.key === 'form.invalid' && typeof params.reason === 'string'
    ? `${text}: ${params.reason}`
    : text;
}

/** A problem with its place in the file: "JSON 格式错误：缺少逗号（第 3 行，第 7 列）". */
export function locatedText(problem: Keyed & { line: number; column: number }, lang: Lang): string {
  const { line, column } = problem;
  return translate('form.check.at', lang, { message: problemText(problem, lang), line, column });
}

/** A refused conversion with the JSON path: "非法配置: $.column[1] 应为对象". */
export function refusalText(error: FormError, lang: Lang): string {
  return `${translate(error.key, lang)}: ${formatPath(error.path)} ${translate(`form.invalid.${error.reason}`, lang)}`;
}
