import { Box, Group, Loader, NavLink, Paper, ScrollArea, Text } from '@mantine/core';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperation } from '../kit/hooks.ts';
import { ResourceList } from '../kit/ResourceList.tsx';

/** One node of a level, as the lazy-tree call gives it. */
const useRegionLevel = (parentCode: string) =>
  useOperation(platformSpec('region'), 'lazyTree', { parentCode });
type RegionNode = NonNullable<ReturnType<typeof useRegionLevel>['data']>[number];

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
  const level = useRegionLevel(parentCode);
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
          spec={platformSpec('region')}
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
