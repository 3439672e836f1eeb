/**
 * business-modules.md §7 Contract library, one `METHOD /path` per call. A verb governs its comma list; a
 * line without a verb reads BladeX's way (reads GET, changes POST); "standard" is GET list, GET detail,
 * POST remove, POST submit. Lines naming a resource without its prefix keep their neighbours' prefix
 * ("contractBusiness cvTotal" is contract/contractBusiness; the others hang under contractLibrary).
 */
const standard = (path: string) => [
  `GET ${path}/list`,
  `GET ${path}/detail`,
  `POST ${path}/remove`,
  `POST ${path}/submit`,
];
const ledger = (segment: string) =>
  // "contractCompanyReceived, contractCompanyInvoice, contractInfoReceived, contractInfoInvoice | list,
  // page, save, remove, export, total"
  ['GET list', 'GET page', 'POST save', 'POST remove', 'GET export', 'GET total'].map((call) =>
    call.replace(' ', ` /contractLibrary/${segment}/`),
  );

export const calls = [
  // "contract/contractBusiness page; check | check takes crmTenantId"
  'GET /contract/contractBusiness/page',
  'GET /contract/contractBusiness/check',
  // "contract/contractBusiness cusVolume, roleAnalysis, repay, progress | POST, query current and size, body filters"
  'POST /contract/contractBusiness/cusVolume',
  'POST /contract/contractBusiness/roleAnalysis',
  'POST /contract/contractBusiness/repay',
  'POST /contract/contractBusiness/progress',
  // "contractBusiness cvTotal, roleTotal, progressTotal | GET"
  'GET /contract/contractBusiness/cvTotal',
  'GET /contract/contractBusiness/roleTotal',
  'GET /contract/contractBusiness/progressTotal',
  // "contractBusiness repayExport | POST"
  'POST /contract/contractBusiness/repayExport',
  // "contract/contractBusinessRelation | standard"
  ...standard('/contract/contractBusinessRelation'),
  // "contract/contractInvoiceService, contractInvoiceData | standard; invoiceData detail takes socialCreditCode"
  ...standard('/contract/contractInvoiceService'),
  ...standard('/contract/contractInvoiceData'),
  // "contract/contractInvoiceList | POST page, detail, detailLogs (invoiceId), sync, edit, export, remove,
  // submit, statusChange (ids, status)"
  ...['page', 'detail', 'detailLogs', 'sync', 'edit', 'export', 'remove', 'submit', 'statusChange'].map(
    (name) => `POST /contract/contractInvoiceList/${name}`,
  ),
  // "contractLibrary/contractCollectionManagement | list, one, remove, recalculate, recheck"
  'GET /contractLibrary/contractCollectionManagement/list',
  'GET /contractLibrary/contractCollectionManagement/one',
  'POST /contractLibrary/contractCollectionManagement/remove',
  'POST /contractLibrary/contractCollectionManagement/recalculate',
  'POST /contractLibrary/contractCollectionManagement/recheck',
  ...ledger('contractCompanyReceived'),
  ...ledger('contractCompanyInvoice'),
  ...ledger('contractInfoReceived'),
  ...ledger('contractInfoInvoice'),
  // "contractInfoReceived | commissionPage, totalCommission, exportCommission"
  'GET /contractLibrary/contractInfoReceived/commissionPage',
  'GET /contractLibrary/contractInfoReceived/totalCommission',
  'GET /contractLibrary/contractInfoReceived/exportCommission',
  // "contractLibrary/contractInfo | page, detail/{id}, submit, changeStatus (contractId, value),
  // changeContractNo, changeActualExecutor, export, statisticsContractAmount"
  'GET /contractLibrary/contractInfo/page',
  'GET /contractLibrary/contractInfo/detail/{id}',
  'POST /contractLibrary/contractInfo/submit',
  'POST /contractLibrary/contractInfo/changeStatus',
  'POST /contractLibrary/contractInfo/changeContractNo',
  'POST /contractLibrary/contractInfo/changeActualExecutor',
  'GET /contractLibrary/contractInfo/export',
  'GET /contractLibrary/contractInfo/statisticsContractAmount',
  // "contractChangeRecord | list/{id}"
  'GET /contractLibrary/contractChangeRecord/list/{id}',
  // "contractDispatch | submit; also CRUD"
  ...standard('/contractLibrary/contractDispatch'),
  // "contractCompanySecond | POST list, submit, save, remove"
  ...['list', 'submit', 'save', 'remove'].map(
    (name) => `POST /contractLibrary/contractCompanySecond/${name}`,
  ),
  // "contractBizCategory | standard; POST list and set"
  ...standard('/contractLibrary/contractBizCategory'),
  'POST /contractLibrary/contractBizCategory/list',
  'POST /contractLibrary/contractBizCategory/set',
  // "serve/contractService | POST pageDispatch, pageService, pageContract, listService, dispatch,
  // servicesAdd, submit, updateServiceTenant; GET changeStatus, servicesRemove, findByContractNo"
  ...[
    'pageDispatch',
    'pageService',
    'pageContract',
    'listService',
    'dispatch',
    'servicesAdd',
    'submit',
    'updateServiceTenant',
  ].map((name) => `POST /serve/contractService/${name}`),
  ...['changeStatus', 'servicesRemove', 'findByContractNo'].map(
    (name) => `GET /serve/contractService/${name}`,
  ),
  // "contractLibrary/contractServiceExecute | page, pageForMine, callbackCheck, callbackCheckBatch,
  // changeExecutor (ids, executor), signInRecord, safetyDetails, serviceExport, callbackSPI"
  'GET /contractLibrary/contractServiceExecute/page',
  'GET /contractLibrary/contractServiceExecute/pageForMine',
  'POST /contractLibrary/contractServiceExecute/callbackCheck',
  'POST /contractLibrary/contractServiceExecute/callbackCheckBatch',
  'POST /contractLibrary/contractServiceExecute/changeExecutor',
  'GET /contractLibrary/contractServiceExecute/signInRecord',
  'GET /contractLibrary/contractServiceExecute/safetyDetails',
  'GET /contractLibrary/contractServiceExecute/serviceExport',
  'POST /contractLibrary/contractServiceExecute/callbackSPI',
  // "serviceManage/serviceManageTemplate | detail, page"
  'GET /serviceManage/serviceManageTemplate/detail',
  'GET /serviceManage/serviceManageTemplate/page',
  // "serviceManage/serviceManageToolExtra | standard"
  ...standard('/serviceManage/serviceManageToolExtra'),
];
