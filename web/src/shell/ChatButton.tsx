import { ActionIcon, Affix, Indicator, Tooltip } from '@mantine/core';
import { unreadBadge } from '@nbxt/core/chat/unread.ts';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ChatOverlay = lazy(() =>
  import('../screens/groups/chat.tsx').then((m) => ({ default: m.ChatOverlay })),
);
// The connection, the unread count and the new-message notices: small, loaded with the shell's second pass.
const ChatWatch = lazy(() => import('../chat/ChatWatch.tsx'));

interface Peer {
  account: string;
  name: string;
}

/**
 * The chat's round floating button at the bottom right (business-modules.md §2), part of the shell, with
 * the count of unread messages; the overlay comes with the chat's screen group on the first click (or
 * on a new-message notice's 查看, on that conversation).
 */
export default function ChatButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const [unread, setUnread] = useState(0);
  const [peer, setPeer] = useState<Peer>();
  const open = useCallback((to: Peer) => {
    setPeer(to);
    setUsed(true);
    setOpened(true);
  }, []);
  const label = opened
    ? t('chat.close')
    : unread > 0
      ? t('chat.open.unread', { count: unread })
      : t('chat.open');
  return (
    <>
      <Affix position={{ bottom: 24, right: 24 }} zIndex={400}>
        <Tooltip label={label} position="left">
          <Indicator
            label={unreadBadge(unread)}
            disabled={unread === 0 || opened}
            size={20}
            color="red"
            offset={6}
            // The count is in the button's name; the dot only shows it.
            attributes={{ indicator: { 'aria-hidden': true, 'data-testid': 'chat-unread' } }}
          >
            <ActionIcon
              size={52}
              radius="xl"
              variant="filled"
              aria-label={label}
              aria-pressed={opened}
              data-testid="chat-button"
              onClick={() => {
                setUsed(true);
                setPeer(undefined);
                setOpened((o) => !o);
              }}
              style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            >
              <IconMessageCircle size={26} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Affix>
      <Suspense fallback={null}>
        <ChatWatch onUnread={setUnread} onOpen={open} />
      </Suspense>
      {used ? (
        <Suspense fallback={null}>
          <ChatOverlay opened={opened} onClose={() => setOpened(false)} peer={peer} />
        </Suspense>
      ) : null}
    </>
  );
}
