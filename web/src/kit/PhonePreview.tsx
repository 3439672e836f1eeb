import { ActionIcon, Affix, Paper, TextInput, Tooltip } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PhonePreview.module.css';

/**
 * The floating phone-preview widget (platform.md §2.4): a round button that opens a mobile frame showing a
 * given address (editable in place). It floats above the shell's chat button, which holds the corner.
 */
export function PhonePreview({ address: given }: { address: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState(given);
  const title = t('kit.phone.title');
  return (
    <Affix position={{ bottom: 92, right: 24 }} zIndex={300} className={classes.widget}>
      {open && (
        <Paper p="xs" mb="xs" shadow="md" withBorder>
          <TextInput
            size="xs"
            mb={6}
            aria-label={t('kit.phone.address')}
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
          />
          <div className={classes.frame}>
            <iframe title={title} src={address} />
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
