/** business-modules.md §7 Jobs: "POST job/nbxtjob/list (taskDataType in the query), doNow/{id}, clearRemove, export/error/{id}". */
export const calls = [
  'POST /job/nbxtjob/list',
  'POST /job/nbxtjob/doNow/{id}',
  'POST /job/nbxtjob/clearRemove',
  'POST /job/nbxtjob/export/error/{id}',
];
