import { useFullscreenDocument } from '@mantine/hooks';
import { wecomPreAuthUrl } from '@nbxt/core/session/gateway-calls.ts';
import { IconBrandWechat, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { client } from '../base/runtime.ts';
import { notifyError } from '../kit/notices.ts';
import { wecomSuiteId } from '../pages/wecom-suite.ts';
import { Tool } from './ToolButton.tsx';

export function FullscreenButton() {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreenDocument();
  return (
    <Tool
      label={t(fullscreen ? 'shell.ui.exitFullscreen' : 'shell.ui.fullscreen')}
      onClick={() => void toggle()}
    >
      {fullscreen ? <IconMinimize size={20} stroke={1.6} /> : <IconMaximize size={20} stroke={1.6} />}
    </Tool>
  );
}

/** Install to corporate chat (permission owntenant_edit): fetch the pre-authorisation URL, open it in a new window. */
export function WecomButton() {
  const { t } = useTranslation();
  const install = async () => {
    // Open the window within the click (popup blockers), then send it to the address once known.
    const target = window.open('about:blank', '_blank');
    try {
      const url = await wecomPreAuthUrl(client, wecomSuiteId());
      if (!url) throw new Error('no address');
      if (target) target.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      target?.close();
      notifyError(error, t, 'error.unknown');
    }
  };
  return (
    <Tool label={t('shell.ui.wecom')} onClick={() => void install()}>
      <IconBrandWechat size={20} stroke={1.6} />
    </Tool>
  );
}
