/** business-modules.md §7 Short URLs: "CRUD set exists; shapes not shown." (path shorturl/nbxtshorturl assumed) */
export const calls = [
  'GET /shorturl/nbxtshorturl/list',
  'GET /shorturl/nbxtshorturl/detail',
  'POST /shorturl/nbxtshorturl/submit',
  'POST /shorturl/nbxtshorturl/remove',
];
