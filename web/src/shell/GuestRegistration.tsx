import { Button, Modal, Text } from '@mantine/core';
import type { UserInfo } from '@nbxt/core/session/token.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { signOut } from '../base/expiry.ts';
import { RegistrationForm } from '../components/RegistrationForm.tsx';

/**
 * The third-party registration dialog (platform.md §2.4): a guest signed in through a third party cannot
 * use the console; it asks for an account bound to that identity, or signs out.
 */
export function GuestRegistration({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="md"
      radius="md"
      title={
        <Text fw={600} fz="lg">
          {t('shell.register.title')}
        </Text>
      }
    >
      <Text fz="sm" c="dimmed" mb="md">
        {t('shell.register.hint')}
      </Text>
      <RegistrationForm
        initial={{ tenantId: user.tenantId, name: user.userName || user.account, account: user.account }}
        oauthId={user.oauthId}
        footer={
          <Button
            variant="subtle"
            color="gray"
            onClick={async () => {
              await signOut();
              navigate('/login', { replace: true });
            }}
          >
            {t('console.shell.logout')}
          </Button>
        }
      />
    </Modal>
  );
}
