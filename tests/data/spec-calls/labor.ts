/**
 * business-modules.md §7 Labor inspection: "Page, detail by dataId, save, export (shapes not shown)."
 * (path labor/laborInspection assumed; reads GET, save POST)
 */
export const calls = [
  'GET /labor/laborInspection/page',
  'GET /labor/laborInspection/detail',
  'POST /labor/laborInspection/save',
  'GET /labor/laborInspection/export',
];
