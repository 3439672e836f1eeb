import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ArrivalNotice, arrivalText } from '@nbxt/core/chat/unread.ts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlineUser } from './ChatPanel.tsx';
import { useChatUnread } from './use-chat.ts';

/** The notice shown per sender. */
const shown = new Map<string, string>();

/** A chat panel came on screen: the notices it answers go (they would cover it). */
export function clearChatNotices(): void {
  for (const id of shown.values()) notifications.hide(id);
  shown.clear();
}

/**
 * The chat's awareness in the shell: connects the signed-in user's chat, reports the unread total to the
 * floating button, and announces messages arriving while no chat panel is on screen (a notice naming the
 * sender, with a button opening that conversation).
 */
export default function ChatWatch({
  onUnread,
  onOpen,
}: {
  onUnread: (total: number) => void;
  onOpen: (peer: OnlineUser) => void;
}) {
  const { t } = useTranslation();
  const announce = useCallback(
    (notices: ArrivalNotice[]) => {
      for (const notice of notices) {
        const id = `chat-${notice.peer}-${notice.last.id}`;
        const { key, params } = arrivalText(notice);
        const open = () => {
          notifications.hide(id);
          onOpen({ account: notice.peer, name: notice.name });
        };
        // One notice per sender: a newer message replaces the one shown.
        const before = shown.get(notice.peer);
        if (before) notifications.hide(before);
        shown.set(notice.peer, id);
        notifications.show({
          id,
          title: t('chat.notice.title', { name: notice.name }),
          autoClose: 8000,
          message: (
            <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="chat-notice">
              <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                {t(key, params)}
              </Text>
              <Button size="compact-xs" variant="light" onClick={open}>
                {t('chat.notice.open')}
              </Button>
            </Group>
          ),
        });
      }
    },
    [t, onOpen],
  );
  const { total } = useChatUnread(announce);
  useEffect(() => onUnread(total), [onUnread, total]);
  return null;
}
