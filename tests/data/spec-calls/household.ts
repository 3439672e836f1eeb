/** forms-and-survey.md §7 Household survey, read literally (a verb governs its comma list). */
export const calls = [
  // "POST lowIncome/reportMould/page: data (with status), query current and size."
  'POST /lowIncome/reportMould/page',
  // "POST lowIncome/reportMould/one, save (id, area, questName, allInfo, mainInfo, publishFlag), remove, doe."
  'POST /lowIncome/reportMould/one',
  'POST /lowIncome/reportMould/save',
  'POST /lowIncome/reportMould/remove',
  'POST /lowIncome/reportMould/doe',
  // "POST lowIncome/householder/holderList (data, query), page, remove (delType, ids), removeAll (mid,
  // idCards), saveHouseholder (dataMid, name, idCard, praddress), save, one, saveVersion, removeDataSource,
  // export, publishReport (id, mname), checkHolder (mid, idCard, id), editIdCard (id, idCard), submit."
  'POST /lowIncome/householder/holderList',
  'POST /lowIncome/householder/page',
  'POST /lowIncome/householder/remove',
  'POST /lowIncome/householder/removeAll',
  'POST /lowIncome/householder/saveHouseholder',
  'POST /lowIncome/householder/save',
  'POST /lowIncome/householder/one',
  'POST /lowIncome/householder/saveVersion',
  'POST /lowIncome/householder/removeDataSource',
  'POST /lowIncome/householder/export',
  'POST /lowIncome/householder/publishReport',
  'POST /lowIncome/householder/checkHolder',
  'POST /lowIncome/householder/editIdCard',
  'POST /lowIncome/householder/submit',
  // "GET lowIncome/householder/holderReportDetail (id), holderReport (idCard, status), transfer,
  // importProcess/{id}, importResult/{id}."
  'GET /lowIncome/householder/holderReportDetail',
  'GET /lowIncome/householder/holderReport',
  'GET /lowIncome/householder/transfer',
  'GET /lowIncome/householder/importProcess/{id}',
  'GET /lowIncome/householder/importResult/{id}',
  // "POST lowIncome/dataSourceRecord/page and one (data plus query)."
  'POST /lowIncome/dataSourceRecord/page',
  'POST /lowIncome/dataSourceRecord/one',
  // "lowIncome/invReport: page, remove, excelDownload, exportSummary." (no verb: GET; remove is POST, §7)
  'GET /lowIncome/invReport/page',
  'POST /lowIncome/invReport/remove',
  'GET /lowIncome/invReport/excelDownload',
  'GET /lowIncome/invReport/exportSummary',
  // "lowIncome/otherMasses: POST page (data, query), POST submit, GET remove (id), GET one (id), GET export (idList)."
  'POST /lowIncome/otherMasses/page',
  'POST /lowIncome/otherMasses/submit',
  'GET /lowIncome/otherMasses/remove',
  'GET /lowIncome/otherMasses/one',
  'GET /lowIncome/otherMasses/export',
  // "lowIncome/nbxtlowincomefamily, nbxtlowincomefamilyfile, nbxtlowincomefamilymember: standard CRUD."
  ...['nbxtlowincomefamily', 'nbxtlowincomefamilyfile', 'nbxtlowincomefamilymember'].flatMap((r) => [
    `GET /lowIncome/${r}/list`,
    `GET /lowIncome/${r}/detail`,
    `POST /lowIncome/${r}/submit`,
    `POST /lowIncome/${r}/remove`,
  ]),
  // "POST lowIncome/InitiatingInvestigation/nbxtLowIncomeFamily takes data as a param."
  'POST /lowIncome/InitiatingInvestigation/nbxtLowIncomeFamily',
  // "nbxtLowIncomeTenantSetting remove takes ids and selectFlag." (path assumed under lowIncome)
  'POST /lowIncome/nbxtLowIncomeTenantSetting/remove',
];
