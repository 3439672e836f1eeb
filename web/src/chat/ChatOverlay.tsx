import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatPanel, type OnlineUser } from './ChatPanel.tsx';

/**
 * The full-screen overlay the floating button toggles, on `peer`'s conversation when a notice opened it.
 * Esc closes the innermost layer only (web/src/base/escape-layers.ts): 聊天记录 over it first.
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('chat.title')}
      closeButtonProps={{ 'aria-label': t('chat.close') }}
    >
      <ChatPanel key={peer?.account} height="calc(100dvh - 90px)" initialPeer={peer} />
    </Modal>
  );
}
