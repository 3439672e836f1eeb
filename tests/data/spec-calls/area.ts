/** forms-and-survey.md §7 Region and dictionary, read literally (a verb governs its comma list). */
export const calls = [
  // "GET area/nbxtarea/lazy-list (parentId; …). … Also allList, list (POST), init."
  'GET /area/nbxtarea/lazy-list',
  'GET /area/nbxtarea/allList',
  'POST /area/nbxtarea/list',
  'GET /area/nbxtarea/init',
  // "blade-system/region: CRUD, lazy-tree (parentCode), detail by code." (system entry `region`)
  'GET /blade-system/region/list',
  'GET /blade-system/region/detail',
  'POST /blade-system/region/submit',
  'POST /blade-system/region/remove',
  'GET /blade-system/region/lazy-tree',
  // "GET blade-system/dict/dictionary (code)." (system entry `dict`)
  'GET /blade-system/dict/dictionary',
];
