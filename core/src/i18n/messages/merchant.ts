import type { Messages } from '../types.ts';

/** Merchant inspection (business-modules.md §2). The spec names the types in English; the Chinese is ours. */
export const merchantMessages = {
  'merchant.inspect.type.garbageClassification': { zh: '垃圾分类', en: 'Garbage classification' },
  'merchant.inspect.type.drainageEnforcement': { zh: '排水执法', en: 'Drainage enforcement' },
  'merchant.inspect.type.cookingFumesEnforcement': { zh: '油烟执法', en: 'Cooking-fumes enforcement' },
  'merchant.inspect.type.doorFrontResponsibility': { zh: '门前三包', en: 'Door-front responsibility' },
  'merchant.inspect.type.gasEnforcement': { zh: '燃气执法', en: 'Gas enforcement' },
  'merchant.inspect.type.cityAppearance': { zh: '市容市貌', en: 'City appearance' },
  'merchant.inspect.yes': { zh: '是', en: 'Yes' },
  'merchant.inspect.no': { zh: '否', en: 'No' },
} as const satisfies Messages;
