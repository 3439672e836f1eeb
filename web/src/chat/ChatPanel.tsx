import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Modal,
  NavLink,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { ChatEntry, ChatStatus } from '@nbxt/core/chat/client.ts';
import { historyByPeer } from '@nbxt/core/chat/history.ts';
import type { ChatAttachment } from '@nbxt/core/chat/messages.ts';
import { type ChatUnread, unreadBadge } from '@nbxt/core/chat/unread.ts';
import { CHAT_ONLINE_USERS_PAGE, chatStaff } from '@nbxt/core/modules/chat.ts';
import { shownTime } from '@nbxt/core/resources/date-format.ts';
import { IconDownload, IconFile, IconHistory, IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../base/errors.ts';
import { useOperation } from '../kit/hooks.ts';
import { usePutFile } from '../kit/upload.ts';
import { clearChatNotices } from './ChatWatch.tsx';
import { QuickReplies } from './QuickReplies.tsx';
import { useChat, useChatUnread, useChatView } from './use-chat.ts';

export interface OnlineUser {
  account: string;
  name: string;
}

/** A user of the online list, from its row. */
const onlineUser = (row: Record<string, unknown>): OnlineUser => ({
  account: String(row['account'] ?? ''),
  name: String(row['name'] ?? ''),
});

const STATUS_COLOUR: Record<ChatStatus, string> = {
  connecting: 'gray',
  connected: 'green',
  reconnecting: 'orange',
  stopped: 'red',
};

/**
 * The chat box, the online users and the quick replies (business-modules.md §2 Customer-service chat
 * widget). `initialPeer` opens on that user's conversation (a new-message notice's).
 */
export function ChatPanel({ height, initialPeer }: { height: string; initialPeer?: OnlineUser | undefined }) {
  const { t } = useTranslation();
  const { chat, unread, snapshot, account } = useChat();
  // Read once per opening (staleTime 0: never a list cached from an earlier opening), then every 15 s.
  const online = useOperation(
    chatStaff,
    'outList',
    { ...CHAT_ONLINE_USERS_PAGE },
    { refetchInterval: 15_000, staleTime: 0 },
  );
  const { refetch } = online;
  // Someone came online or left, or the connection came back after a drop (notices may have been
  // missed): the list is read again. Not on opening: the query above reads it then.
  const seen = useRef({ presence: snapshot.presence, dropped: false });
  useEffect(() => {
    const before = seen.current;
    const connected = snapshot.status === 'connected';
    seen.current = {
      presence: snapshot.presence,
      dropped: snapshot.status === 'reconnecting' || (before.dropped && !connected),
    };
    if (connected && (snapshot.presence !== before.presence || before.dropped)) void refetch();
  }, [snapshot.presence, snapshot.status, refetch]);
  const users = (online.data?.records ?? []).map(onlineUser);
  const [peer, setPeer] = useState<OnlineUser | undefined>(initialPeer);
  const [text, setText] = useState('');
  const [history, setHistory] = useState(false);
  // The conversation shown is read as it grows; the others count their unread messages.
  useChatView(unread, peer?.account);
  useEffect(() => clearChatNotices(), []);
  const { byPeer } = useChatUnread();
  const conversation = snapshot.entries.filter((e) => e.peer === peer?.account);
  const send = (value: string) => {
    if (peer && chat?.send(value, peer.account)) setText('');
  };
  const putFile = usePutFile();
  const [uploading, setUploading] = useState<ChatAttachment['kind']>();
  const [uploadError, setUploadError] = useState<string>();
  // The file goes to storage first (put-file); the message carries its link.
  const attach = async (file: File | null, kind: ChatAttachment['kind']) => {
    if (!file || !peer || !chat) return;
    const to = peer.account;
    setUploading(kind);
    setUploadError(undefined);
    try {
      chat.sendAttachment({ kind, name: file.name, link: await putFile(file) }, to);
    } catch (error) {
      setUploadError(t('chat.uploadFailed', { reason: errorText(error, t) ?? String(error) }));
    } finally {
      setUploading(undefined);
    }
  };

  return (
    <Group align="stretch" gap="md" wrap="nowrap" h={height} data-testid="chat-panel">
      <Paper withBorder p="sm" style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Group justify="space-between" mb="xs">
          <Title order={4}>{peer ? t('chat.with', { name: peer.name }) : t('chat.title')}</Title>
          <Badge color={STATUS_COLOUR[snapshot.status]} variant="light" data-testid="chat-status">
            {t(`chat.status.${snapshot.status}`, { attempt: snapshot.attempts + 1 })}
          </Badge>
        </Group>
        <ScrollArea style={{ flex: 1 }} type="auto">
          <Stack gap="xs" p="xs" data-testid="chat-messages">
            {peer ? null : (
              <Text c="dimmed" ta="center" mt="xl">
                {t('chat.pick')}
              </Text>
            )}
            {conversation.map((entry) => (
              <Bubble key={entry.id} entry={entry} onRetry={() => chat?.retry(entry.id)} />
            ))}
          </Stack>
        </ScrollArea>
        <Group gap={4} mt="xs" aria-label={t('chat.tools')}>
          <FileButton onChange={(file) => attach(file, 'file')} disabled={!peer || !!uploading}>
            {(props) => (
              <Tooltip label={t('chat.tool.file')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('chat.tool.file')}
                  loading={uploading === 'file'}
                  {...props}
                >
                  <IconFile size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <FileButton
            onChange={(file) => attach(file, 'image')}
            accept="image/*"
            disabled={!peer || !!uploading}
          >
            {(props) => (
              <Tooltip label={t('chat.tool.image')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('chat.tool.image')}
                  loading={uploading === 'image'}
                  {...props}
                >
                  <IconPhoto size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <Tooltip label={t('chat.tool.history')}>
            <ActionIcon variant="subtle" aria-label={t('chat.tool.history')} onClick={() => setHistory(true)}>
              <IconHistory size={18} />
            </ActionIcon>
          </Tooltip>
          {uploadError ? (
            <Text size="xs" c="red" role="alert">
              {uploadError}
            </Text>
          ) : null}
        </Group>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            aria-label={t('chat.input')}
            placeholder={t('chat.input')}
            value={text}
            disabled={!peer}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send(text);
              }
            }}
            autosize
            minRows={2}
            maxRows={5}
          />
          <Button onClick={() => send(text)} disabled={!peer}>
            {t('chat.send')}
          </Button>
        </Group>
      </Paper>
      <Stack w={300} gap="md" style={{ flexShrink: 0 }}>
        <Paper withBorder p="sm">
          <Text fw={600} mb="xs">
            {t('chat.online')}
          </Text>
          <ScrollArea.Autosize mah={220}>
            <Box data-testid="chat-online">
              {users.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('chat.online.none')}
                </Text>
              ) : (
                users.map((user) => {
                  const count = byPeer[user.account] ?? 0;
                  return (
                    <NavLink
                      key={user.account}
                      label={user.name}
                      description={user.account}
                      active={peer?.account === user.account}
                      onClick={() => setPeer(user)}
                      data-testid="chat-peer"
                      rightSection={
                        count > 0 ? (
                          <>
                            <Badge size="sm" color="red" aria-hidden data-testid="chat-peer-unread">
                              {unreadBadge(count)}
                            </Badge>
                            <VisuallyHidden>{t('chat.unread', { count })}</VisuallyHidden>
                          </>
                        ) : null
                      }
                    />
                  );
                })
              )}
            </Box>
          </ScrollArea.Autosize>
        </Paper>
        <Paper withBorder p="sm">
          <Text fw={600} mb="xs">
            {t('chat.replies')}
          </Text>
          {account ? <QuickReplies account={account} onUse={setText} /> : null}
        </Paper>
      </Stack>
      <Modal
        opened={history}
        onClose={() => setHistory(false)}
        title={t('chat.tool.history')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('chat.history.close') }}
      >
        <History
          entries={snapshot.entries}
          current={peer?.account}
          onRetry={(id) => chat?.retry(id)}
          unread={unread}
        />
      </Modal>
    </Group>
  );
}

