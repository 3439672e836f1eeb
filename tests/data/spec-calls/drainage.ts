/**
 * business-modules.md §7 Drainage:
 * "GET drainage/problem/corrective/list; GET drainage/drain/detail/check/{id}; drainage/drain list,
 * detail/{id}, save; drainageDrain remove, submit; drainageProblem remove, submit."
 * "Shop: list, detail/{id}, save; DELETE drainage/shop/{id}. Business: save, detail/{id}. GET
 * others/photos/{id}; GET problem/{id}; POST problem/corrective."
 * (all under drainage/; lists and details are GETs, saves, removes and submits POSTs)
 */
export const calls = [
  'GET /drainage/problem/corrective/list',
  'GET /drainage/drain/detail/check/{id}',
  'GET /drainage/drain/list',
  'GET /drainage/drain/detail/{id}',
  'POST /drainage/drain/save',
  'POST /drainage/drainageDrain/remove',
  'POST /drainage/drainageDrain/submit',
  'POST /drainage/drainageProblem/remove',
  'POST /drainage/drainageProblem/submit',
  'GET /drainage/shop/list',
  'GET /drainage/shop/detail/{id}',
  'POST /drainage/shop/save',
  'DELETE /drainage/shop/{id}',
  'POST /drainage/business/save',
  'GET /drainage/business/detail/{id}',
  'GET /drainage/others/photos/{id}',
  'GET /drainage/problem/{id}',
  'POST /drainage/problem/corrective',
];
