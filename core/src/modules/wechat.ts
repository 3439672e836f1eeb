import { op, resource, text, typed } from '../resources/define.ts';
import { module } from './types.ts';

/**
 * Public-account article publishing (business-modules.md §7 Public account): news articles and their
 * publishing, and each account's menu. The accounts are the items of the system dictionary `wx_mp_list`
 * (GET blade-system/dict/dictionary?code=wx_mp_list). Argument names the spec does not show are
 * BladeX-typical choices; publishing states are not shown (§4): the values are the module's own.
 */

const datetime = typed('datetime');
const content = typed('text');

/** The system dictionary listing the public accounts. */
export const WX_MP_DICT = 'wx_mp_list';

const byId = { args: 'none', params: { id: 'id@query' } } as const;

export const wxNewsArticle = resource('wx-news-article', {
  path: '/wx/mpMaterialNewsArticle',
  zh: '图文素材',
  en: 'News articles',
  fields: [
    text('appId', '公众号', 'Account', { list: true, filter: 'equal', required: true, dict: WX_MP_DICT }),
    text('title', '标题', 'Title', {
      list: true,
      filter: 'like',
      required: true,
      kind: 'title',
      samples: [
        '关于开展垃圾分类宣传周活动的通知',
        '社区消防安全知识问答',
        '夏季防汛防台温馨提示',
        '老年人健康体检开始预约',
        '文明城市创建倡议书',
        '警惕冒充客服退款诈骗',
        '就业创业培训报名启事',
        '邻里节活动精彩回顾',
      ],
    }),
    text('author', '作者', 'Author', { list: true, kind: 'person' }),
    content('digest', '摘要', 'Digest', { kind: 'content' }),
    content('content', '正文', 'Body', { kind: 'content', required: true }),
    text('thumbUrl', '封面图片', 'Cover', { kind: 'image', required: true }),
    text('contentSourceUrl', '原文链接', 'Source link', { kind: 'url' }),
    text('mediaId', '素材编号', 'Media id', { kind: 'code', readOnly: true }),
    text('publishStatus', '发布状态', 'Published', {
      list: true,
      filter: 'equal',
      readOnly: true,
      initial: '0',
      choices: [
        { value: '0', zh: '未发布', en: 'Draft' },
        { value: '1', zh: '已发布', en: 'Published' },
        { value: '2', zh: '已群发', en: 'Sent to followers' },
      ],
    }),
    datetime('publishTime', '发布时间', 'Published at', { list: true, readOnly: true }),
  ],
  operations: {
    // Fetches the account's materials from WeChat into the list (appId; WeChat's batchget_material).
    batchgetMaterial: op('GET', 'batchgetMaterial', 'the materials of an account, from WeChat (appId)', {
      params: { appId: 'string' },
      reply: 'any',
      role: 'toolbar',
      text: { zh: '同步素材', en: 'Fetch materials' },
    }),
    publishNews: op('POST', 'publishNews', 'publish an article (id)', {
      ...byId,
      reply: 'flag',
      role: 'row',
      when: { field: 'publishStatus', in: ['0'] },
      text: { zh: '发布', en: 'Publish' },
      effect: { target: 'id', sets: { publishStatus: '=1' } },
    }),
    cancelNew: op('POST', 'cancelNew', 'withdraw an article’s publishing (id)', {
      ...byId,
      reply: 'flag',
      role: 'row',
      when: { field: 'publishStatus', in: ['1'] },
      text: { zh: '取消发布', en: 'Withdraw' },
      effect: { target: 'id', sets: { publishStatus: '=0' } },
    }),
    publishFollow: op('POST', 'publishFollow', 'send an article to the account’s followers (id)', {
      ...byId,
      reply: 'flag',
      role: 'row',
      when: { field: 'publishStatus', in: ['1'] },
      text: { zh: '群发', en: 'Send to followers' },
      effect: { target: 'id', sets: { publishStatus: '=2' } },
    }),
    // A POST that reads: the state of an article's send to followers.
    getPublishFollow: op('POST', 'getPublishFollow', 'state of an article’s send to followers (id)', {
      ...byId,
      safe: true,
      reply: 'record',
      role: 'lookup',
    }),
  },
});

const menu = (...buttons: object[]) => JSON.stringify(buttons);
const view = (name: string, path: string) => ({ type: 'view', name, url: `https://www.example.com/${path}` });
const click = (name: string, key: string) => ({ type: 'click', name, key });
/** Menus of a community's account (seed hints). */
const WX_MENUS = [
  menu(
    {
      name: '办事服务',
      sub_button: [view('办事指南', 'guide'), view('预约办理', 'booking'), view('进度查询', 'progress')],
    },
    { name: '社区动态', sub_button: [view('通知公告', 'notice'), view('活动报名', 'activity')] },
    click('联系我们', 'CONTACT_US'),
  ),
  menu(
    view('便民服务', 'service'),
    { name: '政策解读', sub_button: [view('社会救助', 'assistance'), view('垃圾分类', 'refuse')] },
    click('在线咨询', 'ONLINE_CONSULT'),
  ),
  menu(view('网格服务', 'grid'), view('随手拍', 'report'), click('志愿服务', 'VOLUNTEER')),
];

export const wxMenu = resource('wx-menu', {
  path: '/wx/menu',
  zh: '公众号菜单',
  en: 'Account menus',
  // "{id}" names the account (an item of wx_mp_list); no standard calls.
  standard: [],
  fields: [
    text('appId', '公众号', 'Account', { list: true, required: true, dict: WX_MP_DICT }),
    // The menu as WeChat takes it (a JSON list of buttons, with sub-buttons).
    content('buttons', '菜单按钮', 'Buttons', { required: true, samples: WX_MENUS }),
  ],
  operations: {
    get: op('GET', '{id}/get', 'the menu of an account', {
      args: 'none',
      params: { id: { type: 'string', field: 'appId' } },
      reply: 'record',
      role: 'lookup',
    }),
    create: op('POST', '{id}/create', 'replace the menu of an account (body: buttons)', {
      args: 'none',
      params: { id: 'string', buttons: 'json@body' },
      reply: 'flag',
      effect: { target: 'id', by: 'appId', upsert: true, sets: { buttons: 'buttons' }, read: 'get' },
    }),
  },
});

export const wechat = module({
  name: 'wechat',
  text: { zh: '公众号', en: 'Public account' },
  icon: 'IconBrandWechat',
  resources: [wxNewsArticle, wxMenu],
  // No screen is shown (§2): the articles' list and the menu editor, paths in the spec's style.
  screens: [
    {
      path: '/wechat/wxNewsArticle',
      view: 'list',
      resource: 'wx-news-article',
      text: { zh: '图文素材', en: 'News articles' },
      menu: true,
    },
    // Custom: an account chosen from wx_mp_list, its menu's buttons edited and created (a later issue).
    {
      path: '/wechat/wxMenu',
      view: 'custom',
      custom: 'menu',
      resource: 'wx-menu',
      text: { zh: '公众号菜单', en: 'Account menus' },
      menu: true,
    },
  ],
});
