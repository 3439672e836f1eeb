import type { Messages } from '../types.ts';

/**
 * The household survey's console texts beyond those the spec quotes (household.ts): the region picker's
 * level names, the housing dialog's fields, the signature pad and the report print page. The Chinese is ours.
 */
export const householdUiMessages = {
  'region.level.province': { zh: '省份', en: 'Province' },
  'region.level.city': { zh: '城市', en: 'City' },
  'region.level.district': { zh: '地区', en: 'District' },
  'region.level.street': { zh: '街道', en: 'Street' },
  'region.level.village': { zh: '社区/村', en: 'Village' },
  'region.level.zrVillage': { zh: '自然村', en: 'Natural village' },
  'region.choose': { zh: '请选择{level}', en: 'Select the {level}' },
  'region.loading': { zh: '加载中…', en: 'Loading…' },
  'region.none': { zh: '无下级区域', en: 'No areas below' },
  'household.housing.housingArea': { zh: '住房面积（㎡）', en: 'Floor area (m²)' },
  'household.housing.decoration': { zh: '装修情况', en: 'Decoration' },
  'household.housing.housingNature': { zh: '住房性质', en: 'Tenure' },
  'household.housing.heaInfo': { zh: '家用电器数量', en: 'Appliances' },
  'household.housing.confirm': { zh: '确定', en: 'Confirm' },
  'household.housing.cancel': { zh: '取消', en: 'Cancel' },
  'household.housing.close': { zh: '删除{name}', en: 'Remove {name}' },
  'household.housing.list': { zh: '住房列表', en: 'Homes' },
  'household.signature.type': { zh: '签字方式', en: 'How it is signed' },
  'household.signature.pad': { zh: '签字板', en: 'Signature pad' },
  'household.signature.clear': { zh: '清除', en: 'Clear' },
  'household.signature.save': { zh: '保存签名', en: 'Save the signature' },
  'household.signature.generate': { zh: '生成签章', en: 'Generate the seal' },
  'household.signature.image': { zh: '签名图片', en: 'Signature image' },
  'household.signature.reason': { zh: '拒签原因', en: 'Reason for refusing' },
  'household.signature.empty': { zh: '请先签字', en: 'Sign on the pad first' },
  'household.signature.saved': { zh: '已签字', en: 'Signed' },
  'household.print.print': { zh: '打印', en: 'Print' },
  'household.print.choose': { zh: '请选择要打印的报告', en: 'Choose the report to print' },
  'household.print.signature': { zh: '申请人签字：', en: "Applicant's signature:" },
  'household.print.date': { zh: '打印日期：{date}', en: 'Printed on {date}' },
  'household.template.publishNow': { zh: '立即发布', en: 'Publish now' },
  'household.template.allInfo': { zh: '全部信息项（每行一项）', en: 'All items (one per line)' },
  'household.template.mainInfo': { zh: '主要信息项（每行一项）', en: 'Main items (one per line)' },
  'household.template.save': { zh: '保存模板', en: 'Save the template' },
  'household.template.saved': { zh: '新增成功', en: 'Added' },
} as const satisfies Messages;
