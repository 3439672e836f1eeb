import {
  ActionIcon,
  Affix,
  getDefaultZIndex,
  Paper,
  SegmentedControl,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PhonePreview.module.css';

export interface PhonePreviewProps {
  /** The address the frame shows (editable in place). */
  address: string;
  /**
   * What the phone shows without an address (the form designer's current, unsaved definition): shown
   * first, with a switch to the address.
   */
  children?: ReactNode;
  /**
   * How far from the window's right edge the button floats: a page with a pane on its right (the
   * designer's properties) keeps the button over its own content, never over the pane.
   */
  right?: number;
}

/**
 * The floating phone-preview widget (platform.md §2.4): a round button that opens a mobile frame showing a
 * given address (editable in place), or what the page gives it. It floats above the shell's chat button,
 * which holds the corner, and under the drawers and dialogs, which it never covers.
 */
export function PhonePreview({ address: given, children, right = 24 }: PhonePreviewProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState(given);
  const [shown, setShown] = useState<'current' | 'link'>(children === undefined ? 'link' : 'current');
  const title = t('kit.phone.title');
  const live = children !== undefined && shown === 'current';
  return (
    <Affix position={{ bottom: 92, right }} zIndex={getDefaultZIndex('modal') - 1} className={classes.widget}>
      {open && (
        <Paper p="xs" mb="xs" shadow="md" withBorder>
          {children !== undefined && (
            <SegmentedControl
              size="xs"
              mb={6}
              fullWidth
              aria-label={t('kit.phone.shown')}
              value={shown}
              onChange={(value) => setShown(value as 'current' | 'link')}
              data={[
                { value: 'current', label: t('kit.phone.current') },
                { value: 'link', label: t('kit.phone.link') },
              ]}
            />
          )}
          {live ? null : (
            <TextInput
              size="xs"
              mb={6}
              aria-label={t('kit.phone.address')}
              value={address}
              onChange={(e) => setAddress(e.currentTarget.value)}
            />
          )}
          <div className={classes.frame}>
            {live ? (
              <section className={classes.screen} aria-label={title} data-phone-screen>
                {children}
              </section>
            ) : (
              <iframe title={title} src={address} />
            )}
          </div>
        </Paper>
      )}
      <Tooltip label={title} position="left">
        <ActionIcon
          size="xl"
          radius="xl"
          aria-label={title}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className={classes.toggle}
        >
          <IconDeviceMobile size={22} />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
