/** business-modules.md §7 Monitoring, read as written (a verb governs its comma list until the next verb). */
export const calls = [
  // "POST monitorTenant/page, submit, changeOrVerify, set (userId, ids), generate, quickApplication (tenantId);
  // GET detail, byTenantId."
  'POST /monitorTenant/page',
  'POST /monitorTenant/submit',
  'POST /monitorTenant/changeOrVerify',
  'POST /monitorTenant/set',
  'POST /monitorTenant/generate',
  'POST /monitorTenant/quickApplication',
  'GET /monitorTenant/detail',
  'GET /monitorTenant/byTenantId',
  // "POST monitorUserRole/page, assistantPage, removeAssit (id, userId); GET saveAssist (userId)."
  'POST /monitorUserRole/page',
  'POST /monitorUserRole/assistantPage',
  'POST /monitorUserRole/removeAssit',
  'GET /monitorUserRole/saveAssist',
  // "POST monitorRecord/page, export; GET detail."
  'POST /monitorRecord/page',
  'POST /monitorRecord/export',
  'GET /monitorRecord/detail',
  // "GET monitorSuperviseInfo/list; POST remove (id), submit."
  'GET /monitorSuperviseInfo/list',
  'POST /monitorSuperviseInfo/remove',
  'POST /monitorSuperviseInfo/submit',
  // "POST monitorWarningRecord/page, monitorAreaWarnRecord/page, monitorAssistWarnRecord/page; each with submit (ids, result)."
  'POST /monitorWarningRecord/page',
  'POST /monitorAreaWarnRecord/page',
  'POST /monitorAssistWarnRecord/page',
  'POST /monitorWarningRecord/submit',
  'POST /monitorAreaWarnRecord/submit',
  'POST /monitorAssistWarnRecord/submit',
  // "POST visualData/assistDaily, getIndex; GET dashboard."
  'POST /visualData/assistDaily',
  'POST /visualData/getIndex',
  'GET /visualData/dashboard',
  // "GET monitorDepartment/chooseDept/{id}; monitorDepartment page (POST), detail, remove, submit;
  // monitorDeptCategory standard." (detail, remove, submit: the standard calls)
  'GET /monitorDepartment/chooseDept/{id}',
  'POST /monitorDepartment/page',
  'GET /monitorDepartment/detail',
  'POST /monitorDepartment/remove',
  'POST /monitorDepartment/submit',
  'GET /monitorDeptCategory/list',
  'GET /monitorDeptCategory/detail',
  'POST /monitorDeptCategory/remove',
  'POST /monitorDeptCategory/submit',
  // "POST monitorScoreInfo/correct."
  'POST /monitorScoreInfo/correct',
  // "POST complaints/nbxtMonitorComplaints/page; GET detail; POST handleAndReply."
  'POST /complaints/nbxtMonitorComplaints/page',
  'GET /complaints/nbxtMonitorComplaints/detail',
  'POST /complaints/nbxtMonitorComplaints/handleAndReply',
  // "POST appealSuggest/monitorAppealSuggest/page."
  'POST /appealSuggest/monitorAppealSuggest/page',
];
