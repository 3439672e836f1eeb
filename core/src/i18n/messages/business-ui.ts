import type { Messages } from '../types.ts';

/**
 * Texts of the public labor report, the refuse charts, the public-account menu editor, the module roles'
 * screens and the short URLs' list: each
 * screen group adds its area when its code loads (the console's texts past sign-in leave them out).
 */
export const businessUiMessages = {
  'labor.report.readOnly': { zh: '报告已提交，仅供查看', en: 'This report is read-only' },
  'labor.report.missing': { zh: '未找到报告数据', en: 'No report data found' },
  'labor.report.success': { zh: '您的报告已提交，感谢配合', en: 'Your report has been sent. Thank you.' },
  'refuse.year': { zh: '年度', en: 'Year' },
  'moduleRole.roles': { zh: '角色', en: 'Roles' },
  'moduleRole.areas': { zh: '区域', en: 'Areas' },
  'moduleRole.grant': { zh: '菜单授权', en: 'Grant menus' },
  'moduleRole.grantTree': { zh: '可授权菜单', en: 'Menus to grant' },
  'moduleRole.tenants': { zh: '租户', en: 'Tenants' },
  'moduleRole.tenantSearch': { zh: '租户名称', en: 'Tenant name' },
  'moduleRole.addTenant': { zh: '添加租户', en: 'Add tenant' },
  'moduleRole.tenantId': { zh: '租户ID', en: 'Tenant id' },
  'moduleRole.removeTenant': { zh: '移除', en: 'Remove' },
  'shorturl.copy': { zh: '复制短链', en: 'Copy short link' },
  'shorturl.copied': { zh: '已复制:{address}', en: 'Copied: {address}' },
  'wechat.menu.account': { zh: '公众号', en: 'Account' },
  'wechat.menu.chooseAccount': { zh: '请选择公众号', en: 'Choose an account' },
  'wechat.menu.addButton': { zh: '添加菜单', en: 'Add button' },
  'wechat.menu.addSub': { zh: '添加子菜单', en: 'Add sub-button' },
  'wechat.menu.remove': { zh: '删除', en: 'Remove' },
  'wechat.menu.name': { zh: '菜单名称', en: 'Name' },
  'wechat.menu.typeLabel': { zh: '菜单类型', en: 'Type' },
  'wechat.menu.key': { zh: '菜单KEY值', en: 'Key' },
  'wechat.menu.url': { zh: '网页链接', en: 'Page URL' },
  'wechat.menu.appid': { zh: '小程序AppID', en: 'Mini program AppID' },
  'wechat.menu.pagepath': { zh: '小程序页面路径', en: 'Mini program page' },
  'wechat.menu.save': { zh: '保存并发布', en: 'Save and publish' },
  'wechat.menu.empty': { zh: '暂无菜单，请添加', en: 'No buttons yet' },
  'wechat.menu.type.click': { zh: '点击推事件', en: 'Click (key)' },
  'wechat.menu.type.view': { zh: '跳转网页', en: 'Open a page' },
  'wechat.menu.type.miniprogram': { zh: '跳转小程序', en: 'Open a mini program' },
  'wechat.menu.tooMany': { zh: '一级菜单最多{limit}个', en: 'At most {limit} buttons' },
  'wechat.menu.tooManySubs': { zh: '子菜单最多{limit}个', en: 'At most {limit} sub-buttons' },
  'wechat.menu.nameRequired': { zh: '请输入菜单名称', en: 'Enter a name' },
  'wechat.menu.nameTooLong': { zh: '菜单名称不能超过{limit}个字节', en: 'At most {limit} bytes' },
  'wechat.menu.typeRequired': { zh: '请选择菜单类型', en: 'Choose a type' },
  'wechat.menu.valueRequired': { zh: '请填写此项', en: 'Required' },
} as const satisfies Messages;
