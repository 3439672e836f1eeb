/**
 * business-modules.md §7 Public account:
 * "wx/mpMaterialNewsArticle: standard; GET batchgetMaterial; POST cancelNew, publishNews, publishFollow,
 * getPublishFollow."
 * "GET wx/menu/{id}/get; POST wx/menu/{id}/create (body buttons)."
 * "GET blade-system/dict/dictionary with code wx_mp_list."
 */
export const calls = [
  'GET /wx/mpMaterialNewsArticle/list',
  'GET /wx/mpMaterialNewsArticle/detail',
  'POST /wx/mpMaterialNewsArticle/submit',
  'POST /wx/mpMaterialNewsArticle/remove',
  'GET /wx/mpMaterialNewsArticle/batchgetMaterial',
  'POST /wx/mpMaterialNewsArticle/cancelNew',
  'POST /wx/mpMaterialNewsArticle/publishNews',
  'POST /wx/mpMaterialNewsArticle/publishFollow',
  'POST /wx/mpMaterialNewsArticle/getPublishFollow',
  'GET /wx/menu/{id}/get',
  'POST /wx/menu/{id}/create',
  'GET /blade-system/dict/dictionary',
];
