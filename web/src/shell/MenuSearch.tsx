import { Group, Kbd, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { MenuItem } from '@nbxt/core/nav/menu.ts';
import { searchMenu } from '@nbxt/core/nav/menu-search.ts';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Shell.module.css';

/**
 * Menu search (platform.md §2.4): pages whose name starts with the typed text, case-insensitive; arrows
 * move, Enter or a click opens the page, Esc closes.
 */
export function MenuSearch({
  opened,
  onClose,
  menu,
  onOpen,
}: {
  opened: boolean;
  onClose: () => void;
  menu: readonly MenuItem[];
  onOpen: (path: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [selected, setSelected] = useState(0);
  const hits = useMemo(() => searchMenu(menu, text, (title) => t(title)), [menu, text, t]);
  useEffect(() => {
    if (!opened) setText('');
  }, [opened]);

  const open = (path: string | undefined) => {
    if (!path) return;
    onClose();
    onOpen(path);
  };

  return (
    // The compound form: the name goes on the dialog itself (Modal would put it on its root, a plain div).
    <Modal.Root opened={opened} onClose={onClose} size="lg" padding={0} yOffset="12vh" radius="lg">
      <Modal.Overlay />
      <Modal.Content aria-label={t('shell.ui.search')}>
        <Modal.Body>
          <TextInput
            data-autofocus
            size="lg"
            variant="unstyled"
            px="md"
            leftSection={<IconSearch size={20} />}
            placeholder={t('shell.ui.searchPlaceholder')}
            aria-label={t('shell.ui.search')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setSelected(0);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setSelected((n) => Math.min(n + 1, hits.length - 1));
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                setSelected((n) => Math.max(n - 1, 0));
              } else if (event.key === 'Enter') {
                event.preventDefault();
                open(hits[selected]?.item.path);
              }
            }}
            className={classes.searchInput}
          />
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap={2} p="xs" role="listbox" aria-label={t('shell.ui.search')}>
              {hits.length === 0 ? (
                <Text c="dimmed" ta="center" py="lg" fz="sm">
                  {t('shell.ui.searchEmpty')}
                </Text>
              ) : (
                hits.map((hit, index) => (
                  <UnstyledButton
                    key={`${hit.item.id}-${hit.item.path}`}
                    role="option"
                    aria-selected={index === selected}
                    className={classes.searchHit}
                    data-selected={index === selected || undefined}
                    onMouseEnter={() => setSelected(index)}
                    onClick={() => open(hit.item.path)}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Stack gap={0}>
                        <Text fz="sm" fw={500}>
                          {hit.name}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {[...hit.trail, hit.item.path].join(' / ')}
                        </Text>
                      </Stack>
                      <IconChevronRight size={16} opacity={0.5} />
                    </Group>
                  </UnstyledButton>
                ))
              )}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end" gap={6} px="md" py={8} className={classes.searchFooter}>
            <Kbd size="xs">↵</Kbd>
            <Kbd size="xs">Esc</Kbd>
            <Text fz="xs" c="dimmed">
              {t('shell.ui.searchHint')}
            </Text>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
