import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { overlaysDidMount } from './overlays.ts';

/**
 * Notifications and the modal host. Both are driven by events/stores (`notifications.show`,
 * `modals.openConfirmModal`), so they work from this sibling of the pages; loaded lazily so that the
 * sign-in page does not pay for them.
 */
export default function Overlays() {
  const { t } = useTranslation();
  useEffect(overlaysDidMount, []);
  return (
    <>
      <Notifications position="top-right" autoClose={3000} limit={4} />
      <ModalsProvider labels={{ confirm: t('common.ok'), cancel: t('common.cancel') }}>{null}</ModalsProvider>
    </>
  );
}
