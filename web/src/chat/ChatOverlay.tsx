import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel, type OnlineUser } from './ChatPanel.tsx';

/**
 * The full-screen overlay the floating button toggles, on `peer`'s conversation when a notice opened it.
 * Esc closes the innermost layer only: while a dialog of the panel (聊天记录) is open, it is that one's.
 */
export default function ChatOverlay({
  opened,
  onClose,
  peer,
}: {
  opened: boolean;
  onClose: () => void;
  peer?: OnlineUser | undefined;
}) {
  const { t } = useTranslation();
  const [layer, setLayer] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={!layer}
      fullScreen
      title={t('chat.title')}
      closeButtonProps={{ 'aria-label': t('chat.close') }}
    >
      <ChatPanel key={peer?.account} height="calc(100dvh - 90px)" initialPeer={peer} onLayer={setLayer} />
    </Modal>
  );
}
