import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from './ChatPanel.tsx';

/** The full-screen overlay the floating button toggles. */
export default function ChatOverlay({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('chat.title')}
      closeButtonProps={{ 'aria-label': t('chat.close') }}
    >
      <ChatPanel height="calc(100dvh - 90px)" />
    </Modal>
  );
}
