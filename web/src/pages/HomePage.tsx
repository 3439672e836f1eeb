import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type MenuItem, menuRoutes } from '@nbxt/core/nav/menu.ts';
import { entryIcon } from '@nbxt/core/nav/menu-icons.ts';
import { SCREEN_ROUTES } from '@nbxt/core/nav/route-table.ts';
import type { RouteMeta } from '@nbxt/core/nav/routes.ts';
import { mostUsed, readVisits } from '@nbxt/core/nav/visits.ts';
import { IconArrowRight, IconBuildingCommunity, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useMenu } from '../base/menu.ts';
import { visitStore } from '../base/runtime.ts';
import { isGuestSession, sessionOwner, useSession } from '../base/session.ts';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { MENU_ICONS } from '../components/menu-icons.tsx';

/** How many shortcuts the welcome page offers. */
const SHORTCUTS = 9;

/** /home (also /payslip and /dbh): a welcome with the user's shortcuts, or a way to sign in. */
export default function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const owner = sessionOwner(session);
  const menu = useMenu(owner);
  if (!session.signedIn) return <SignedOutHome />;
  const user = session.state?.user;
  const name = user?.nickName || user?.realName || user?.userName || user?.account || '';
  // A guest may only register: no shortcut to pages it cannot use. The user's most used pages of the menu
  // (counted on this device), then the menu's first ones.
  const shortcuts = isGuestSession(session)
    ? []
    : menu.data && menu.data.length > 0
      ? mostUsed(menuRoutes(menu.data), readVisits(visitStore, owner), SHORTCUTS)
      : SCREEN_ROUTES.slice(0, SHORTCUTS);
  return (
    <Stack gap="lg">
      <Card radius="lg" p="xl" withBorder>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={6}>
            <Title order={2}>{t('console.home.welcome', { name })}</Title>
            <Text c="dimmed" maw={640}>
              {t('console.home.intro')}
            </Text>
            <Group gap="xs" mt="xs">
              <Badge variant="light" tt="none">
                {t('console.home.tenant')} · {session.state?.tenantId}
              </Badge>
              {user?.account ? (
                <Badge variant="light" tt="none" color="teal">
                  {t('console.home.account')} · {user.account}
                </Badge>
              ) : null}
              {user?.roleName ? (
                <Badge variant="light" tt="none" color="grape">
                  {t('console.home.role')} · {user.roleName}
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <ThemeIcon size={84} radius="xl" variant="light" visibleFrom="sm">
            <IconBuildingCommunity size={48} />
          </ThemeIcon>
        </Group>
      </Card>
      {shortcuts.length > 0 ? <Title order={4}>{t('console.home.shortcuts')}</Title> : null}
      <Shortcuts routes={shortcuts} menu={menu.data ?? NO_MENU} />
    </Stack>
  );
}

/**
 * The welcome page's shortcuts: a card per page, named for people (the address is the link's, never
 * printed: a wire detail), with its menu entry's icon (core's entryIcon).
 */
export function Shortcuts({ routes, menu }: { routes: readonly RouteMeta[]; menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {routes.map((route) => {
        const icon = entryIcon(menu, route.path);
        const Drawn = MENU_ICONS[icon];
        return (
          <Card
            key={route.path}
            component={Link}
            href={route.path}
            radius="md"
            withBorder
            padding="lg"
            style={{ textDecoration: 'none' }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={38} radius="md">
                  <Drawn size={20} aria-hidden data-icon={icon} />
                </ThemeIcon>
                <Text fw={600}>{t(route.title)}</Text>
              </Group>
              <IconArrowRight size={18} color="var(--mantine-color-dimmed)" />
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

const NO_MENU: MenuItem[] = [];

function SignedOutHome() {
  const { t } = useTranslation();
  return (
    <Stack mih="100vh" justify="center" align="center" gap="lg" p="xl">
      <Group pos="absolute" top={20} right={24}>
        <LanguageSwitch />
      </Group>
      <ThemeIcon size={72} radius="xl" variant="light">
        <IconBuildingCommunity size={42} />
      </ThemeIcon>
      <Title order={1} ta="center">
        {t('console.product')}
      </Title>
      <Text c="dimmed" ta="center" maw={560}>
        {t('console.home.intro')}
      </Text>
      <Button component={Link} href="/login" size="md" leftSection={<IconLogin2 size={18} />}>
        {t('console.home.signIn')}
      </Button>
    </Stack>
  );
}
