/**
 * The node dialog of tree and cascader option lists: label and value are required, and a value may not
 * repeat one already in the tree. Values are String or Number; 1 and '1' are the same value.
 */
import { isEmpty } from './empty.ts';
import { type Check, failed, type Problem, passed, problemsOf } from './result.ts';

export interface TreeNode {
  label?: unknown;
  value?: unknown;
  children?: readonly TreeNode[];
}

/** What makes two node values the same: 1 and '1' are (objects, not valid values, compare as JSON). */
export function treeValueKey(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function collectValues(nodes: readonly TreeNode[], into: Set<string>, skip?: TreeNode): Set<string> {
  for (const node of nodes) {
    if (node !== skip && !isEmpty(node.value)) into.add(treeValueKey(node.value));
    if (node.children) collectValues(node.children, into, skip);
  }
  return into;
}

/**
 * Check a node about to be added to (or, with `editing`, changed in) `tree`: 请输入label, 请输入value,
 * value重复 when another node anywhere in the tree has the same value.
 */
export function validateTreeNode(node: TreeNode, tree: readonly TreeNode[], editing?: TreeNode): Problem[] {
  const checks: Check[] = [
    isEmpty(node.label) ? failed('validate.treeNode.labelRequired', 'label') : passed,
    isEmpty(node.value) ? failed('validate.treeNode.valueRequired', 'value') : passed,
  ];
  if (!isEmpty(node.value) && collectValues(tree, new Set(), editing).has(treeValueKey(node.value))) {
    checks.push(failed('validate.treeNode.valueDuplicate', 'value'));
  }
  return problemsOf(checks);
}
