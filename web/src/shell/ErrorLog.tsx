import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { badgeLabel } from '@nbxt/core/nav/error-log.ts';
import { IconBug } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorLogs } from '../base/error-log.ts';
import { lazyPart } from '../base/lazy.tsx';
import { useOpenedOnce } from '../components/on-demand.tsx';
import classes from './Shell.module.css';

const ErrorLogDialog = lazyPart(() =>
  import('./on-first-use.ts').then((m) => ({ default: m.ErrorLogDialog })),
);

/**
 * The error-log button (platform.md §2.4, §8): a badge with the count (at most 99); the dialog loads when
 * first opened.
 */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const logs = useErrorLogs();
  const [opened, setOpened] = useState(false);
  const shown = useOpenedOnce(opened);
  return (
    <>
      <Tooltip label={t('shell.ui.errorLog')}>
        <Indicator
          label={badgeLabel(logs.length)}
          size={16}
          color="red"
          disabled={logs.length === 0}
          offset={4}
          className={classes.indicator}
        >
          <ActionIcon
            variant="subtle"
            size="lg"
            className={classes.tool}
            aria-label={t('shell.ui.errorLog')}
            onClick={() => setOpened(true)}
          >
            <IconBug size={20} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {shown ? (
        <Suspense fallback={null}>
          <ErrorLogDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
