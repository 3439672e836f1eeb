import { Box, Group, Loader, NavLink, Paper, ScrollArea, Text } from '@mantine/core';
import { platformResource } from '@nbxt/core/resources/platform.ts';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../app/runtime.ts';
import { ResourceList } from '../crud/ResourceList.tsx';

/** One node of a level, as the lazy-tree call gives it. */
type RegionNode = NonNullable<Awaited<ReturnType<typeof regionLevel>>>[number];
const regionLevel = (parentCode: string, signal: AbortSignal) =>
  client.resource('region').call('lazyTree', { parentCode }, signal);

/** One level of the region tree, loaded when opened (lazy-tree by parentCode). */
function RegionLevel({
  parentCode,
  value,
  onPick,
}: {
  parentCode: string;
  value: string | undefined;
  onPick: (code: string) => void;
}) {
  const level = useQuery({
    queryKey: ['resource', 'region', 'lazy-tree', parentCode],
    queryFn: ({ signal }) => regionLevel(parentCode, signal),
  });
  if (level.isPending) return <Loader size="xs" m="xs" />;
  return (
    <>
      {(level.data ?? []).map((node) => (
        <RegionItem key={node.id} node={node} value={value} onPick={onPick} />
      ))}
    </>
  );
}

function RegionItem({
  node,
  value,
  onPick,
}: {
  node: RegionNode;
  value: string | undefined;
  onPick: (code: string) => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <NavLink
      label={node.title}
      description={node.id}
      active={value === node.id}
      opened={opened}
      onClick={() => {
        onPick(node.id);
        if (node.hasChildren) setOpened((o) => !o);
      }}
      leftSection={<IconMapPin size={14} />}
      childrenOffset={14}
      py={4}
    >
      {node.hasChildren && opened ? (
        <RegionLevel parentCode={node.id} value={value} onPick={onPick} />
      ) : undefined}
    </NavLink>
  );
}

/** Regions: the lazy tree by parentCode beside the list of the picked region's children. */
export default function RegionScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const [parent, setParent] = useState<string>();
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Paper withBorder radius="md" p="sm" w={{ base: '100%', md: 260 }} style={{ flex: 'none' }}>
        <Text fw={600} fz="sm" mb="xs">
          {t('resource.region')}
        </Text>
        <ScrollArea.Autosize mah={600} type="auto">
          <nav aria-label={t('resource.region')}>
            <NavLink
              label={t('sys.user.allDepts')}
              active={!parent}
              onClick={() => setParent(undefined)}
              py={4}
            />
            <RegionLevel parentCode="00" value={parent} onPick={setParent} />
          </nav>
        </ScrollArea.Autosize>
      </Paper>
      <Box style={{ flex: '1 1 600px', minWidth: 0 }}>
        <ResourceList
          spec={platformResource('region')!}
          options={{
            title,
            filters: parent ? { parentCode_equal: parent } : undefined,
            addDefaults: parent ? { parentCode: parent } : undefined,
          }}
        />
      </Box>
    </Group>
  );
}
