import { MantineProvider } from '@mantine/core';
import type { ScreenSpec } from '@nbxt/core/modules/types.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModuleScreen } from '../../web/src/kit/ModuleScreen.tsx';
import { moduleGroup } from '../../web/src/kit/module-group.tsx';

/** Rendered on the server side (no data arrives): what the screen shows first. */
const html = (node: ReactNode) =>
  renderToString(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MantineProvider>,
  );

const screen = (spec: Partial<ScreenSpec>): ScreenSpec => ({
  path: '/job/x',
  view: 'list',
  resource: 'job',
  text: { zh: '任务', en: 'Jobs' },
  ...spec,
});

describe('the generic module screen', () => {
  it('shows a list view as the registry list of its entry, titled', () => {
    const out = html(<ModuleScreen module="jobs" screen={screen({})} params={{}} title="List title" />);
    expect(out).toContain('List title');
    expect(out).toContain('<table');
    expect(out).not.toContain('data-module-screen');
  });

  it('shows a detail view as a page of the record, its fields, and says when the address names none', () => {
    const detail = screen({ view: 'detail' });
    const without = html(<ModuleScreen module="jobs" screen={detail} params={{}} title="Detail" />);
    expect(without).toContain('data-module-screen');
    expect(without).toContain('console.module.noRecord');
    expect(without).toContain('data-field="jobName"');
    const withId = html(<ModuleScreen module="jobs" screen={detail} params={{ id: '7' }} title="Detail" />);
    expect(withId).not.toContain('console.module.noRecord');
  });

  it('renders a custom screen of the module group by its key, and the generic screen for the others', () => {
    const Group = moduleGroup({ mine: ({ title }) => <p>{`custom ${title}`}</p> });
    expect(
      html(<Group module="jobs" screen={screen({ view: 'custom', custom: 'mine' })} params={{}} title="A" />),
    ).toContain('custom A');
    const other = html(
      <Group module="jobs" screen={screen({ view: 'custom', custom: 'other' })} params={{}} title="B" />,
    );
    expect(other).toContain('data-module-screen');
    expect(Group.prefetch(screen({ view: 'custom', custom: 'mine' }))).toBeUndefined();
    expect(Group.prefetch(screen({ view: 'detail' }))).toBeUndefined();
  });
});
