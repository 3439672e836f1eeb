import { shorturlTexts } from '@nbxt/core/modules/shorturl.texts.ts';
import { shortAddress, shortLinkTarget, shortUrl } from '@nbxt/core/modules/shorturl.ts';
import { IconCopy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addAreaMessages } from '../../base/i18n.ts';
import { type ModuleScreenProps, moduleGroup } from '../../kit/module-group.tsx';
import { notifyFailure, notifySuccess } from '../../kit/notices.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';

// This group's texts, added when its code loads.
addAreaMessages(shorturlTexts);

/**
 * Short URLs (core/src/modules/shorturl.ts): the list, the short address of each link that leads somewhere
 * copied with one click (the console's server redirects it to the long address).
 */
function ShortUrls({ module, screen, title }: ModuleScreenProps) {
  const { t } = useTranslation();
  const spec = shortUrl;
  const copy = async (code: string) => {
    const address = shortAddress(window.location.origin, code);
    try {
      await navigator.clipboard.writeText(address);
      notifySuccess(t('shorturl.copied', { address }));
    } catch {
      notifyFailure(address);
    }
  };
  return (
    <ResourceList
      spec={spec}
      options={{
        title: title ?? t(`screen.${module}.${screen.path}`),
        // Only a link that leads somewhere is offered (enabled, not expired: the server follows just those).
        rowActions: (row) =>
          shortLinkTarget(row, dayjs().format('YYYY-MM-DD HH:mm:ss')) === undefined
            ? []
            : [
                {
                  key: 'copy',
                  label: t('shorturl.copy'),
                  icon: <IconCopy size={14} />,
                  onClick: () => void copy(String(row.shortCode ?? '')),
                  primary: true,
                },
              ],
      }}
    />
  );
}

export default moduleGroup({ shortUrls: ShortUrls });
