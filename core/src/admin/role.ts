/** The body of `POST /blade-system/role/grant` (bladex-contract.md): lists of ID strings. */
export interface RoleGrant {
  roleIds: string[];
  menuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
}

/** Split a comma list of IDs, dropping blanks and duplicates; IDs stay strings. */
export function idList(text: string | undefined): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}

export function roleGrantBody(input: {
  roles: string;
  menus?: string;
  dataScopes?: string;
  apiScopes?: string;
}): RoleGrant {
  return {
    roleIds: idList(input.roles),
    menuIds: idList(input.menus),
    dataScopeIds: idList(input.dataScopes),
    apiScopeIds: idList(input.apiScopes),
  };
}
