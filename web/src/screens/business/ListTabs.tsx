import { Stack, Tabs, Title } from '@mantine/core';
import type { ResourceClient } from '@nbxt/core/crud/client.ts';
import { readPage } from '@nbxt/core/crud/page.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import type { ListSource } from '../../kit/list-query.ts';
import { type ListOptions, ResourceList } from '../../kit/ResourceList.tsx';

/** One tab: its label, which is also its list's title, and what its list adds to the entry's generic one. */
export interface ListTab {
  value: string;
  label: string;
  options?: ListOptions;
}

/** An entry's screen of several lists, one a tab (the first open; only the open one is mounted). */
export function ListTabs({
  spec,
  title,
  tabs,
}: {
  spec: ResourceSpec;
  title: string;
  tabs: readonly ListTab[];
}) {
  return (
    <Stack gap="md">
      <Title order={3}>{title}</Title>
      <Tabs defaultValue={tabs[0]?.value} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            <ResourceList spec={spec} options={{ title: tab.label, embedded: true, ...tab.options }} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** A list read page by page from one of the entry's operations, its search and paging as the arguments. */
export function operationPages(api: ResourceClient, operation: string): ListSource {
  return {
    load: async ({ current, size, filters, signal }) =>
      readPage(
        await api.send(operation, { ...filters, current, size }, signal),
        `${api.spec.name} ${operation}`,
        {
          current,
          size,
        },
      ),
    loadKey: operation,
  };
}
