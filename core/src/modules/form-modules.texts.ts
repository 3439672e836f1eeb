import type { Messages } from '../i18n/types.ts';

/**
 * The console texts of application and tool-app forms beyond the registry's (forms-and-survey.md §7): form
 * filling's pages, the form data list and the form list's actions. The Chinese is ours (the spec shows none).
 */
export const formModulesTexts = {
  'apps.fill.unknown': { zh: '表单不存在', en: 'There is no such form' },
  'apps.fill.unknownHint': {
    zh: '请检查填报链接是否完整。',
    en: 'Check that the filling link is complete.',
  },
  'apps.fill.draft': { zh: '表单尚未发布', en: 'This form is not published' },
  'apps.fill.draftHint': {
    zh: '表单发布后才能填报，请联系表单管理员。',
    en: 'It can be filled in once it is published; ask the form’s administrator.',
  },
  'apps.fill.denied': { zh: '无权填报该表单', en: 'You may not fill in this form' },
  'apps.fill.deniedHint': {
    zh: '该表单仅对授权人员开放，请联系表单管理员。',
    en: 'It is open to the people it names only; ask the form’s administrator.',
  },
  'apps.fill.done': { zh: '提交成功', en: 'Submitted' },
  'apps.fill.doneHint': { zh: '感谢您的填报。', en: 'Thank you for filling it in.' },
  'apps.fill.again': { zh: '再填一份', en: 'Fill in another' },
  'apps.data.form': { zh: '表单', en: 'Form' },
  'apps.data.pick': { zh: '请选择表单', en: 'Choose a form' },
  'apps.data.noOwner': { zh: '未归属应用', en: 'No application' },
  'apps.data.none': { zh: '暂无数据', en: 'No data' },
  'apps.data.former': { zh: '表单中已删除的字段', en: 'Fields no longer in the form' },
  'apps.data.detail': { zh: '查看', en: 'View' },
  'apps.data.remove': { zh: '删除', en: 'Delete' },
  'apps.data.export': { zh: '导出', en: 'Export' },
  'apps.data.anonymous': { zh: '匿名填报', en: 'Signed out' },
  'apps.data.actions': { zh: '操作', en: 'Actions' },
  'apps.data.detailTitle': { zh: '填报详情', en: 'Answer' },
  'apps.app.groups': { zh: '表单分组', en: 'Form groups' },
  'apps.forms.design': { zh: '设计', en: 'Design' },
  'apps.forms.publish': { zh: '发布', en: 'Publish' },
  'apps.forms.draft': { zh: '转为草稿', en: 'Back to draft' },
  'apps.forms.fill': { zh: '填报链接', en: 'Filling link' },
  'apps.forms.data': { zh: '数据', en: 'Data' },
  'apps.forms.added': { zh: '表单已新增', en: 'Form added' },
  'apps.forms.addedHint': {
    zh: '「{name}」已新增。表单的字段在设计器中添加，是否现在打开设计器？',
    en: '“{name}” is added. Its fields are made in the designer: open it now?',
  },
  'apps.forms.openDesigner': { zh: '打开设计器', en: 'Open the designer' },
  'apps.forms.groupAfterApp': { zh: '请先选择所属应用', en: 'Choose the application first' },
  'apps.forms.later': { zh: '稍后', en: 'Later' },
  'apps.forms.fields': { zh: '共 {n} 个字段：{labels}', en: '{n} fields: {labels}' },
  'apps.forms.undesigned': {
    zh: '尚未设计（在设计器中添加字段）',
    en: 'Not designed yet (fields are added in the designer)',
  },
  'apps.groups.of': { zh: '{name} · 表单分组', en: 'Form groups of {name}' },
} as const satisfies Messages;
