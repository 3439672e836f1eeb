import { Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import { checkState, flattenTree, type TreeNode, toggleNode } from '@nbxt/core/admin-ui/tree.ts';
import { useTranslation } from 'react-i18next';

/** A checkbox tree (grant dialogs): parents follow their children, a click toggles a whole branch. */
export function CheckTree({
  forest,
  checked,
  onChange,
  label,
  labelOf = (node) => String(node.title ?? node.id),
  height = 360,
}: {
  forest: TreeNode[];
  checked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  label: string;
  /** A node's label (by default its title as sent). */
  labelOf?: (node: TreeNode) => string;
  height?: number;
}) {
  const { t } = useTranslation();
  const rows = flattenTree(forest);
  return (
    <ScrollArea h={height} type="auto" offsetScrollbars>
      <Stack gap={6} role="group" aria-label={label} py={4}>
        {rows.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="lg">
            {t('console.crud.empty')}
          </Text>
        ) : null}
        {rows.map(({ node, id, depth }) => {
          const state = checkState(node, checked);
          return (
            <Checkbox
              key={id}
              ml={depth * 22}
              size="sm"
              label={labelOf(node)}
              checked={state === 'checked'}
              indeterminate={state === 'indeterminate'}
              onChange={() => onChange(toggleNode(forest, checked, id))}
            />
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
