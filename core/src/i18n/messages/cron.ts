import type { Messages } from '../types.ts';

/** Texts of the cron engine and the schedule editor (platform.md §5, forms-and-survey.md §2.5, §5.2). */
export const cronMessages = {
  'cron.field.second': { zh: '秒', en: 'Seconds' },
  'cron.field.minute': { zh: '分钟', en: 'Minutes' },
  'cron.field.hour': { zh: '小时', en: 'Hours' },
  'cron.field.dayOfMonth': { zh: '日', en: 'Day of month' },
  'cron.field.month': { zh: '月', en: 'Month' },
  'cron.field.dayOfWeek': { zh: '周', en: 'Day of week' },
  'cron.field.year': { zh: '年', en: 'Year' },
  'cron.error.empty': { zh: 'Cron 表达式为空', en: 'The cron expression is empty' },
  'cron.error.tooFewFields': {
    zh: '需要 6 或 7 个字段（秒 分 时 日 月 周 [年]），实际为 {count} 个',
    en: 'Expected 6 or 7 fields (seconds minutes hours day-of-month month day-of-week [year]), found {count}',
  },
  'cron.error.tooManyFields': {
    zh: '需要 6 或 7 个字段（秒 分 时 日 月 周 [年]），实际为 {count} 个：多出“{token}”',
    en: 'Expected 6 or 7 fields (seconds minutes hours day-of-month month day-of-week [year]), found {count}: "{token}" is extra',
  },
  'cron.error.emptyItem': {
    zh: '{field}字段“{token}”中有空的列表项（多余的逗号）',
    en: '{field} field "{token}": empty list item (stray comma)',
  },
  'cron.error.syntax': {
    zh: '{field}字段“{token}”：第 {column} 个字符“{char}”无法识别',
    en: '{field} field "{token}": unexpected "{char}" at character {column}',
  },
  'cron.error.incomplete': {
    zh: '{field}字段“{token}”：“{after}”后缺少数值',
    en: '{field} field "{token}": a value is missing after "{after}"',
  },
  'cron.error.outOfRange': {
    zh: '{field}字段“{token}”：{value} 超出范围 {min}–{max}',
    en: '{field} field "{token}": {value} is outside {min}–{max}',
  },
  'cron.error.stepOutOfRange': {
    zh: '{field}字段“{token}”：间隔 {value} 超出范围 1–{max}',
    en: '{field} field "{token}": step {value} is outside 1–{max}',
  },
  'cron.error.stepWithoutStart': {
    zh: '{field}字段“{token}”：“/”前需要起始值或“*”',
    en: '{field} field "{token}": "/" needs a start value or "*" before it',
  },
  'cron.error.stepAfterName': {
    zh: '{field}字段“{token}”：名称后不能带间隔（Quartz 会忽略它），请改用数字，如 2-6/2',
    en: '{field} field "{token}": a step cannot follow a name (Quartz ignores it); use numbers, e.g. 2-6/2',
  },
  'cron.error.mixedRange': {
    zh: '{field}字段“{token}”：范围两端须同为数字或同为名称',
    en: '{field} field "{token}": both ends of a range must be numbers or both names',
  },
  'cron.error.unknownName': {
    zh: '{field}字段“{token}”：未知名称“{name}”（可用 {names}）',
    en: '{field} field "{token}": unknown name "{name}" (use {names})',
  },
  'cron.error.namesNotAllowed': {
    zh: '{field}字段“{token}”：此字段不接受名称',
    en: '{field} field "{token}": names are not allowed in this field',
  },
  'cron.error.anyNotAllowed': {
    zh: '{field}字段“{token}”：“?”只能用于日或周',
    en: '{field} field "{token}": "?" is only allowed in day of month or day of week',
  },
  'cron.error.anyNotAlone': {
    zh: '{field}字段“{token}”：“?”必须单独使用',
    en: '{field} field "{token}": "?" must stand alone',
  },
  'cron.error.specialNotAllowed': {
    zh: '{field}字段“{token}”：此处不能使用“{special}”',
    en: '{field} field "{token}": "{special}" is not allowed here',
  },
  'cron.error.specialNotAlone': {
    zh: '{field}字段“{token}”：L、W、# 必须单独使用，不能与其他值组成列表',
    en: '{field} field "{token}": L, W and # must stand alone, not in a list',
  },
  'cron.error.nthOutOfRange': {
    zh: '{field}字段“{token}”：“#”后须为 1–5，实际为 {value}',
    en: '{field} field "{token}": "#" must be followed by 1–5, found {value}',
  },
  'cron.error.lastOffsetOutOfRange': {
    zh: '{field}字段“{token}”：L- 后的偏移 {value} 超出范围 0–{max}',
    en: '{field} field "{token}": offset {value} after L- is outside 0–{max}',
  },
  'cron.error.yearRangeReversed': {
    zh: '{field}字段“{token}”：起始年份 {from} 晚于结束年份 {to}',
    en: '{field} field "{token}": start year {from} is after end year {to}',
  },
  'cron.error.bothUnspecified': {
    zh: '日与周不可以同时为“不指定”',
    en: 'Day and week cannot both be "unspecified"',
  },
  'cron.error.neitherUnspecified': {
    zh: '日与周必须有一个为“不指定”',
    en: 'One of day and week must be "unspecified"',
  },
  'cron.error.timeZone': { zh: '未知时区“{token}”', en: 'Unknown time zone "{token}"' },
  'cron.error.from': {
    zh: '起始时间“{token}”不是带时区的 ISO-8601 时间',
    en: 'Start "{token}" is not an ISO-8601 instant with an offset or Z',
  },
  'cron.error.count': {
    zh: '次数“{token}”须为 1–{max} 的整数',
    en: 'Count "{token}" must be an integer 1–{max}',
  },
  'cron.error.options': {
    zh: '选项须为对象（count、from、tz）',
    en: 'The options must be an object (count, from, tz)',
  },
  'cron.error.lang': {
    zh: '未知语言“{token}”（可用 zh、en）',
    en: 'Unknown language "{token}" (use zh or en)',
  },
  'cron.request.empty': { zh: '空行不是请求', en: 'the line is empty, not a request' },
  'cron.request.notJson': { zh: '请求不是 JSON', en: 'the request is not JSON' },
  'cron.request.notObject': { zh: '请求须为 JSON 对象', en: 'the request must be a JSON object' },
  'cron.request.expression': { zh: '缺少 expression 字符串', en: '"expression" must be a string' },
  'cron.request.count': { zh: 'count 须为数字', en: '"count" must be a number' },
  'cron.request.from': { zh: 'from 须为 ISO-8601 字符串', en: '"from" must be an ISO-8601 string' },
  'cron.request.tz': { zh: 'tz 须为时区名', en: '"tz" must be a time-zone name' },
  'cron.valid': { zh: '有效的 Cron 表达式', en: 'Valid cron expression' },
  'cron.editor.year.min': { zh: '年份不能早于 {min}', en: 'The year cannot be before {min}' },
  'cron.editor.outOfRange': {
    zh: '{label}须在 {min}–{max} 之间',
    en: '{label} must be between {min} and {max}',
  },
  'cron.cli.valid': { zh: '有效', en: 'valid' },
  'cron.cli.noFurtherFireTimes': { zh: '（此后不再触发）', en: '(no further fire times)' },
} as const satisfies Messages;
