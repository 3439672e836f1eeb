import { Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  childListArgs,
  type DictLayoutState,
  dictDefaults,
  initialDictLayout,
  selectParent,
} from '@nbxt/core/admin-ui/dict-layout.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import { readPage } from '@nbxt/core/crud/page.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../kit/client.tsx';
import { forgetDictionaries } from '../kit/dictionaries.ts';
import { ResourceList } from '../kit/ResourceList.tsx';

type Kind = 'dict' | 'dict-biz';
type Layout = 'horizontal' | 'vertical';

/**
 * Dictionary management (/dict-horizontal/index, /dict-vertical/index): the parent dictionaries and the
 * items of the selected one, side by side or one above the other, for system and business dictionaries.
 */
function DictLayout({ layout, fixedKind, title }: { layout: Layout; fixedKind?: Kind; title?: string }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>(fixedKind ?? 'dict');
  const [state, setState] = useState<DictLayoutState>(initialDictLayout);
  const spec = platformSpec(kind);
  const api = useClient().resource(spec);
  const queryClient = useQueryClient();
  const child = childListArgs(state);
  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: ['resource', kind] });
    // Labels shown elsewhere come from the cached system dictionary.
    if (kind === 'dict') void forgetDictionaries(queryClient);
  };

  const parents = (
    <ResourceList
      key={`${kind}-parents`}
      spec={spec}
      options={{
        embedded: true,
        title: t('sys.dict.parents'),
        loadKey: 'parent-list',
        load: async ({ current, size, filters, signal }) =>
          readPage(
            await api.call('parentList', { ...filters, current, size }, signal),
            `${kind} parent-list`,
            {
              current,
              size,
            },
          ),
        addDefaults: dictDefaults(state, false),
        addFixed: { parentId: '0' },
        onRowClick: (row: Row) => setState(selectParent(row)),
        activeId: state.parentId,
        onChanged: refreshAll,
      }}
    />
  );
  const children = (
    <ResourceList
      key={`${kind}-children-${state.parentId ?? 'none'}`}
      spec={spec}
      options={{
        embedded: true,
        title: state.parentCode
          ? t('sys.dict.childrenOf', { code: state.parentCode })
          : t('sys.dict.children'),
        loadKey: ['child-list', state.parentId ?? null],
        load: async ({ filters, signal }) => {
          if (!child) return { records: [], total: 0, current: 1, size: 0, pages: 1 };
          const rows = await api.call('childList', { ...filters, ...child }, signal);
          const list = Array.isArray(rows) ? rows : [];
          return { records: list, total: list.length, current: 1, size: list.length, pages: 1 };
        },
        readOnly: !child,
        addDefaults: dictDefaults(state, true),
        addFixed: child ? { parentId: child.parentId } : undefined,
        onChanged: refreshAll,
      }}
    />
  );
  return (
    <Stack gap="md">
      {/* Titled for people: the API path is the CLI's (`nbxt dict --help`), not the page's. */}
      <Title order={3}>
        {title ?? t(layout === 'horizontal' ? 'sys.dict.horizontal' : 'sys.dict.vertical')}
      </Title>
      {fixedKind ? null : (
        <SegmentedControl
          w={260}
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setState(initialDictLayout);
          }}
          data={[
            { value: 'dict', label: t('resource.dict') },
            { value: 'dict-biz', label: t('resource.dict-biz') },
          ]}
        />
      )}
      {layout === 'horizontal' ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {parents}
          {children}
        </SimpleGrid>
      ) : (
        <Stack gap="md">
          {parents}
          {child ? (
            children
          ) : (
            <Paper withBorder radius="md" p="lg">
              <Text c="dimmed" ta="center" fz="sm">
                {t('sys.dict.pickParent')}
              </Text>
            </Paper>
          )}
        </Stack>
      )}
    </Stack>
  );
}

export const DictHorizontal = ({ title }: { title?: string }) => (
  <DictLayout layout="horizontal" title={title} />
);
export const DictVertical = ({ title }: { title?: string }) => <DictLayout layout="vertical" title={title} />;
export const DictSystem = ({ title }: { title?: string }) => (
  <DictLayout layout="horizontal" fixedKind="dict" title={title} />
);
export const DictBusiness = ({ title }: { title?: string }) => (
  <DictLayout layout="horizontal" fixedKind="dict-biz" title={title} />
);
