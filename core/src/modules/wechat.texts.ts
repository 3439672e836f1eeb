import type { Messages } from '../i18n/types.ts';

/** The public account's own screen's texts: the menu editor. */
export const wechatTexts = {
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
