import { NavLink, Skeleton, Stack } from '@mantine/core';
import { type MenuItem, menuTrail } from '@nbxt/core/nav/menu.ts';
import { IconHome, IconLayoutGrid, IconPoint } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import classes from './Shell.module.css';

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
    const icon =
      depth === 0 ? <IconLayoutGrid size={18} stroke={1.6} /> : <IconPoint size={14} stroke={1.6} />;
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

/** The sidebar: home, then the user's menu (or the chosen top menu's part of it). Memoised like the pages. */
export const Sidebar = memo(function Sidebar({
  items,
  pending,
  here,
}: {
  items: readonly MenuItem[];
  pending: boolean;
  here: string;
}) {
  const { t } = useTranslation();
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
