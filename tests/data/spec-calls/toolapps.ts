/** forms-and-survey.md §7 Tool apps, read literally (a verb governs its comma list). */
export const calls = [
  // "GET tool-app/nbxtToolApp: page and select (type, appName, current 1, size 99); POST save or update by
  // id. Standard CRUD also."
  'GET /tool-app/nbxtToolApp/page',
  'GET /tool-app/nbxtToolApp/select',
  'POST /tool-app/nbxtToolApp/save',
  'GET /tool-app/nbxtToolApp/list',
  'GET /tool-app/nbxtToolApp/detail',
  'POST /tool-app/nbxtToolApp/submit',
  'POST /tool-app/nbxtToolApp/remove',
  // "tool-app/nbxtToolAppFormData: POST page (filter, data, query), GET detail (id), GET detailByTask
  // (taskExecuteId), POST remove (ids), POST submit."
  'POST /tool-app/nbxtToolAppFormData/page',
  'GET /tool-app/nbxtToolAppFormData/detail',
  'GET /tool-app/nbxtToolAppFormData/detailByTask',
  'POST /tool-app/nbxtToolAppFormData/remove',
  'POST /tool-app/nbxtToolAppFormData/submit',
  // "tool-app/nbxtToolAppForm: GET page, select, detail (id or other params), detailByFormKey (formKey),
  // getDetailByApplyId/{id}. POST submit (status, appId plus form), updateName (id, formName), remove,
  // submitRefuseForm, export."
  'GET /tool-app/nbxtToolAppForm/page',
  'GET /tool-app/nbxtToolAppForm/select',
  'GET /tool-app/nbxtToolAppForm/detail',
  'GET /tool-app/nbxtToolAppForm/detailByFormKey',
  'GET /tool-app/nbxtToolAppForm/getDetailByApplyId/{id}',
  'POST /tool-app/nbxtToolAppForm/submit',
  'POST /tool-app/nbxtToolAppForm/updateName',
  'POST /tool-app/nbxtToolAppForm/remove',
  'POST /tool-app/nbxtToolAppForm/submitRefuseForm',
  'POST /tool-app/nbxtToolAppForm/export',
  // "Related-data dictionary: GET tool-app/nbxtToolAppFormData/rel/formKey/{formKey}/field/{field}/{key}."
  'GET /tool-app/nbxtToolAppFormData/rel/formKey/{formKey}/field/{field}/{key}',
];
