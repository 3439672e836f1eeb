import { Badge, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { exact, type Filters, type Row, readsRecord } from '@nbxt/core/crud/client.ts';
import {
  detailScreenOf,
  linkAddress,
  listScreenOf,
  relatedDetail,
  screenAddress,
} from '@nbxt/core/modules/screens.ts';
import type { ScreenLink, ScreenSpec } from '@nbxt/core/modules/types.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { IconExternalLink, IconFileDescription } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { lazyPart } from '../base/lazy.tsx';
import { DetailScreen } from './DetailScreen.tsx';
import { rowId } from './list-state.ts';
import { useModuleRegistry } from './module-registry.tsx';
import { PublicDetail } from './PublicDetail.tsx';
import { PublicList } from './PublicList.tsx';
import { ResourceList } from './ResourceList.tsx';
import { searchInputs } from './SearchFillInput.tsx';
import { useRegistryText } from './texts.ts';

// The form page brings the record form (inputs, validation) that a list loads only when its dialog opens.
const FormScreen = lazyPart(() => import('./FormScreen.tsx').then((m) => ({ default: m.FormScreen })));

export interface ModuleScreenProps {
  module: string;
  screen: ScreenSpec;
  /** The route's parameters and the address's query (`?id=` of a detail page). */
  params: Record<string, string>;
  /** The tab's title (the menu's name, else the screen's). */
  title?: string | undefined;
}

/**
 * The generic screen of a module route (core/src/modules): the registry-driven list (with its statistics,
 * charts and operations) for `list` and `tree` views, the record with its related lists for `detail`, the
 * add/edit page for `form`. A custom screen its group does not have shows its entry's list.
 */
export function ModuleScreen(props: ModuleScreenProps) {
  // A module's entries reference other modules' (a contract's customer): resolved against the group's
  // registry (ModuleRegistryProvider, registry-group.tsx).
  return props.screen.public ? (
    // Outside the shell: the page's own margins.
    <Box p="lg" component="main">
      <ModuleRoute {...props} />
    </Box>
  ) : (
    <ModuleRoute {...props} />
  );
}

function ModuleRoute({ module, screen, params, title }: ModuleScreenProps) {
  const { t } = useTranslation();
  const heading = title ?? t(`screen.${module}.${screen.path}`);
  const { lookup, modules } = useModuleRegistry();
  const spec = screen.resource ? lookup(screen.resource) : undefined;
  if (!spec) return <PlainPage heading={heading} spec={undefined} about={screen.about} />;
  const id = params['id'];
  const declaring = modules.find((m) => m.name === module);
  const recordLinks = (screen.links ?? []).filter((link) => link.on === 'record');
  const backTo = listScreenOf(module, screen, modules)?.path;
  switch (screen.view) {
    case 'detail':
      // Without a way to read one record, a record is shown by the lists that name it (a task role's users).
      if (!id || (!readsRecord(spec) && !screen.related?.length))
        return <PlainPage heading={heading} spec={spec} />;
      if (screen.public) return <PublicDetail spec={spec} id={id} title={heading} />;
      return (
        <DetailScreen
          resource={spec}
          id={id}
          title={heading}
          related={screen.related}
          lookups={screen.lookups}
          backTo={backTo}
          actions={(record) =>
            recordLinks.length ? <LinkButtons links={recordLinks} spec={spec} record={record} /> : null
          }
          opens={(resource) => {
            const page = declaring ? relatedDetail(declaring, screen, resource) : undefined;
            const target = lookup(resource);
            return page && target ? (row: Row) => screenAddress(page, rowId(target, row)) : undefined;
          }}
        />
      );
    case 'form':
      return (
        <Suspense fallback={<Loader size="sm" aria-label={t('sys.list.loading')} />}>
          <FormScreen
            resource={spec}
            id={id}
            title={heading}
            initial={formInitial(spec, params)}
            backTo={backTo}
          />
        </Suspense>
      );
    default:
      // A public list (no sign-in) reads its records only: no actions but its rows' public detail page, no
      // way into the shell.
      if (screen.public) {
        const detail = detailScreenOf(module, screen, modules);
        return (
          <PublicList
            spec={spec}
            title={heading}
            filters={{ ...screen.filters, ...pathFilters(screen, params) }}
            open={detail ? (row) => screenAddress(detail, rowId(spec, row)) : undefined}
          />
        );
      }
      return (
        <ModuleList
          module={module}
          screen={screen}
          spec={spec}
          heading={heading}
          filters={{ ...screen.filters, ...pathFilters(screen, params), ...queryFilters(screen, params) }}
        />
      );
  }
}

/**
 * A list of the module, whose rows open the module's detail page of the same entry when it has one (else
 * the declared `opens`), with the screen's declared links on each row and above the list.
 */
function ModuleList({
  module,
  screen,
  spec,
  heading,
  filters,
}: {
  module: string;
  screen: ScreenSpec;
  spec: ResourceSpec;
  heading: string;
  filters: Filters;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { lang } = useRegistryText();
  const detail = detailScreenOf(module, screen, useModuleRegistry().modules);
  const opens = screen.opens;
  const open = detail
    ? (row: Row) => screenAddress(detail, rowId(spec, row))
    : opens
      ? (row: Row) => `${opens.path}?${opens.key}=${encodeURIComponent(String(row[opens.key] ?? ''))}`
      : undefined;
  const links = screen.links ?? [];
  const rowLinks = links.filter((link) => link.on === 'record');
  const toolbarLinks = links.filter((link) => link.on === 'toolbar');
  return (
    <ResourceList
      spec={spec}
      options={{
        title: heading,
        filters,
        pageSize: screen.pageSize,
        inputs: searchInputs(spec),
        ...(toolbarLinks.length ? { toolbar: () => <LinkButtons links={toolbarLinks} spec={spec} /> } : {}),
        ...(open || rowLinks.length
          ? {
              rowActions: (row) => [
                ...(open
                  ? [
                      {
                        key: 'detail',
                        label: t('kit.detail.open'),
                        icon: <IconFileDescription size={14} />,
                        onClick: () => navigate(open(row)),
                        primary: true,
                      },
                    ]
                  : []),
                ...rowLinks.map((link) => ({
                  key: `link:${link.path}`,
                  label: link.text[lang],
                  icon: <IconExternalLink size={14} />,
                  onClick: () => navigate(linkAddress(link, row, spec.idField)),
                  primary: true,
                })),
              ],
            }
          : {}),
      }}
    />
  );
}

/** The declared links of a screen as buttons: above a list (none sent), or on a record (its key sent). */
export function LinkButtons({
  links,
  spec,
  record,
}: {
  links: readonly ScreenLink[];
  spec: ResourceSpec;
  record?: Row | undefined;
}) {
  const { lang } = useRegistryText();
  return links.map((link) => (
    <Button
      key={link.path}
      component={Link}
      href={linkAddress(link, record, spec.idField)}
      variant="light"
      leftSection={<IconExternalLink size={16} />}
    >
      {link.text[lang]}
    </Button>
  ));
}

/** The route's own parameters (`:contractId` of a contract's changes): exact filters of its list. */
function pathFilters(screen: ScreenSpec, params: Record<string, string>): Filters {
  const names = [...screen.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return Object.assign({}, ...names.flatMap((name) => (params[name] ? [exact(name, params[name])] : [])));
}

/** The address's query parameters the screen filters by (`?uuid=`): filters of its list. */
function queryFilters(screen: ScreenSpec, params: Record<string, string>): Filters {
  return Object.fromEntries(
    (screen.queryFilters ?? []).flatMap((name) => (params[name] ? [[name, params[name]]] : [])),
  );
}

/** A new record's values the address gives (`?contractId=` of an add page opened from a contract). */
function formInitial(spec: ResourceSpec, params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter(([name]) => name !== 'id' && spec.fields.some((f) => f.name === name)),
  );
}

/**
 * A page the route names no record of, or no registry entry: its title and what it lacks, or, for a screen
 * with no entry, what it is for (its `about`).
 */
function PlainPage({
  heading,
  spec,
  about,
}: {
  heading: string;
  spec: ResourceSpec | undefined;
  about?: ScreenSpec['about'];
}) {
  const { t } = useTranslation();
  const { lang } = useRegistryText();
  return (
    <Stack gap="md" role="region" aria-label={heading} data-module-screen>
      <Group gap="sm">
        <Title order={3}>{heading}</Title>
        {spec ? <Badge variant="light">{t(spec.label)}</Badge> : null}
      </Group>
      <Text c="dimmed">
        {about && !spec ? about[lang] : t(spec ? 'console.module.noRecord' : 'console.module.screen')}
      </Text>
    </Stack>
  );
}
