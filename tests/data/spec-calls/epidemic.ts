/**
 * business-modules.md §7 Epidemic:
 * "epidemic/epidemicInfo: CRUD, page, trackCode, queryStatus (taskId), companionExport (multipart),
 * trackExport; POST assistSubmit." (no verb before page…trackExport: GET for reads, POST for the
 * multipart upload)
 * "epidemicTrip, epidemicRiskArea, epidemicAddress (also POST import with filePath): standard."
 * "areaImport: import, page, save. sms: import, submit, remove, page, send." (under epidemic/)
 */
const standard = (path: string) => [
  `GET ${path}/list`,
  `GET ${path}/detail`,
  `POST ${path}/submit`,
  `POST ${path}/remove`,
];

export const calls = [
  ...standard('/epidemic/epidemicInfo'),
  'GET /epidemic/epidemicInfo/page',
  'GET /epidemic/epidemicInfo/trackCode',
  'GET /epidemic/epidemicInfo/queryStatus',
  'POST /epidemic/epidemicInfo/companionExport',
  'GET /epidemic/epidemicInfo/trackExport',
  'POST /epidemic/epidemicInfo/assistSubmit',
  ...standard('/epidemic/epidemicTrip'),
  ...standard('/epidemic/epidemicRiskArea'),
  ...standard('/epidemic/epidemicAddress'),
  'POST /epidemic/epidemicAddress/import',
  'POST /epidemic/areaImport/import',
  'GET /epidemic/areaImport/page',
  'POST /epidemic/areaImport/save',
  'POST /epidemic/sms/import',
  'POST /epidemic/sms/submit',
  'POST /epidemic/sms/remove',
  'GET /epidemic/sms/page',
  'POST /epidemic/sms/send',
];
