import { ChatPanel } from '../../chat/ChatPanel.tsx';
import { moduleGroup } from '../../kit/module-group.tsx';

// The shell's floating button opens the overlay from this group, so its code counts as a route's, not the shell's.
export { default as ChatOverlay } from '../../chat/ChatOverlay.tsx';

/** /chat/index: the chat box, online users and quick replies (business-modules.md §2); the rest generic. */
function ChatIndex() {
  return (
    <div style={{ padding: 'var(--mantine-spacing-md)' }}>
      <ChatPanel height="calc(100dvh - 160px)" />
    </div>
  );
}

export default moduleGroup({ index: ChatIndex });
