import { useFullscreenDocument } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBrandWechat, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../app/errors.ts';
import { client } from '../app/runtime.ts';
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
      const url = await client.call('GET', '/wx/cp/getPreAuthUrl', { query: { suiteId: wecomSuiteId() } });
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('no address');
      if (target) target.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      target?.close();
      notifications.show({ color: 'red', message: errorText(error, t) ?? t('error.unknown') });
    }
  };
  return (
    <Tool label={t('shell.ui.wecom')} onClick={() => void install()}>
      <IconBrandWechat size={20} stroke={1.6} />
    </Tool>
  );
}
