import { Menu, NavLink, Skeleton, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { type MenuItem, menuTrail } from '@nbxt/core/nav/menu.ts';
import { menuIcon } from '@nbxt/core/nav/menu-icons.ts';
import { IconHome, IconPoint } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MENU_ICONS } from '../components/menu-icons.tsx';
import classes from './Shell.module.css';

/** A menu entry's icon (its source's, else the generic one). */
function EntryIcon({ item, size }: { item: MenuItem; size: number }) {
  const Drawn = MENU_ICONS[menuIcon(item.icon)];
  return <Drawn size={size} stroke={1.6} aria-hidden data-icon={menuIcon(item.icon)} />;
}

function MenuTree({
  items,
  here,
  open,
  depth,
}: {
  items: readonly MenuItem[];
  here: string;
  open: string[];
  depth: number;
}) {
  const { t } = useTranslation();
  return items.map((item) => {
    const label = t(item.title);
    const icon = depth === 0 ? <EntryIcon item={item} size={18} /> : <IconPoint size={14} stroke={1.6} />;
    if (item.children.length > 0)
      return (
        <NavLink
          key={item.id}
          label={label}
          leftSection={icon}
          defaultOpened={open.includes(item.id) || depth === 0}
          // Mantine would keep a collapsed group's items in a hidden <Activity>, which React renders after
          // the rest: they would change language a moment late. Unmounted, they render when opened.
          keepMounted={false}
          childrenOffset={20}
          className={classes.link}
        >
          <MenuTree items={item.children} here={here} open={open} depth={depth + 1} />
        </NavLink>
      );
    // External addresses, and entries with a target (platform.md: a target opens a new window).
    if (!item.path.startsWith('/') || item.target)
      return (
        <NavLink
          key={item.id}
          component="a"
          href={item.path}
          target={item.target ?? '_blank'}
          rel="noreferrer"
          label={label}
          leftSection={icon}
          className={classes.link}
        />
      );
    return (
      <NavLink
        key={item.id}
        component={Link}
        href={item.path}
        label={label}
        active={item.path === here}
        leftSection={icon}
        className={classes.link}
      />
    );
  });
}

/** The pages under a menu item, in menu order (a group's own groups flattened). */
function leaves(item: MenuItem): MenuItem[] {
  return item.children.length === 0 ? [item] : item.children.flatMap(leaves);
}

/** A page link of the rail's menus: a page of the console, or an address opening in a new window. */
function RailMenuItem({ item, here }: { item: MenuItem; here: string }) {
  const { t } = useTranslation();
  const external = !item.path.startsWith('/') || item.target;
  return external ? (
    <Menu.Item component="a" href={item.path} target={item.target ?? '_blank'} rel="noreferrer">
      {t(item.title)}
    </Menu.Item>
  ) : (
    <Menu.Item
      component={Link}
      href={item.path}
      aria-current={item.path === here ? 'page' : undefined}
      fw={item.path === here ? 600 : undefined}
    >
      {t(item.title)}
    </Menu.Item>
  );
}

/**
 * The collapsed sidebar: an icon rail. Each entry is named (its tooltip and accessible name); a group
 * opens a menu of its pages beside the rail, a page opens at once.
 */
function Rail({ items, here }: { items: readonly MenuItem[]; here: string }) {
  const { t } = useTranslation();
  const trail = menuTrail(items, here);
  return (
    <Stack gap={4} align="center" data-testid="sidebar-rail">
      <Tooltip label={t('console.shell.home')} position="right">
        <UnstyledButton
          component={Link}
          href="/home"
          aria-label={t('console.shell.home')}
          aria-current={here === '/home' ? 'page' : undefined}
          data-active={here === '/home' || undefined}
          className={classes.railItem}
        >
          <IconHome size={20} stroke={1.6} />
        </UnstyledButton>
      </Tooltip>
      {items.map((item) => {
        const label = t(item.title);
        const active = trail.includes(item.id) || item.path === here || undefined;
        if (item.children.length === 0)
          return (
            <Tooltip key={item.id} label={label} position="right">
              {item.path.startsWith('/') && !item.target ? (
                <UnstyledButton
                  component={Link}
                  href={item.path}
                  aria-label={label}
                  aria-current={item.path === here ? 'page' : undefined}
                  data-active={active}
                  className={classes.railItem}
                >
                  <EntryIcon item={item} size={20} />
                </UnstyledButton>
              ) : (
                <UnstyledButton
                  component="a"
                  href={item.path}
                  target={item.target ?? '_blank'}
                  rel="noreferrer"
                  aria-label={label}
                  className={classes.railItem}
                >
                  <EntryIcon item={item} size={20} />
                </UnstyledButton>
              )}
            </Tooltip>
          );
        return (
          <Menu key={item.id} position="right-start" offset={10} withinPortal>
            <Tooltip label={label} position="right">
              <Menu.Target>
                <UnstyledButton aria-label={label} data-active={active} className={classes.railItem}>
                  <EntryIcon item={item} size={20} />
                </UnstyledButton>
              </Menu.Target>
            </Tooltip>
            <Menu.Dropdown aria-label={label} mah="70vh" style={{ overflowY: 'auto' }}>
              <Menu.Label>{label}</Menu.Label>
              {leaves(item).map((leaf) => (
                <RailMenuItem key={leaf.id} item={leaf} here={here} />
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Stack>
  );
}

/**
 * The sidebar: home, then the user's menu (or the chosen top menu's part of it); collapsed (`rail`), an
 * icon rail with tooltips. Memoised like the pages.
 */
export const Sidebar = memo(function Sidebar({
  items,
  pending,
  here,
  rail = false,
}: {
  items: readonly MenuItem[];
  pending: boolean;
  here: string;
  rail?: boolean;
}) {
  const { t } = useTranslation();
  if (rail && !pending) return <Rail items={items} here={here} />;
  return (
    <div>
      <NavLink
        component={Link}
        href="/home"
        label={t('console.shell.home')}
        active={here === '/home'}
        leftSection={<IconHome size={18} stroke={1.6} />}
        className={classes.link}
      />
      {pending ? (
        <Stack gap="xs" mt="xs">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={32} radius="sm" />
          ))}
        </Stack>
      ) : (
        <MenuTree items={items} here={here} open={menuTrail(items, here)} depth={0} />
      )}
    </div>
  );
});
