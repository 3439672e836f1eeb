import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AuthLayout.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The frame of the pages outside the shell: a brand panel on the left and a form card on the right. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <aside className={classes.brand}>
        <Group gap="sm">
          <ThemeIcon size={44} radius="md" variant="white">
            <IconBuildingCommunity size={26} />
          </ThemeIcon>
          <Text fw={700} fz="xl" c="white">
            {t('console.productShort')}
          </Text>
        </Group>
        <Stack gap="lg" maw={440}>
          <Title order={1} c="white" fz={34} lh={1.25}>
            {t('console.product')}
          </Title>
          <Text c="rgba(255,255,255,0.85)" lh={1.7}>
            {t('console.home.intro')}
          </Text>
          <List
            spacing="xs"
            c="white"
            icon={
              <ThemeIcon size={20} radius="xl" color="rgba(255,255,255,0.2)">
                <IconCheck size={13} />
              </ThemeIcon>
            }
          >
            <List.Item>{t('console.brand.tenants')}</List.Item>
            <List.Item>{t('console.brand.modules')}</List.Item>
            <List.Item>{t('console.brand.admin')}</List.Item>
          </List>
        </Stack>
        <Text fz="xs" c="rgba(255,255,255,0.6)">
          © nbxt
        </Text>
      </aside>
      <main className={classes.main}>
        <Box className={classes.lang}>
          <LanguageSwitch />
        </Box>
        <Paper className={classes.card} radius="lg" p={36} withBorder shadow="sm">
          <Stack gap={4} mb="xl">
            <Title order={2}>{title}</Title>
            {subtitle ? (
              <Text c="dimmed" fz="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Paper>
      </main>
    </div>
  );
}
