import type { Messages } from '../types.ts';

/**
 * Texts of the form-definition toolkit and the designer (forms-and-survey.md §2.6, §5.3, §8); those of a
 * form being filled (its rules, the region picker) are form-fill.ts's.
 */
export const formMessages = {
  'form.invalid': { zh: '非法配置', en: 'Invalid configuration' },
  'form.invalid.notObject': { zh: '应为对象', en: 'expected an object' },
  'form.invalid.notArray': { zh: '应为数组', en: 'expected a list' },
  'form.invalid.notString': { zh: '应为字符串', en: 'expected a string' },
  'form.invalid.tooDeep': { zh: '嵌套层级过深', en: 'nested too deeply' },
  'form.invalid.keyClash': { zh: '键名冲突', en: 'two keys would get the same name' },
  'form.check.json': { zh: 'JSON 格式错误：{detail}', en: 'Invalid JSON: {detail}' },
  'form.json.valueExpected': { zh: '缺少值', en: 'a value is missing' },
  'form.json.propertyNameExpected': {
    zh: '缺少带双引号的属性名',
    en: 'a property name in double quotes is missing',
  },
  'form.json.colonExpected': { zh: '属性名后缺少冒号', en: 'a colon is missing after the property name' },
  'form.json.commaExpected': { zh: '缺少逗号', en: 'a comma is missing' },
  'form.json.closeBraceExpected': { zh: '缺少右花括号 }', en: 'a closing brace } is missing' },
  'form.json.closeBracketExpected': { zh: '缺少右方括号 ]', en: 'a closing bracket ] is missing' },
  'form.json.endOfFileExpected': {
    zh: 'JSON 内容结束后还有多余的字符',
    en: 'there is more text after the end of the JSON value',
  },
  'form.json.unexpectedEndOfString': { zh: '字符串缺少结束的双引号', en: 'a string has no closing quote' },
  'form.json.invalidEscapeCharacter': {
    zh: '字符串中有无效的转义序列',
    en: 'a string has an invalid escape',
  },
  'form.json.invalidCharacter': {
    zh: '字符串中有未转义的控制字符',
    en: 'a string contains an unescaped control character',
  },
  'form.json.invalidNumberFormat': { zh: '数字格式无效', en: 'a number is malformed' },
  'form.json.invalidSymbol': { zh: '此处不能出现该字符', en: 'this character is not allowed here' },
  'form.stdin.blank': { zh: '空行：没有 JSON 文档', en: 'blank line: no JSON document' },
  'form.check.at': {
    zh: '{message}（第 {line} 行，第 {column} 列）',
    en: '{message} (line {line}, column {column})',
  },
  'form.check.tooDeep': {
    zh: '{path}：嵌套超过 {limit} 层（上限）',
    en: '{path}: nested deeper than {limit} levels (the limit)',
  },
  'form.check.unknownType': { zh: '未知的字段类型：{type}', en: 'Unknown field type: {type}' },
  'form.check.propMissing': { zh: '字段缺少属性值（prop）', en: 'The field has no prop' },
  'form.check.groupPropMissing': { zh: '分组缺少属性值（prop）', en: 'The group has no prop' },
  'form.check.propDuplicate': {
    zh: '属性值 {prop} 重复（首次出现于 {first}）',
    en: 'Duplicate prop {prop} (first used at {first})',
  },
  'form.check.span': { zh: '栅格占比应在 {min} 到 {max} 之间', en: 'Span must be between {min} and {max}' },
  'form.check.labelWidth': {
    zh: '标签宽度应为 {min} 到 {max} 之间 {step} 的倍数',
    en: 'Label width must be a multiple of {step} from {min} to {max}',
  },
  'form.check.gutter': {
    zh: '栅格间隔应为 {min} 到 {max} 之间 {step} 的倍数',
    en: 'Gutter must be a multiple of {step} from {min} to {max}',
  },
  'form.check.subfieldWidth': {
    zh: '子字段宽度不能小于 {min}',
    en: 'A sub-field must be at least {min} wide',
  },
  'form.check.uploadLimit': { zh: '最大上传数不能小于 {min}', en: 'The upload limit must be at least {min}' },
  'form.check.sliderMin': { zh: '最小值不能小于 0', en: 'The minimum must not be below 0' },
  'form.check.sliderRange': { zh: '最小值必须小于最大值', en: 'The minimum must be below the maximum' },
  'form.check.sliderStep': { zh: '步长应在 1 到 {max} 之间', en: 'The step must be between 1 and {max}' },
  'form.check.minRows': { zh: '最小行数不能小于 {min}', en: 'Minimum rows must be at least {min}' },
  'form.check.maxRows': { zh: '最大行数不能小于 {min}', en: 'Maximum rows must be at least {min}' },
  'form.check.precision': {
    zh: '精度应在 {min} 到 {max} 之间',
    en: 'Precision must be between {min} and {max}',
  },
  'form.check.multipleLimit': {
    zh: '多选数量应在 0 到 {count} 之间',
    en: 'The selection limit must be between 0 and {count}',
  },
  'form.check.rateTexts': {
    zh: '评分文字不能多于最大分值 {max}',
    en: 'At most {max} rating texts (the maximum)',
  },
  'form.check.notInDynamic': {
    zh: '子表单中不能放置 {type} 类型的字段',
    en: 'A {type} field cannot be placed in a sub-table',
  },
  'form.check.groupInGroup': { zh: '分组中不能再放置分组', en: 'A group cannot be placed in a group' },
  'form.check.pattern': { zh: '正则表达式无效：{pattern}', en: 'Invalid regular expression: {pattern}' },
  'form.check.property': { zh: '属性 {property} 的值无效', en: 'Invalid value of {property}' },
  'form.node.labelRequired': { zh: '请输入label', en: 'Enter the label' },
  'form.node.valueRequired': { zh: '请输入value', en: 'Enter the value' },
  'form.node.valueDuplicate': { zh: 'value重复', en: 'Duplicate value' },
  'form.preview.empty': { zh: '没有需要展示的内容', en: 'Nothing to show' },
  'form.clear.empty': { zh: '没有需要清空的内容', en: 'Nothing to clear' },
  'form.clear.title': { zh: '警告', en: 'Warning' },
  'form.clear.confirm': { zh: '确定要清空吗？', en: 'Clear the form?' },
  'form.copy.success': { zh: '复制成功', en: 'Copied' },
  'form.copy.failure': { zh: '复制失败', en: 'Copy failed' },
  'form.designer.fieldTab': { zh: '字段属性', en: 'Field properties' },
  'form.designer.formTab': { zh: '表单属性', en: 'Form properties' },
  'form.designer.dragHint': {
    zh: '从左侧拖拽字段到画布进行配置',
    en: 'Drag a field onto the canvas to configure it',
  },
  'form.designer.dropRejected': { zh: '该字段不能放在这里', en: 'This field cannot be dropped here' },
} as const satisfies Messages;
