/**
 * business-modules.md §7 Payslips:
 * "nbxtpayslipmechanism: CRUD plus update; GET getMyPackage; POST redeemTrial."
 * "formdata/checkQuota by tenantId." (a read: GET)
 * "POST payslip/formdata: upload, send, validateRestQuota (sendCount), payrollRecords, remove (uuid),
 * statistics (uuid), payrollRecordsDetail (current, size), report, resend (id), payrollRecordsRevoke (id),
 * payrollRecordsEdit."
 * "GET formdata/getSmsTtl/{id}, importProcess/{id}, salary (year plus filters), salaryStatRecord (year,
 * phoneNumber). POST salaryStat (body year; query current, size)."
 * "payslip package month: standard." (path not shown: nbxtpayslippackagemonth assumed)
 */
const standard = (path: string) => [
  `GET ${path}/list`,
  `GET ${path}/detail`,
  `POST ${path}/submit`,
  `POST ${path}/remove`,
];
const formdata = '/payslip/formdata';

export const calls = [
  ...standard('/payslip/nbxtpayslipmechanism'),
  'POST /payslip/nbxtpayslipmechanism/update',
  'GET /payslip/nbxtpayslipmechanism/getMyPackage',
  'POST /payslip/nbxtpayslipmechanism/redeemTrial',
  `GET ${formdata}/checkQuota`,
  ...[
    'upload',
    'send',
    'validateRestQuota',
    'payrollRecords',
    'remove',
    'statistics',
    'payrollRecordsDetail',
    'report',
    'resend',
    'payrollRecordsRevoke',
    'payrollRecordsEdit',
  ].map((call) => `POST ${formdata}/${call}`),
  ...['getSmsTtl/{id}', 'importProcess/{id}', 'salary', 'salaryStatRecord'].map(
    (call) => `GET ${formdata}/${call}`,
  ),
  `POST ${formdata}/salaryStat`,
  ...standard('/payslip/nbxtpayslippackagemonth'),
];
