import { Button, Group, Menu, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { menuRoutes } from '@nbxt/core/nav/menu.ts';
import { fittingTopMenus } from '@nbxt/core/nav/top-menus.ts';
import { IconBuildingCommunity, IconChevronDown, IconHome, IconSearch } from '@tabler/icons-react';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useLook } from '../base/look.ts';
import { queryClient } from '../base/query.ts';
import { useOpens } from '../base/route-access.ts';
import type { SessionSnapshot } from '../base/session.ts';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { OnDemand } from '../components/on-demand.tsx';
import { notifyError } from '../kit/notices.ts';
import { type TopMenu, topMenuRoutesQuery, usePermission, useTenantName, useTopMenuParts } from './data.ts';
import { ErrorLogButton } from './ErrorLog.tsx';
import { LockButton } from './lock.tsx';
import { ColourPicker, ThemePicker } from './look-pickers.tsx';
import { NoticePopover } from './NoticePopover.tsx';
import classes from './Shell.module.css';
import { Tool } from './ToolButton.tsx';
import { UserMenu } from './UserMenu.tsx';
import { FullscreenButton, WecomButton } from './window-tools.tsx';

/*
 * The parts of the top bar, each reading its own data: a reply (tenant name, top menus, buttons) re-renders
 * the part that shows it, not the whole shell.
 */

/** The logo header: the tenant's name, or the site title until it is known. */
export function Logo({ session }: { session: SessionSnapshot }) {
  const { t } = useTranslation();
  const look = useLook();
  const tenantName = useTenantName(session.state?.tenantId);
  const name = tenantName.data || t('console.product');
  return (
    <UnstyledButton
      component={Link}
      href="/home"
      className={classes.logo}
      aria-label={name}
      data-testid="logo"
    >
      <ThemeIcon size={32} radius="md" variant={look.theme.primaryHeader ? 'white' : 'filled'}>
        <IconBuildingCommunity size={19} />
      </ThemeIcon>
      <Text fw={700} fz="md" visibleFrom="xs" className={classes.logoText} data-testid="logo-title">
        {name}
      </Text>
    </UnstyledButton>
  );
}

/** The space between two items of the top menu (Mantine's Group gap 2). */
const TOP_GAP = 2;

/**
 * The top horizontal menu: the fixed home item first, then the user's top menus (none for a guest). As
 * many as fit the header's width are shown, the rest under a 更多 menu (platform.md §2.4; core's
 * fittingTopMenus): the bar never overflows, and every top menu stays a click (or Enter) away.
 */
