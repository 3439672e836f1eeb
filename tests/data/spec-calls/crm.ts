/** business-modules.md §7 CRM, one `METHOD /path` per call ("standard": GET list, GET detail, POST remove, POST submit). */
export const calls = [
  // "crm/nbxtCrmContact, crm/crmAddress: list, submit, remove (lists fetched with size 99)."
  'GET /crm/nbxtCrmContact/list',
  'POST /crm/nbxtCrmContact/submit',
  'POST /crm/nbxtCrmContact/remove',
  'GET /crm/crmAddress/list',
  'POST /crm/crmAddress/submit',
  'POST /crm/crmAddress/remove',
  // "crm/nbxtCrmCustomer: submit; GET importProcess/{id}; POST export; POST transfer."
  'POST /crm/nbxtCrmCustomer/submit',
  'GET /crm/nbxtCrmCustomer/importProcess/{id}',
  'POST /crm/nbxtCrmCustomer/export',
  'POST /crm/nbxtCrmCustomer/transfer',
  // "nbxt-crm/nbxtblog: standard."
  'GET /nbxt-crm/nbxtblog/list',
  'GET /nbxt-crm/nbxtblog/detail',
  'POST /nbxt-crm/nbxtblog/remove',
  'POST /nbxt-crm/nbxtblog/submit',
  // "GET blade-user/selectByName/{name}."
  'GET /blade-user/selectByName/{name}',
  // "GET companySearch/getRough/{a}/{b} and getDetail/{id}."
  'GET /companySearch/getRough/{a}/{b}',
  'GET /companySearch/getDetail/{id}',
];
