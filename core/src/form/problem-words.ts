/**
 * Problems and refusals as one sentence in the user's language, in words a front end's catalogue gives
 * (`Texts`): the message of the key, with the message keys a problem nests in its parameters (a refusal's
 * `reason`, a syntax error's `detail`) rendered too. problem-text.ts gives them in core's catalogue (the
 * CLI); the console in the texts it has loaded (the designer's come with its group, one language at a time).
 */
import type { FormError } from './convert.ts';
import { formatPath } from './plain.ts';

/** A catalogue's texts: a key's text with core's `{name}` parameters, and whether it has the key. */
export interface Texts {
  text: (key: string, params?: Record<string, string | number>) => string;
  has: (key: string) => boolean;
}

interface Keyed {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * A field type as users know it: its label in the palette (富文本, 地图选择器), the id itself only for a type
 * the catalogue does not know (an unknown type is named as written).
 */
export function typeLabelIn(type: string, texts: Texts): string {
  const key = `designer.type.${type}`;
  return texts.has(key) ? texts.text(key) : type;
}

/**
 * A checker problem: "value重复", "JSON 格式错误：缺少逗号", "非法配置: 应为数组". A `type` parameter is a
 * field type, named by its label (子表单中不能放置 富文本 类型的字段), never by its id.
 */
export function problemTextIn(problem: Keyed, texts: Texts): string {
  const params = { ...problem.params };
  for (const name of ['reason', 'detail'])
    if (typeof params[name] === 'string') params[name] = texts.text(params[name] as string);
  if (typeof params.type === 'string') params.type = typeLabelIn(params.type, texts);
  const text = texts.text(problem.key, params);
  return problem.key === 'form.invalid' && typeof params.reason === 'string'
    ? `${text}: ${params.reason}`
    : text;
}

/** A problem with its place in the file: "JSON 格式错误：缺少逗号（第 3 行，第 7 列）". */
export function locatedTextIn(problem: Keyed & { line: number; column: number }, texts: Texts): string {
  const { line, column } = problem;
  return texts.text('form.check.at', { message: problemTextIn(problem, texts), line, column });
}

/** A refused conversion with the JSON path: "非法配置: $.column[1] 应为对象". */
export function refusalTextIn(error: FormError, texts: Texts): string {
  return `${texts.text(error.key)}: ${formatPath(error.path)} ${texts.text(`form.invalid.${error.reason}`)}`;
}
