import {
  ActionIcon,
  Button,
  Group,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import {
  addReply,
  clipReply,
  type QuickReplyTab,
  type QuickReplies as Replies,
  readReplies,
  removeReply,
  replyLength,
  replyProblem,
  sampleReplies,
} from '@nbxt/core/chat/quick-replies.ts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_KEY, store } from '../base/runtime.ts';
import { InvalidAnnouncement } from '../components/InvalidSubmit.tsx';
import { useLiveProblems } from '../kit/live-problems.ts';

const storageKey = (account: string) => `${PRODUCT_KEY}-chat-replies-${account}`;
const TABS: QuickReplyTab[] = ['quick', 'super'];

/** Quick and super replies (at most 200 characters each), kept per user in this browser. */
export function QuickReplies({ account, onUse }: { account: string; onUse: (text: string) => void }) {
  const { t } = useTranslation();
  const [replies, setReplies] = useState<Replies>(
    () => readReplies(store.get(storageKey(account))) ?? sampleReplies((key) => t(key)),
  );
  const [tab, setTab] = useState<QuickReplyTab>('quick');
  const [draft, setDraft] = useState('');
  // The new reply's message, from the first try to add on that of the box as it is now (the kit's rule).
  const live = useLiveProblems((text: string) => {
    const found = replyProblem(text);
    return found ? [{ field: 'draft', message: t(found) }] : [];
  }, draft);
  const save = (next: Replies) => {
    setReplies(next);
    store.set(storageKey(account), JSON.stringify(next));
  };
  const add = () => {
    if (live.attempt().length > 0) return;
    save(addReply(replies, tab, draft));
    setDraft('');
    live.reset();
  };
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as QuickReplyTab)}>
      <Tabs.List grow>
        {TABS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`chat.reply.tab.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((name) => (
        <Tabs.Panel key={name} value={name} pt="xs">
          <ScrollArea.Autosize mah={220}>
            <Stack gap={4} data-testid={`chat-replies-${name}`}>
              {replies[name].map((text, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same reply may be added twice; deleting goes by position
                <Group key={`${index}-${text}`} gap={4} wrap="nowrap" align="flex-start">
                  <UnstyledButton
                    onClick={() => onUse(text)}
                    title={t('chat.reply.use')}
                    style={{ flex: 1, minWidth: 0 }}
                  >
                    <Text size="sm" lineClamp={2}>
                      {text}
                    </Text>
                  </UnstyledButton>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('chat.reply.delete')}
                    onClick={() => save(removeReply(replies, name, index))}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Tabs.Panel>
      ))}
      <Stack gap={4} mt="xs" ref={live.ref}>
        <InvalidAnnouncement said={live.said} />
        <Textarea
          label={t('chat.reply.new')}
          value={draft}
          onChange={(event) => {
            // The box stops at 200 characters (typed or pasted); the counter shows how many are used.
            setDraft(clipReply(event.currentTarget.value));
          }}
          error={live.of('draft')}
          description={t('chat.reply.count', { count: replyLength(draft) })}
          autosize
          minRows={2}
          maxRows={4}
        />
        <Button size="xs" variant="light" onClick={add}>
          {t('chat.reply.add')}
        </Button>
      </Stack>
    </Tabs>
  );
}
