/**
 * business-modules.md §7 Refuse classification:
 * "POST refuseClassify/refuseClassificationEvalfile/submit."
 * "GET refuseclassify/formdata/export/{id}."
 * "POST refuseClassify/refuseClassificationReport/import (multipart); GET .../chart (year)."
 * "POST refuseclassify/formdata: page, rank, report, count, rate, remove, submit."
 */
export const calls = [
  'POST /refuseClassify/refuseClassificationEvalfile/submit',
  'GET /refuseclassify/formdata/export/{id}',
  'POST /refuseClassify/refuseClassificationReport/import',
  'GET /refuseClassify/refuseClassificationReport/chart',
  ...['page', 'rank', 'report', 'count', 'rate', 'remove', 'submit'].map(
    (call) => `POST /refuseclassify/formdata/${call}`,
  ),
];
