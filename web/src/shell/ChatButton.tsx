import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { chatMessages } from '@nbxt/core/i18n/messages/chat.ts';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addAreaMessages } from '../app/i18n.ts';

addAreaMessages(chatMessages);

const ChatOverlay = lazy(() =>
  import('../screens/groups/chat.tsx').then((m) => ({ default: m.ChatOverlay })),
);

/**
 * The chat's round floating button at the bottom right (business-modules.md §2), part of the shell; the
 * overlay comes with the chat's screen group on the first click.
 */
export default function ChatButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const label = t(opened ? 'chat.close' : 'chat.open');
  return (
    <>
      <Affix position={{ bottom: 24, right: 24 }} zIndex={400}>
        <Tooltip label={label} position="left">
          <ActionIcon
            size={52}
            radius="xl"
            variant="filled"
            aria-label={label}
            aria-pressed={opened}
            onClick={() => {
              setUsed(true);
              setOpened((o) => !o);
            }}
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            <IconMessageCircle size={26} />
          </ActionIcon>
        </Tooltip>
      </Affix>
      {used ? (
        <Suspense fallback={null}>
          <ChatOverlay opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
