import { Indicator, Popover, ScrollArea, Tabs, Text } from '@mantine/core';
import { shownTime } from '@nbxt/core/resources/date-format.ts';
import { IconBell, IconMail, IconMessage, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type SessionSnapshot, sessionOwner } from '../base/session.ts';
import { OnDemand } from '../components/on-demand.tsx';
import { useNotices } from './data.ts';
import classes from './Shell.module.css';
import { Tool } from './ToolButton.tsx';

/** The notice popover: tabs mail, message and notice; 350 wide, a 300-high scroll area. */
export function NoticePopover({ session }: { session: SessionSnapshot }) {
  const { t } = useTranslation();
  const notices = useNotices(sessionOwner(session), true);
  const count = notices.data?.length ?? 0;
  const empty = (
    <Text c="dimmed" ta="center" pt={110} fz="sm">
      {t('shell.ui.notice.empty')}
    </Text>
  );
  return (
    <OnDemand
      trigger={(open, { opened, setOpened }) => (
        <Indicator
          color="orange"
          label={count > 99 ? '99+' : count}
          size={16}
          disabled={count === 0}
          offset={4}
          className={classes.indicator}
        >
          <Tool label={t('shell.ui.notice')} popup="dialog" onClick={open ?? (() => setOpened(!opened))}>
            <IconBell size={20} stroke={1.6} />
          </Tool>
        </Indicator>
      )}
      render={(target, { opened, setOpened }) => (
        <Popover
          width={350}
          position="bottom-end"
          shadow="md"
          opened={opened}
          onChange={setOpened}
          trapFocus
          returnFocus
          withArrow
          // The bell inside the badge says it opens a dialog; the badge around it is no control.
          withRoles={false}
        >
          <Popover.Target>{target}</Popover.Target>
          <Popover.Dropdown
            p={0}
            data-testid="notice-popover"
            role="dialog"
            aria-label={t('shell.ui.notice')}
          >
            <Tabs defaultValue="notice">
              <Tabs.List grow>
                <Tabs.Tab value="mail" leftSection={<IconMail size={14} />}>
                  {t('shell.ui.notice.mail')}
                </Tabs.Tab>
                <Tabs.Tab value="message" leftSection={<IconMessage size={14} />}>
                  {t('shell.ui.notice.message')}
                </Tabs.Tab>
                <Tabs.Tab value="notice" leftSection={<IconSpeakerphone size={14} />}>
                  {t('shell.ui.notice.notice')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="mail">
                <ScrollArea h={300}>{empty}</ScrollArea>
              </Tabs.Panel>
              <Tabs.Panel value="message">
                <ScrollArea h={300}>{empty}</ScrollArea>
              </Tabs.Panel>
              <Tabs.Panel value="notice">
                <ScrollArea h={300} type="auto">
                  {count === 0
                    ? empty
                    : notices.data!.map((notice) => (
                        <div key={notice.id} className={classes.noticeItem}>
                          <Text fz="sm" fw={500} lineClamp={1}>
                            {notice.title}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {shownTime(notice.releaseTime)}
                          </Text>
                        </div>
                      ))}
                </ScrollArea>
              </Tabs.Panel>
            </Tabs>
          </Popover.Dropdown>
        </Popover>
      )}
    />
  );
}