export function TopMenuBar({
  owner,
  guest,
  current,
  onChange,
}: {
  owner: string;
  guest: boolean;
  /** The chosen top menu (its part of the menu fills the sidebar), none for home. */
  current: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  // The top menus that may lead to a page the user may open (core's topMenuLeads); each one's part of the
  // menu is asked for when it is first opened.
  const { usable } = useTopMenuParts(owner, guest);
  const opens = useOpens();
  const open = async (item: TopMenu) => {
    const before = current;
    onChange(item.id);
    if (item.path.startsWith('/')) return navigate(item.path);
    // A top menu without its own page opens the first page of its part of the menu the user may open; one
    // leading to none (its part just read) leaves the sidebar as it was, and the bar offers it no more.
    try {
      const part = await queryClient.fetchQuery(topMenuRoutesQuery(owner, item.id));
      const first = menuRoutes(part).find((route) => opens(route.path));
      if (first) navigate(first.path);
      else onChange(before);
    } catch (error) {
      notifyError(error, t);
    }
  };
  const shown = useFittingCount(usable, i18n.language);
  const visible = usable.slice(0, shown.count);
  const more = usable.slice(shown.count);
  return (
    <div ref={shown.row} className={classes.topMenu}>
      <Group gap={TOP_GAP} wrap="nowrap" role="menubar" aria-label={t('shell.ui.topMenu')}>
        <Button
          variant="subtle"
          size="compact-sm"
          role="menuitem"
          className={classes.topItem}
          data-active={!current || undefined}
          data-top-item
          leftSection={<IconHome size={16} />}
          onClick={() => {
            onChange(undefined);
            navigate('/home');
          }}
        >
          {t('shell.ui.home')}
        </Button>
        {visible.map((item) => (
          <Button
            key={item.id}
            variant="subtle"
            size="compact-sm"
            role="menuitem"
            className={classes.topItem}
            data-active={current === item.id || undefined}
            data-top-item
            onClick={() => void open(item)}
          >
            {t(item.title)}
          </Button>
        ))}
        {more.length > 0 || shown.measuring ? (
          // Mounted on first use, as every menu of the shell (components/on-demand.tsx).
          <OnDemand
            trigger={(onOpen) => (
              <Button
                variant="subtle"
                size="compact-sm"
                role="menuitem"
                aria-haspopup="menu"
                className={classes.topItem}
                data-active={more.some((item) => item.id === current) || undefined}
                data-top-more
                rightSection={<IconChevronDown size={14} />}
                onClick={onOpen}
              >
                {t('shell.ui.moreTopMenus')}
              </Button>
            )}
            render={(target, { opened, setOpened }) => (
              <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withinPortal>
                <Menu.Target>{target}</Menu.Target>
                <Menu.Dropdown aria-label={t('shell.ui.moreTopMenus')}>
                  {more.map((item) => (
                    <Menu.Item
                      key={item.id}
                      data-active={current === item.id || undefined}
                      onClick={() => void open(item)}
                    >
                      {t(item.title)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          />
        ) : null}
      </Group>
    </div>
  );
}

/**
 * How many top menus fit the bar: every item (and the 更多 button) is laid out once and measured, for
 * these items in this language; then the count follows the bar's width as the window resizes. Until
 * measured (or where nothing is laid out), all are shown.
 */
function useFittingCount(items: readonly TopMenu[], language: string) {
  const row = useRef<HTMLDivElement>(null);
  const key = `${language}|${items.map((item) => `${item.id}:${item.title}`).join(',')}`;
  const [widths, setWidths] = useState<{ key: string; home: number; items: number[]; more: number }>();
  const [room, setRoom] = useState<number>();
  const measured = widths?.key === key ? widths : undefined;
  useLayoutEffect(() => {
    const bar = row.current;
    if (!bar || measured) return;
    const width = (el: Element | null) => (el ? el.getBoundingClientRect().width : 0);
    const all = [...bar.querySelectorAll('[data-top-item]')].map(width);
    const [home = 0, ...rest] = all;
    setWidths({ key, home, items: rest, more: width(bar.querySelector('[data-top-more]')) });
  }, [key, measured]);
  useLayoutEffect(() => {
    const bar = row.current;
    if (!bar) return;
    const fit = () => setRoom(bar.clientWidth);
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  // Nothing laid out (no width measured): everything shown.
  const count =
    measured && room && measured.home > 0
      ? fittingTopMenus(measured.items, room - measured.home - TOP_GAP, measured.more + TOP_GAP, TOP_GAP)
      : items.length;
  return { row, count, measuring: !measured };
}

/** The install-to-corporate-chat button, for users with the `owntenant_edit` permission. */
function WecomTool({ session }: { session: SessionSnapshot }) {
  return usePermission(session, 'owntenant_edit') ? <WecomButton /> : null;
}

/** The tools of the top bar, by screen tier. Memoised: what the shell's other parts read leaves them be. */
export const HeaderTools = memo(function HeaderTools({
  tier,
  guest,
  session,
  onSearch,
}: {
  tier: number;
  guest: boolean;
  session: SessionSnapshot;
  onSearch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap" className={classes.tools}>
      <Tool label={t('shell.ui.search')} onClick={onSearch}>
        <IconSearch size={20} stroke={1.6} />
      </Tool>
      {tier >= 2 ? <ColourPicker /> : null}
      {tier >= 1 ? <ErrorLogButton /> : null}
      {tier >= 1 ? <LockButton /> : null}
      {tier >= 2 ? <ThemePicker /> : null}
      {guest ? null : <NoticePopover session={session} />}
      {tier >= 1 ? <WecomTool session={session} /> : null}
      <div className={classes.lang}>
        <LanguageSwitch />
      </div>
      {tier >= 2 ? <FullscreenButton /> : null}
      <UserMenu session={session} />
    </Group>
  );
});
