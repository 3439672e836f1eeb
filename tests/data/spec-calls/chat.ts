/**
 * business-modules.md §7 Chat: "GET chat/nbxtchatstaff standard plus outList." (the standard set keeps its
 * own verbs: GET list and detail, POST submit and remove; outList a GET)
 */
export const calls = [
  'GET /chat/nbxtchatstaff/list',
  'GET /chat/nbxtchatstaff/detail',
  'POST /chat/nbxtchatstaff/submit',
  'POST /chat/nbxtchatstaff/remove',
  'GET /chat/nbxtchatstaff/outList',
];
