/** forms-and-survey.md §7 Application forms, read literally (a verb governs its comma list). */
export const calls = [
  // "GET app/nbxtapplication/page (type, applyName, year, size 99), list, detail. POST save (insert or
  // update), remove, submit."
  'GET /app/nbxtapplication/page',
  'GET /app/nbxtapplication/list',
  'GET /app/nbxtapplication/detail',
  'POST /app/nbxtapplication/save',
  'POST /app/nbxtapplication/remove',
  'POST /app/nbxtapplication/submit',
  // "GET app/nbxtapplicationform/page, detail, getDetailByApplyId/{id}. POST submit (body plus applyId and
  // status), remove, updateName (id, formName), submitRefuseForm."
  'GET /app/nbxtapplicationform/page',
  'GET /app/nbxtapplicationform/detail',
  'GET /app/nbxtapplicationform/getDetailByApplyId/{id}',
  'POST /app/nbxtapplicationform/submit',
  'POST /app/nbxtapplicationform/remove',
  'POST /app/nbxtapplicationform/updateName',
  'POST /app/nbxtapplicationform/submitRefuseForm',
  // "GET app/nbxtapplication/hide (id)."
  'GET /app/nbxtapplication/hide',
  // "POST app/nbxtapplicationformdata/page (filter, data, query), GET detail, POST remove, submit."
  'POST /app/nbxtapplicationformdata/page',
  'GET /app/nbxtapplicationformdata/detail',
  'POST /app/nbxtapplicationformdata/remove',
  'POST /app/nbxtapplicationformdata/submit',
  // "app/nbxtapplicationformgroup: standard CRUD."
  'GET /app/nbxtapplicationformgroup/list',
  'GET /app/nbxtapplicationformgroup/detail',
  'POST /app/nbxtapplicationformgroup/submit',
  'POST /app/nbxtapplicationformgroup/remove',
  // "GET app/nbxtformpermission/formUsePermission (formKey)."
  'GET /app/nbxtformpermission/formUsePermission',
  // "POST refuseClassify/refuseClassificationEvalfile/submit; GET refuseclassify/formdata/export/{id}.
  // POST blade-visual/visual/save. Application logo: CRUD." The first two are declared by the refuse
  // classification module; the logo's path is not shown (assumed app/nbxtapplicationlogo).
  'POST /refuseClassify/refuseClassificationEvalfile/submit',
  'GET /refuseclassify/formdata/export/{id}',
  'POST /blade-visual/visual/save',
  'GET /app/nbxtapplicationlogo/list',
  'GET /app/nbxtapplicationlogo/detail',
  'POST /app/nbxtapplicationlogo/submit',
  'POST /app/nbxtapplicationlogo/remove',
];
