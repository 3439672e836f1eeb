/** "standard": GET list, GET detail, POST remove, POST submit (business-modules.md §7, opening paragraph). */
const standard = (path: string) => [
  `GET ${path}/list`,
  `GET ${path}/detail`,
  `POST ${path}/remove`,
  `POST ${path}/submit`,
];
const base = '/taskSystem';

/** business-modules.md §7 Task system (verbs not shown are GET for reads, POST for changes). */
export const calls = [
  // "taskSystem/taskAuthorize: list, detail, remove, submit, page by type, save (fromTenantId, type, leader, toTenantId)."
  ...standard(`${base}/taskAuthorize`),
  `GET ${base}/taskAuthorize/page`,
  `POST ${base}/taskAuthorize/save`,
  // §6 "Authorisations from me and to me (listFromMe, listToMe)."
  `GET ${base}/taskAuthorize/listFromMe`,
  `GET ${base}/taskAuthorize/listToMe`,
  // "taskLaunch, taskGroup, taskInterface, taskExecuteLog, taskLaunchLog, taskLaunchMember, taskExecuteMember,
  // nbxtTaskTool: standard; page, statusChange/{id}, listAll, fastSubmit on group and interface as applicable."
  ...[
    'taskLaunch',
    'taskGroup',
    'taskInterface',
    'taskExecuteLog',
    'taskLaunchLog',
    'taskLaunchMember',
    'taskExecuteMember',
    'nbxtTaskTool',
  ].flatMap((r) => standard(`${base}/${r}`)),
  ...['taskGroup', 'taskInterface'].flatMap((r) => [
    `GET ${base}/${r}/page`,
    `POST ${base}/${r}/statusChange/{id}`,
    `GET ${base}/${r}/listAll`,
    `POST ${base}/${r}/fastSubmit`,
  ]),
  // §4 "Task group, task interface and task launch each have an enable/disable status toggle".
  `POST ${base}/taskLaunch/statusChange/{id}`,
  // "taskExecute: page, detail, markComplete, submit, changeExecutor."
  `GET ${base}/taskExecute/page`,
  `GET ${base}/taskExecute/detail`,
  `POST ${base}/taskExecute/markComplete`,
  `POST ${base}/taskExecute/submit`,
  `POST ${base}/taskExecute/changeExecutor`,
  // "taskRole: POST page (query current/size, body filters), submit, remove."
  `POST ${base}/taskRole/page`,
  `POST ${base}/taskRole/submit`,
  `POST ${base}/taskRole/remove`,
  // "taskRoleUser: POST submit, page, remove."
  `POST ${base}/taskRoleUser/submit`,
  `POST ${base}/taskRoleUser/page`,
  `POST ${base}/taskRoleUser/remove`,
  // "POST taskInterface/tree. GET taskRoleProject/detail; POST taskRoleProject/submit; POST taskRoleProject/clear (roleId)."
  `POST ${base}/taskInterface/tree`,
  `GET ${base}/taskRoleProject/detail`,
  `POST ${base}/taskRoleProject/submit`,
  `POST ${base}/taskRoleProject/clear`,
];
