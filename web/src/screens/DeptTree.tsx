import { NavLink, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { filterTree, type TreeNode } from '@nbxt/core/admin-ui/tree.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { IconBuilding, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../kit/client.tsx';

/** The department tree that filters the user list; "all" clears the filter. */
export function DeptTree({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [text, setText] = useState('');
  const tree = useQuery({
    queryKey: ['resource', 'dept', 'tree'],
    queryFn: ({ signal }) => client.resource(platformSpec('dept')).call('tree', {}, signal),
  });
  const render = (nodes: TreeNode[]) =>
    nodes.map((node) => {
      const id = String(node.id);
      const children = Array.isArray(node.children) ? node.children : [];
      return (
        <NavLink
          key={id}
          label={String(node.title ?? id)}
          active={value === id}
          defaultOpened
          onClick={() => onChange(id)}
          childrenOffset={14}
          leftSection={<IconBuilding size={14} />}
          py={4}
        >
          {children.length > 0 ? render(children) : undefined}
        </NavLink>
      );
    });
  return (
    <Paper withBorder radius="md" p="sm" w={{ base: '100%', md: 240 }} style={{ flex: 'none' }}>
      <Stack gap="xs">
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={t('sys.user.deptSearch')}
          aria-label={t('sys.user.deptSearch')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <ScrollArea.Autosize mah={560} type="auto">
          <nav aria-label={t('sys.user.deptTree')}>
            <NavLink
              label={t('sys.user.allDepts')}
              active={!value}
              onClick={() => onChange(undefined)}
              py={4}
            />
            {tree.isError ? (
              <Text c="red" fz="xs" role="alert">
                {t('console.crud.loadFailed')}
              </Text>
            ) : (
              render(filterTree(tree.data ?? [], text))
            )}
          </nav>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
