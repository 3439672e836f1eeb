/** Permission map (platform.md §6): button codes merged with every menu code, each mapped to true. */
export type PermissionMap = Record<string, true>;

interface CodeNode {
  code?: unknown;
  children?: unknown;
}

function collectCodes(nodes: unknown, into: PermissionMap): void {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes as CodeNode[]) {
    if (node && typeof node.code === 'string' && node.code !== '') into[node.code] = true;
    collectCodes(node?.children, into);
  }
}

export function permissionMap(buttons: unknown, menus: unknown): PermissionMap {
  const map: PermissionMap = Object.create(null) as PermissionMap;
  collectCodes(buttons, map);
  collectCodes(menus, map);
  return map;
}

export function hasPermission(map: PermissionMap, code: string): boolean {
  return map[code] === true;
}
