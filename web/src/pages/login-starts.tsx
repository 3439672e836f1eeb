import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import {
  inWecomClient,
  providerLabelKey,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialStartPath,
  wecomLoginState,
  wecomLoginUrl,
} from '@nbxt/core/session/sign-in-starts.ts';
import {
  IconBrandDingtalk,
  IconBrandGit,
  IconBrandGithub,
  IconBrandQq,
  IconBrandWechat,
  IconQrcode,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../base/runtime.ts';
import { wecomSuiteId } from './wecom-suite.ts';

const ICONS: Record<SocialProvider, ReactNode> = {
  github: <IconBrandGithub size={20} stroke={1.6} />,
  gitee: <IconBrandGit size={20} stroke={1.6} />,
  wechat_open: <IconBrandWechat size={20} stroke={1.6} />,
  qq: <IconBrandQq size={20} stroke={1.6} />,
  dingtalk: <IconBrandDingtalk size={20} stroke={1.6} />,
};

/** Leaves the console for an address (a seam the component tests replace). */
export const leave = { to: (url: string) => window.location.assign(url) };

/**
 * The ways to start a sign-in elsewhere (platform.md §7.2 sign-in modes): a third party (the gateway's
 * render call sends the browser to it; it comes back to /login with source, code and state) and the
 * corporate chat (its QR sign-in, or its authorize inside its own client; it comes back with the auth
 * code and a state naming the tenant).
 */
export function SignInStarts({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const startWecom = () =>
    leave.to(
      wecomLoginUrl({
        suiteId: wecomSuiteId(),
        redirectUri: `${window.location.origin}/login`,
        state: wecomLoginState(tenantId),
        inClient: inWecomClient(navigator.userAgent),
      }),
    );
  return (
    <Stack gap="sm" mt="md" role="group" aria-label={t('console.login.others')} data-testid="sign-in-starts">
      <Text size="sm" c="dimmed" ta="center" aria-hidden>
        {t('console.login.others')}
      </Text>
      <Group justify="center" gap="xs">
        {SOCIAL_PROVIDERS.map((source) => {
          // Named by the provider, in the group 其他登录方式 (the page's own 登录 stays the only one). The
          // browser's own tooltip (title): Mantine's would bring its floating layer into the sign-in route.
          const label = t(providerLabelKey(source));
          return (
            <ActionIcon
              key={source}
              variant="default"
              size="lg"
              radius="xl"
              aria-label={label}
              title={label}
              onClick={() => leave.to(client.transport.url(socialStartPath(source)))}
            >
              {ICONS[source]}
            </ActionIcon>
          );
        })}
      </Group>
      <Button variant="light" leftSection={<IconQrcode size={18} />} onClick={startWecom}>
        {t('console.login.wecomStart')}
      </Button>
    </Stack>
  );
}
