/**
 * The designer's moves without a mouse (forms-and-survey.md §2.6, §5.3): a field one place up or down in
 * its list, or into another container that accepts it, and the reason a drop is refused.
 */
import { canDrop, childList, type DesignerAction, locateField } from './designer.ts';
import { getOwn, isPlainObject, type PlainObject } from './plain.ts';
import { notInDynamic } from './types.ts';

export interface DropTarget {
  /** The container's prop, or null for the form itself. */
  into: string | null;
  label: string;
  type: string | null;
}

/** The move of a field one place up (-1) or down (+1) in its list, or undefined at the list's end. */
export function stepMove(form: PlainObject, prop: string, delta: -1 | 1): DesignerAction | undefined {
  const found = locateField(form, prop);
  if (!found) return undefined;
  const index = found.index + delta;
  if (index < 0 || index >= found.list.length) return undefined;
  const into = found.container ? (getOwn(found.container, 'prop') as string) : null;
  return { type: 'move', prop, into, index };
}

/** Containers (the form, groups, sub-tables) the field may move into, other than the one it is in. */
export function dropTargets(form: PlainObject, prop: string): DropTarget[] {
  const found = locateField(form, prop);
  if (!found) return [];
  const type = getOwn(found.field, 'type');
  const targets: DropTarget[] = found.container ? [{ into: null, label: '', type: null }] : [];
  const queue = [...(form.column as unknown[])];
  for (let next = 0; next < queue.length; next++) {
    const field = queue[next];
    if (!isPlainObject(field) || field === found.field) continue;
    const kind = getOwn(field, 'type');
    const children = childList(field);
    if ((kind === 'group' || kind === 'dynamic') && field !== found.container && canDrop(type, field)) {
      targets.push({
        into: String(getOwn(field, 'prop')),
        label: String(getOwn(field, 'label') ?? ''),
        type: kind,
      });
    }
    if (children) queue.push(...children);
  }
  return targets;
}

/** Why `fieldType` may not go into a container of `containerType` (a message key and its parameters). */
export function dropRefusal(
  fieldType: unknown,
  containerType: unknown,
): { key: string; params?: Record<string, string> } | null {
  if (containerType === 'dynamic' && (notInDynamic as readonly unknown[]).includes(fieldType))
    return { key: 'form.check.notInDynamic', params: { type: String(fieldType) } };
  if (containerType === 'group' && fieldType === 'group') return { key: 'form.check.groupInGroup' };
  return null;
}

/** The prop of the innermost field on a checker problem's path (a click on the problem selects it). */
export function fieldAtPath(form: PlainObject, path: readonly (string | number)[]): string | null {
  let node: unknown = form;
  let prop: string | null = null;
  for (const step of path) {
    if (typeof node !== 'object' || node === null) break;
    node = (node as Record<string | number, unknown>)[step];
    if (isPlainObject(node) && typeof node.prop === 'string' && typeof node.type === 'string')
      prop = node.prop;
  }
  return prop;
}
