import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import './deferred.css';
import { useTranslation } from 'react-i18next';
import { installEscapeLayers } from '../base/escape-layers.ts';

/**
 * Notifications and the modal host. Both are driven by events/stores (`notifications.show`,
 * `modals.openConfirmModal`), so they work from this sibling of the pages. The shell renders them with
 * its pages, in the same pass (the host must listen before a page can open a modal), and the public pages
 * but sign-in with theirs (Routed.tsx): the sign-in page does not pay for them.
 */
export default function Overlays() {
  const { t } = useTranslation();
  // The console's entry installs it first; a page rendered without the entry (tests) here.
  useEffect(() => installEscapeLayers(window), []);
  return (
    <>
      <Notifications position="top-right" autoClose={3000} limit={4} />
      <ModalsProvider labels={{ confirm: t('common.ok'), cancel: t('common.cancel') }}>{null}</ModalsProvider>
    </>
  );
}
