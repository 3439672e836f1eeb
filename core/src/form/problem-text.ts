/**
 * Problems and refusals as one sentence in the user's language: the message of the key, with the message
 * keys a problem nests in its parameters (a refusal's `reason`, a syntax error's `detail`) rendered too.
 */
import { formMessages } from '../i18n/messages/form.ts';
import { translator } from '../i18n/translator.ts';
import type { Lang } from '../i18n/types.ts';

const translate = translator(formMessages);

import type { FormError } from './convert.ts';
import { formatPath } from './plain.ts';

interface Keyed {
  key: string;
  params?: Record<string, string | number>;
}

/** A checker problem: "value重复", "JSON 格式错误：缺少逗号", "非法配置: 应为数组". */
export function problemText(problem: Keyed, lang: Lang): string {
  const params = { ...problem.params };
  for (const name of ['reason', 'detail'])
    if (typeof params[name] === 'string') params[name] = translate(params[name] as string, lang);
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
