import type { ResourceSpec } from '../resources/types.ts';
import { contractBizCategory, contractBusiness, contractBusinessRelation } from './contract-business.ts';
import {
  contractCommission,
  contractCompanyInvoice,
  contractCompanyReceived,
  contractInfoInvoice,
  contractInfoReceived,
  contractInvoiceData,
  contractInvoiceList,
  contractInvoiceService,
} from './contract-finance.ts';
import {
  contractChangeRecord,
  contractCollectionManagement,
  contractCompanySecond,
  contractDispatch,
  contractInfo,
} from './contract-info.ts';
import {
  contractService,
  contractServiceExecute,
  contractServiceExecuteMine,
  serviceManageTemplate,
  serviceManageToolExtra,
} from './contract-service.ts';
import { CRM_LIST_SIZE } from './crm.ts';
import { module, type ScreenSpec } from './types.ts';

/**
 * Contract library (business-modules.md §2 Contract library, §3, §4, §7): contracts, collection
 * management, company invoices and receipts, commissions, change records, dispatch and service execution.
 */

/** A menu list of an entry without a route in the spec: `/contractLibrary/<entryCamel>`. */
const list = (path: string, spec: ResourceSpec, extra: Partial<ScreenSpec> = {}): ScreenSpec => ({
  path: `/contractLibrary/${path}`,
  view: 'list',
  resource: spec.name,
  text: spec.text,
  menu: true,
  ...extra,
});

export const contract = module({
  name: 'contract',
  text: { zh: '合同库', en: 'Contract library' },
  icon: 'IconFileCertificate',
  resources: [
    contractInfo,
    contractChangeRecord,
    contractDispatch,
    contractCollectionManagement,
    contractCompanySecond,
    contractBusiness,
    contractBusinessRelation,
    contractBizCategory,
    contractInvoiceService,
    contractInvoiceData,
    contractInvoiceList,
    contractCompanyReceived,
    contractCompanyInvoice,
    contractInfoReceived,
    contractInfoInvoice,
    contractCommission,
    contractService,
    contractServiceExecute,
    contractServiceExecuteMine,
    serviceManageTemplate,
    serviceManageToolExtra,
  ],
  screens: [
    // The routes the spec shows (§2 Contract library).
    // The customer checked (contractBusiness/check), the address picked on nbxtSelectAddress, submitFlag set.
    {
      path: '/contractLibrary/nbxtAddContract',
      view: 'custom',
      custom: 'addContract',
      resource: 'contract-info',
      text: { zh: '新增合同', en: 'Add contract' },
      menu: true,
      // Its 选择地址 button (the page keeps the draft and comes back with the address).
      links: [
        {
          path: '/contractLibrary/nbxtSelectAddress',
          on: 'toolbar',
          text: { zh: '选择地址', en: 'Choose address' },
        },
      ],
    },
    {
      path: '/contractLibrary/nbxtContractDetail',
      view: 'detail',
      resource: 'contract-info',
      text: { zh: '合同详情', en: 'Contract detail' },
      related: [
        { resource: 'contract-service', field: 'contractId' },
        { resource: 'contract-info-received', field: 'contractId' },
        { resource: 'contract-info-invoice', field: 'contractId' },
        { resource: 'contract-change-record', field: 'contractId' },
      ],
      links: [
        {
          path: '/contractLibrary/contractAddService',
          on: 'record',
          param: 'contractId',
          text: { zh: '新增服务', en: 'Add service' },
        },
        {
          path: '/contractLibrary/contractChangeRecord/:contractId',
          on: 'record',
          text: { zh: '变更记录', en: 'Changes' },
        },
      ],
    },
    // Choosing a contract's service address among the customer's addresses and returning it to the form.
    {
      path: '/contractLibrary/nbxtSelectAddress',
      view: 'custom',
      custom: 'selectAddress',
      resource: 'crm-address',
      pageSize: CRM_LIST_SIZE,
      text: { zh: '选择地址', en: 'Select address' },
    },
    {
      path: '/contractLibrary/contractServeRecords',
      view: 'list',
      resource: 'contract-service-execute',
      text: { zh: '服务记录', en: 'Service records' },
      menu: true,
    },
    {
      path: '/contractLibrary/contractAddService',
      view: 'form',
      resource: 'contract-service',
      text: { zh: '新增服务', en: 'Add service' },
    },
    // The executions waiting for their return visit, verified with callbackCheck(Batch).
    {
      path: '/contractLibrary/contractServeRecordsVerify',
      view: 'list',
      resource: 'contract-service-execute',
      text: { zh: '服务记录核查', en: 'Verify service records' },
      menu: true,
      filters: { callbackStatus: '0' },
    },
    // The lists with statistics (paths not shown); service execution "all" is contractServeRecords.
    list('contractInfo', contractInfo),
    list('contractCollectionManagement', contractCollectionManagement),
    list('contractCompanyInvoice', contractCompanyInvoice),
    list('contractCompanyReceived', contractCompanyReceived),
    list('contractInfoReceived', contractInfoReceived),
    list('contractInfoInvoice', contractInfoInvoice),
    list('contractCommission', contractCommission),
    // A contract's changes: the list call takes the contract in its path, so the route carries it.
    list('contractChangeRecord/:contractId', contractChangeRecord, { menu: false }),
    list('contractDispatch', contractDispatch),
    list('contractServiceExecuteMine', contractServiceExecuteMine),
    // The other entries a user works with.
    list('contractBusiness', contractBusiness),
    list('contractBusinessRelation', contractBusinessRelation),
    list('contractBizCategory', contractBizCategory),
    list('contractCompanySecond', contractCompanySecond),
    list('contractInvoiceList', contractInvoiceList),
    list('contractInvoiceService', contractInvoiceService),
    list('contractInvoiceData', contractInvoiceData),
    list('contractService', contractService),
    list('serviceManageTemplate', serviceManageTemplate),
    list('serviceManageToolExtra', serviceManageToolExtra),
  ],
});
