/** forms-and-survey.md §7 Module roles and Profile, read literally (a verb governs its comma list). */
export const calls = [
  // "GET moduleRole/role/list (module). POST addRole. GET removeRole/{id}. POST addTenant (roleId,
  // roleTenantId). GET tenantList (roleId, query, tenantName). POST removeTenant. GET role-tree-keys
  // (roleId). POST grant (roleIds, menuIds)."
  'GET /moduleRole/role/list',
  'POST /moduleRole/role/addRole',
  'GET /moduleRole/role/removeRole/{id}',
  'POST /moduleRole/role/addTenant',
  'GET /moduleRole/role/tenantList',
  'POST /moduleRole/role/removeTenant',
  'GET /moduleRole/role/role-tree-keys',
  'POST /moduleRole/role/grant',
  // "GET blade-system/menu/grant-allMenuTree."
  'GET /blade-system/menu/grant-allMenuTree',
  // "moduleArea: list, submit (module plus data), remove." (standard calls: GET list, POST submit, POST remove)
  'GET /moduleArea/list',
  'POST /moduleArea/submit',
  'POST /moduleArea/remove',
  // Profile: "blade-user update-info, update-password, bindPhone (value, phone, code, id), cancelPhone"
  // (system entry `user`; no verb in the spec: they change data, POST as BladeX serves them).
  'POST /blade-user/update-info',
  'POST /blade-user/update-password',
  'POST /blade-user/bindPhone',
  'POST /blade-user/cancelPhone',
];
