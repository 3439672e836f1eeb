import { op, resource, text, typed } from '../resources/define.ts';
import { uploadLimits } from '../validate/upload.ts';
import { module } from './types.ts';

/**
 * Merchant information and inspections (business-modules.md §2 Merchant inspection form, §7 Merchant):
 * merchants, the text messages sent to them, inspections, and dispenses (notices sent to merchants).
 */

const num = typed('number');
const id = typed('id');
const datetime = typed('datetime');
const content = typed('text');

/**
 * Inspection types by their 0-based index (business-modules.md §2 table): the questions of an inspection
 * are chosen by its type; most are yes (1) / no (0) radios, some free text.
 */
export const MERCHANT_INSPECTION_TYPES = [
  { value: '0', zh: '垃圾分类', en: 'Garbage classification', questions: 5 },
  { value: '1', zh: '排水执法', en: 'Drainage enforcement', questions: 3 },
  { value: '2', zh: '油烟执法', en: 'Cooking-fumes enforcement', questions: 5 },
  { value: '3', zh: '门前责任区', en: 'Door-front responsibility', questions: 2 },
  { value: '4', zh: '燃气执法', en: 'Gas enforcement', questions: 5 },
  { value: '5', zh: '市容市貌', en: 'City appearance', questions: 4 },
] as const;

/** Photo limits (business-modules.md §9): scene photos per inspection question, other photo uploads. */
export const SCENE_PHOTO_LIMIT = 6;
export const OTHER_PHOTO_LIMIT = 99;

const sendStatuses = [
  { value: '0', zh: '未发送', en: 'Not sent' },
  { value: '1', zh: '已发送', en: 'Sent' },
  { value: '2', zh: '发送失败', en: 'Failed' },
] as const;

export const merchantInfo = resource('merchant-info', {
  path: '/merchant/merchantInfo',
  zh: '商户信息',
  en: 'Merchants',
  fields: [
    text('merchantName', '商户名称', 'Merchant', {
      list: true,
      filter: 'like',
      required: true,
      kind: 'company',
    }),
    text('address', '地址', 'Address', { list: true, required: true, kind: 'address' }),
    text('creditCode', '统一社会信用代码', 'Social credit code', { kind: 'code' }),
    text('legalPerson', '负责人', 'Person in charge', { list: true, kind: 'person' }),
    text('contactPhone', '联系电话', 'Phone', { list: true, filter: 'like', kind: 'phone' }),
    text('businessType', '经营类别', 'Trade', {
      list: true,
      filter: 'equal',
      choices: [
        { value: '1', zh: '餐饮', en: 'Catering' },
        { value: '2', zh: '零售', en: 'Retail' },
        { value: '3', zh: '服务', en: 'Services' },
        { value: '4', zh: '其他', en: 'Other' },
      ],
    }),
    text('community', '所属社区', 'Community', { kind: 'area' }),
    text('storePhoto', '门头照片', 'Storefront photo', { kind: 'image' }),
  ],
  operations: {
    export: op('POST', 'export', 'merchants as a spreadsheet (filters in the body)', {
      safe: true,
      download: 'export',
    }),
    // "Upload through the storage put-file endpoint, with a merchant variant": the variant's path is not
    // shown; put-file's, with the merchant suffix. Answers {link, name} as put-file does.
    upload: op(
      'POST',
      '/blade-resource/oss/endpoint/put-file-merchant',
      'upload a merchant photo (multipart: file)',
      {
        args: 'multipart',
        params: { file: 'file' },
        reply: 'record',
        effect: { none: 'stores the photo in object storage; the merchant takes its link when saved' },
      },
    ),
  },
});

export const merchantSmsRecord = resource('merchant-sms-record', {
  path: '/merchant/merchantSmsRecord',
  zh: '商户短信记录',
  en: 'Merchant SMS records',
  fields: [
    id('merchantId', '商户', 'Merchant', { ref: 'merchant-info', required: true }),
    text('merchantName', '商户名称', 'Merchant', {
      list: true,
      filter: 'like',
      kind: 'company',
      follows: { ref: 'merchantId', field: 'merchantName' },
    }),
    // The number the SMS goes to (§5: checked as a mobile before it is sent).
    text('phone', '手机号码', 'Phone', { list: true, filter: 'like', kind: 'mobile', required: true }),
    content('content', '短信内容', 'Message', { list: true, kind: 'content', required: true }),
    text('sendStatus', '发送状态', 'Sent', {
      list: true,
      filter: 'equal',
      readOnly: true,
      initial: '0',
      choices: sendStatuses,
    }),
    datetime('sendTime', '发送时间', 'Sent at', { list: true, readOnly: true }),
  ],
});

