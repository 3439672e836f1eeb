import { Group, Loader, Modal, Paper, Popover, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { THEMES } from '@nbxt/core/nav/themes.ts';
import { IconCheck, IconPalette, IconShirt } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../base/lazy.tsx';
import { setThemeName, useLook } from '../base/look.ts';
import { OnDemand, useOpenedOnce } from '../components/on-demand.tsx';
import classes from './Shell.module.css';
import { Tool } from './ToolButton.tsx';

const ColourPanel = lazyPart(() => import('./on-first-use.ts').then((m) => ({ default: m.ColourPanel })));

/**
 * The theme colour picker (default #409EFF): the primary palette of every widget follows it. The picker
 * loads when first opened.
 */
export function ColourPicker() {
  const { t } = useTranslation();
  return (
    <OnDemand
      trigger={(open, { opened, setOpened }) => (
        <Tool label={t('shell.ui.colour')} popup="dialog" onClick={open ?? (() => setOpened(!opened))}>
          <IconPalette size={20} stroke={1.6} />
        </Tool>
      )}
      render={(target, { opened, setOpened }) => (
        <Popover
          opened={opened}
          onChange={setOpened}
          trapFocus
          returnFocus
          position="bottom-end"
          shadow="md"
          width={240}
          withArrow
        >
          <Popover.Target>{target}</Popover.Target>
          <Popover.Dropdown>
            <Suspense fallback={<Loader size="sm" mx="auto" display="block" />}>
              <ColourPanel />
            </Suspense>
          </Popover.Dropdown>
        </Popover>
      )}
    />
  );
}

/** The theme picker: the eleven named themes with a preview of their chrome. */
export function ThemePicker() {
  const { t } = useTranslation();
  const { theme: current, colour } = useLook();
  const [opened, setOpened] = useState(false);
  const shown = useOpenedOnce(opened);
  const paint = (value: string) =>
    value === 'primary' ? colour : value === 'primary-light' ? `${colour}22` : value || colour;
  return (
    <>
      <Tool label={t('shell.ui.theme')} onClick={() => setOpened(true)}>
        <IconShirt size={20} stroke={1.6} />
      </Tool>
      {shown ? (
        <Modal opened={opened} onClose={() => setOpened(false)} title={t('shell.ui.themePick')} size="xl">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
            {THEMES.map((theme) => {
              const active = theme.name === current.name;
              return (
                <UnstyledButton
                  key={theme.name}
                  aria-label={t(theme.label)}
                  aria-pressed={active}
                  className={classes.themeCard}
                  data-active={active || undefined}
                  onClick={() => setThemeName(theme.name)}
                >
                  <Paper radius={theme.radius} withBorder className={classes.themePreview} bg={theme.page}>
                    <div
                      className={classes.previewHeader}
                      style={{ background: theme.primaryHeader ? colour : theme.header.bg }}
                    />
                    <div className={classes.previewBody}>
                      <div className={classes.previewNav} style={{ background: theme.navbar.bg }}>
                        <div
                          className={classes.previewActive}
                          style={{ background: paint(theme.navbar.activeBg) }}
                        />
                      </div>
                    </div>
                  </Paper>
                  <Group justify="center" gap={4} mt={6}>
                    {active ? <IconCheck size={14} color="var(--mantine-primary-color-filled)" /> : null}
                    <Text fz="sm" fw={active ? 600 : 400}>
                      {t(theme.label)}
                    </Text>
                  </Group>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Modal>
      ) : null}
    </>
  );
}
