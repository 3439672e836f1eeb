/**
 * Where the sign-in page's start buttons send the browser (platform.md §7.2 sign-in modes: third-party
 * social and corporate-chat login). The callbacks coming back are read by `socialCallback` (guest.ts) and
 * `wecomCallback` (wecom-callback.ts); these are the ways out.
 */

/**
 * The third parties offered (BladeX's social sources, as its JustAuth names them). The sandbox stands in
 * for each of them.
 */
export const SOCIAL_PROVIDERS = ['github', 'gitee', 'wechat_open', 'qq', 'dingtalk'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The provider's name on its button: a message key (console.login.provider.<source>). */
export const providerLabelKey = (source: SocialProvider) => `console.login.provider.${source}`;

/** BladeX's `/oauth/render/{source}`: it redirects to the third party, which comes back with source, code, state. */
export const SOCIAL_RENDER_PATH = '/blade-auth/oauth/render';

/** The gateway path a social start goes to (the console adds its `/api` prefix). */
export const socialStartPath = (source: SocialProvider) => `${SOCIAL_RENDER_PATH}/${source}`;

/** The corporate chat's sign-in pages: the QR login in a browser, the OAuth authorize inside its client. */
export const WECOM_LOGIN = {
  qr: 'https://login.work.weixin.qq.com/wwlogin/sso/login',
  authorize: 'https://open.weixin.qq.com/connect/oauth2/authorize',
} as const;

/**
 * The sign-in state: `authLogin_` marks the callback as a sign-in (wecomCallback), then the tenant the
 * user signs in to, which the callback reads back (a state holds letters, digits and `_` only).
 */
export const wecomLoginState = (tenantId: string) => `authLogin_${tenantId.replace(/[^\w]/g, '')}`;

/** Whether the browser is the corporate chat's own client (its user agent says `wxwork`). */
export const inWecomClient = (userAgent: string) => /\bwxwork\b/i.test(userAgent);

/**
 * The corporate-chat sign-in address for the service provider's app (`suiteId`): the QR login page in a
 * browser, the OAuth authorize (hash `#wechat_redirect`) inside the chat client. Either comes back to
 * `redirectUri` with the auth code and `state`.
 */
export function wecomLoginUrl({
  suiteId,
  redirectUri,
  state,
  inClient = false,
}: {
  suiteId: string;
  redirectUri: string;
  state: string;
  inClient?: boolean;
}): string {
  if (inClient) {
    const query = new URLSearchParams({
      appid: suiteId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_privateinfo',
      state,
    });
    return `${WECOM_LOGIN.authorize}?${query}#wechat_redirect`;
  }
  const query = new URLSearchParams({
    login_type: 'ServiceApp',
    appid: suiteId,
    redirect_uri: redirectUri,
    state,
  });
  return `${WECOM_LOGIN.qr}?${query}`;
}