export const merchantInspect = resource('merchant-inspect', {
  path: '/merchant/merchantInspect',
  zh: '商户巡查',
  en: 'Merchant inspections',
  fields: [
    id('merchantId', '商户', 'Merchant', { ref: 'merchant-info', required: true }),
    text('merchantName', '商户名称', 'Merchant', {
      list: true,
      filter: 'like',
      kind: 'company',
      follows: { ref: 'merchantId', field: 'merchantName' },
    }),
    text('inspectType', '巡查类型', 'Inspection type', {
      list: true,
      filter: 'equal',
      required: true,
      choices: MERCHANT_INSPECTION_TYPES.map(({ value, zh, en }) => ({ value, zh, en })),
    }),
    // The answers by question (1 yes, 0 no, or text), as the form sends them.
    content('answers', '巡查内容', 'Answers', { kind: 'content' }),
    text('scenePhotos', '现场照片', 'Scene photos', { kind: 'image' }),
    // §9: other photos 99 (the scene photos' 6 are per question, checked by the inspection form).
    text('otherPhotos', '其他照片', 'Other photos', {
      kind: 'image',
      upload: { limit: uploadLimits.otherPhoto },
    }),
    text('hasProblem', '是否存在问题', 'Problem found', {
      list: true,
      filter: 'equal',
      choices: [
        { value: '0', zh: '否', en: 'No' },
        { value: '1', zh: '是', en: 'Yes' },
      ],
    }),
    text('inspector', '巡查人', 'Inspector', { list: true, kind: 'person' }),
    datetime('inspectTime', '巡查时间', 'Inspected', { list: true }),
  ],
});

export const merchantDispense = resource('merchant-dispense', {
  path: '/merchant/merchantDispense',
  zh: '商户派发',
  en: 'Merchant dispenses',
  fields: [
    text('title', '标题', 'Title', {
      list: true,
      filter: 'like',
      required: true,
      kind: 'title',
      samples: [
        '关于落实门前三包责任制的通知',
        '餐饮油烟净化设施清洗提醒',
        '燃气安全自查通知',
        '垃圾分类定时定点投放告知书',
        '店招店牌规范设置通知',
        '夏季食品安全提醒',
        '排水许可办理提醒',
        '节假日消防安全提示',
      ],
    }),
    content('content', '派发内容', 'Content', { kind: 'content', required: true }),
    // The merchants it goes to (a comma list of ids).
    text('merchantIds', '商户', 'Merchants', { ref: 'merchant-info', required: true }),
    num('merchantCount', '商户数', 'Merchants', { list: true, readOnly: true }),
    text('sendStatus', '发送状态', 'Sent', {
      list: true,
      filter: 'equal',
      readOnly: true,
      initial: '0',
      choices: sendStatuses,
    }),
    datetime('sendTime', '发送时间', 'Sent at', { list: true, readOnly: true }),
  ],
  operations: {
    // "merchant dispense (plus send)"; the argument name is not shown: the chosen records' ids.
    send: op('POST', 'send', 'send the chosen dispenses to their merchants (ids)', {
      args: 'none',
      params: { ids: 'ids@query' },
      reply: 'flag',
      role: 'rows',
      when: { field: 'sendStatus', in: ['0', '2'] },
      text: { zh: '发送', en: 'Send' },
      effect: { target: 'ids', sets: { sendStatus: '=1' } },
    }),
  },
});

export const merchant = module({
  name: 'merchant',
  text: { zh: '商户管理', en: 'Merchants' },
  icon: 'IconBuildingStore',
  resources: [merchantInfo, merchantSmsRecord, merchantInspect, merchantDispense],
  screens: [
    {
      path: '/merchant/merchantInfo',
      view: 'list',
      resource: 'merchant-info',
      text: { zh: '商户信息', en: 'Merchants' },
      menu: true,
    },
    // Custom: the inspection form of §2 (questions by the inspection type, scene photos at most 6 per
    // question, other photos at most 99) above the inspections' list.
    {
      path: '/merchant/merchantInspect',
      view: 'custom',
      custom: 'inspections',
      resource: 'merchant-inspect',
      text: { zh: '商户巡查', en: 'Merchant inspections' },
      menu: true,
      // The form on a page of its own (a tab beside the list).
      links: [
        {
          path: '/merchant/merchantInspectForm',
          on: 'toolbar',
          text: { zh: '商户巡查表', en: 'Inspection form' },
        },
      ],
    },
    // The form alone (its path is not shown; this one is chosen in the spec's style).
    {
      path: '/merchant/merchantInspectForm',
      view: 'custom',
      custom: 'inspectForm',
      resource: 'merchant-inspect',
      text: { zh: '商户巡查表', en: 'Inspection form' },
    },
    {
      path: '/merchant/merchantSmsRecord',
      view: 'list',
      resource: 'merchant-sms-record',
      text: { zh: '短信记录', en: 'SMS records' },
      menu: true,
    },
    {
      path: '/merchant/merchantDispense',
      view: 'list',
      resource: 'merchant-dispense',
      text: { zh: '商户派发', en: 'Dispenses' },
      menu: true,
    },
  ],
});
