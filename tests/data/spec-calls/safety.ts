/** "standard": GET list, GET detail, POST remove, POST submit (business-modules.md §7, opening paragraph). */
const standard = (path: string) => [
  `GET ${path}/list`,
  `GET ${path}/detail`,
  `POST ${path}/remove`,
  `POST ${path}/submit`,
];

/** business-modules.md §7 Safety production and hidden danger. */
export const calls = [
  // "hiddenDanger/record and hiddenDanger/company: page." (no verb: GET, as BladeX pages are)
  'GET /hiddenDanger/record/page',
  'GET /hiddenDanger/company/page',
  // "hiddenDanger/task, danger, risk, riskRule, rule, riskCheck: standard."
  ...['task', 'danger', 'risk', 'riskRule', 'rule', 'riskCheck'].flatMap((r) =>
    standard(`/hiddenDanger/${r}`),
  ),
  // "safetyProd/nbxtSafetyProdDangerSourceIdentify, nbxtSafetyProdHiddenSource, nbxtSafetyProdHiddenIdentify,
  // nbxtSafetyProdTrain: standard."
  ...[
    'nbxtSafetyProdDangerSourceIdentify',
    'nbxtSafetyProdHiddenSource',
    'nbxtSafetyProdHiddenIdentify',
    'nbxtSafetyProdTrain',
  ].flatMap((r) => standard(`/safetyProd/${r}`)),
  // "safetyProd/nbxtSafetyProdInsurancePolicy: standard; POST serviceTenant (ids, serviceTenantId); GET
  // tenantPage, ownList, serviceList."
  ...standard('/safetyProd/nbxtSafetyProdInsurancePolicy'),
  'POST /safetyProd/nbxtSafetyProdInsurancePolicy/serviceTenant',
  'GET /safetyProd/nbxtSafetyProdInsurancePolicy/tenantPage',
  'GET /safetyProd/nbxtSafetyProdInsurancePolicy/ownList',
  'GET /safetyProd/nbxtSafetyProdInsurancePolicy/serviceList',
  // "safetyManage: … safetyManageTrain (page is POST with query params) … POST
  // safetyManageTenant/initContactNumber." (the other safetyManage calls: shapes not shown)
  'POST /safetyManage/safetyManageTrain/page',
  'POST /safetyManage/safetyManageTenant/initContactNumber',
  // "risk/company, risk/govSafetyCtrlCompFeature: standard."
  ...standard('/risk/company'),
  ...standard('/risk/govSafetyCtrlCompFeature'),
  // "safety/screen: listIdentifyAll, listRisk, statistics, send." (no verbs: reads GET, send POST)
  'GET /safety/screen/listIdentifyAll',
  'GET /safety/screen/listRisk',
  'GET /safety/screen/statistics',
  'POST /safety/screen/send',
];
