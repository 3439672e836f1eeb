import type { Messages } from '../types.ts';

/**
 * The region picker's level names and hints: an area of their own, since the forms' region fields show the
 * picker without the household survey's other texts. The Chinese is ours.
 */
export const regionMessages = {
  'region.level.province': { zh: '省份', en: 'Province' },
  'region.level.city': { zh: '城市', en: 'City' },
  'region.level.district': { zh: '地区', en: 'District' },
  'region.level.street': { zh: '街道', en: 'Street' },
  'region.level.village': { zh: '社区/村', en: 'Village' },
  'region.level.zrVillage': { zh: '自然村', en: 'Natural village' },
  'region.choose': { zh: '请选择{level}', en: 'Select the {level}' },
  'region.loading': { zh: '加载中…', en: 'Loading…' },
  'region.none': { zh: '无下级区域', en: 'No areas below' },
  'region.unavailable': {
    zh: '区域无法加载（未登录或无权读取），此项暂时无法填写',
    en: 'The areas cannot be loaded (not signed in, or not allowed): this field cannot be filled for now',
  },
} as const satisfies Messages;
