import { notifications } from '@mantine/notifications';
import { wecomPermanentCode } from '@nbxt/core/session/gateway-calls.ts';
import { claimCallbackCode, wecomCallback } from '@nbxt/core/session/wecom-callback.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { resetSessionCaches } from '../base/expiry.ts';
import { client, consoleState, siteTenantId, tabStore } from '../base/runtime.ts';
import { notifyError } from '../kit/notices.ts';

/** The tenant a callback's state names (`authLogin_000000`), else the site's or the default. */
const tenantOf = (state: string) => state.slice(state.indexOf('_') + 1) || siteTenantId || '000000';

/**
 * The console's root handles corporate-chat callbacks on whatever address they land (platform.md §2.4,
 * §4): a login auth code signs in, an install's auth code fetches the permanent code. Each code is
 * submitted once per tab (core's claimCallbackCode): a reload or a replayed address sends nothing.
 */
export function useWecomCallback(search: string): void {
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    const callback = wecomCallback(new URLSearchParams(search));
    if (!callback) return;
    // Already submitted in this tab: a replay sends nothing.
    if (!claimCallbackCode(tabStore, callback.authCode)) return;
    if (callback.kind === 'login') {
      resetSessionCaches();
      client.session.wecomLogin(tenantOf(callback.state), callback.authCode, callback.state).then(
        () => {
          consoleState.reset();
          navigate('/', { replace: true });
        },
        (failure: unknown) => {
          notifyError(failure, t, 'console.login.failed');
          navigate('/login', { replace: true });
        },
      );
      return;
    }
    wecomPermanentCode(client, callback.authCode, callback.state).then(
      () => notifications.show({ color: 'teal', message: t('console.login.wecomInstalled') }),
      (failure: unknown) => notifyError(failure, t, 'console.login.failed'),
    );
  }, [search, navigate, t]);
}