/** The history tool: this session's conversation, one peer at a time (the chat's peer first shown). */
function History({
  entries,
  current,
  onRetry,
  unread,
}: {
  entries: readonly ChatEntry[];
  current: string | undefined;
  onRetry: (id: string) => void;
  unread: ChatUnread | undefined;
}) {
  const { t } = useTranslation();
  const peers = historyByPeer(entries);
  const [picked, setPicked] = useState(current);
  const shown = peers.find((p) => p.peer === picked) ?? peers[0];
  // A conversation read here is read (a sender no longer online is reached only here).
  useChatView(unread, shown?.peer);
  if (!shown) return <Text c="dimmed">{t('chat.history.empty')}</Text>;
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" data-testid="chat-history">
      <Stack w={200} gap={0} style={{ flexShrink: 0 }} aria-label={t('chat.history.peers')}>
        {peers.map((p) => (
          <NavLink
            key={p.peer}
            label={p.name}
            description={t('chat.history.count', { count: p.entries.length })}
            active={p.peer === shown.peer}
            onClick={() => setPicked(p.peer)}
          />
        ))}
      </Stack>
      <ScrollArea.Autosize mah="70dvh" style={{ flex: 1, minWidth: 0 }}>
        <Stack gap="xs" data-testid="chat-history-messages">
          {shown.entries.map((entry) => (
            <Bubble key={entry.id} entry={entry} onRetry={() => onRetry(entry.id)} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Group>
  );
}

const STATE_COLOUR = { queued: 'orange', sending: 'gray', unsent: 'red' } as const;

/** One message: own ones on the right, with their state until the broker has them. */
function Bubble({ entry, onRetry }: { entry: ChatEntry; onRetry: () => void }) {
  const { t } = useTranslation();
  const pending = entry.state && entry.state !== 'sent' ? entry.state : undefined;
  return (
    <Stack
      gap={2}
      align={entry.mine ? 'flex-end' : 'flex-start'}
      data-testid="chat-message"
      data-state={entry.state}
    >
      <Text size="xs" c="dimmed">
        {entry.name} · {shownTime(entry.date)}
      </Text>
      <Paper
        px="sm"
        py={6}
        radius="md"
        bg={entry.mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
        maw="75%"
      >
        <MessageBody entry={entry} />
      </Paper>
      {pending ? (
        <Group gap={4}>
          <Badge size="xs" color={STATE_COLOUR[pending]} variant="light">
            {t(`chat.state.${pending}`)}
          </Badge>
          {pending === 'unsent' ? (
            <Button size="compact-xs" variant="subtle" onClick={onRetry}>
              {t('chat.retry')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

/** The text, an image (opens full size), or a file's download link. */
function MessageBody({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation();
  if (entry.img)
    return (
      <Anchor href={entry.img} target="_blank" rel="noopener" display="block">
        <img
          src={entry.img}
          alt={entry.text}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 4 }}
        />
      </Anchor>
    );
  if (entry.file)
    return (
      <Anchor
        href={entry.file}
        download={entry.text}
        size="sm"
        aria-label={t('chat.download', { name: entry.text })}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, wordBreak: 'break-all' }}
      >
        <IconDownload size={16} />
        {entry.text}
      </Anchor>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {entry.text}
    </Text>
  );
}
