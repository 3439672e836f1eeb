import type { Messages } from '../i18n/types.ts';

/** Texts of the contract library's and the CRM's own screens (adding a contract, choosing its address). */
export const contractTexts = {
  'contractUi.add.chooseAddress': { zh: '选择地址', en: 'Choose an address' },
  'contractUi.add.customerFirst': { zh: '请先选择客户', en: 'Choose the customer first' },
  'contractUi.add.checking': { zh: '正在校验客户…', en: 'Checking the customer…' },
  'contractUi.add.checked': { zh: '客户校验通过', en: 'The customer may sign a contract' },
  'contractUi.add.draft': { zh: '暂存', en: 'Save as draft' },
  'contractUi.add.submit': { zh: '提交', en: 'Submit' },
  'contractUi.address.choose': { zh: '选择', en: 'Choose' },
  'contractUi.address.noCustomer': {
    zh: '请从新增合同页面选择地址',
    en: 'Open this page from the contract form to choose an address',
  },
} as const satisfies Messages;
