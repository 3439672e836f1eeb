import { Anchor, Group, Image, Modal, Stack, UnstyledButton } from '@mantine/core';
import { imageFiles } from '@nbxt/core/resources/kind-rules.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown where a picture cannot be loaded: a grey tile with a picture's outline. */
const MISSING =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#f1f3f5"/>' +
      '<path d="M5 17l4-5 3 4 2-2 5 3M8.5 9.5a1.5 1.5 0 1 0 0-.01" fill="none" stroke="#adb5bd" stroke-width="1.2"/></svg>',
  );

/**
 * The pictures of an image field (kind `image`: addresses, a comma list or a JSON list) as thumbnails, each
 * opening a larger preview with a link to the original: in lists, record views and forms alike, never the
 * raw addresses.
 */
export function ImageThumbs({ value, label, size = 32 }: { value: unknown; label: string; size?: number }) {
  const { t } = useTranslation();
  const files = imageFiles(value);
  const [open, setOpen] = useState<string>();
  if (files.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" data-images={files.length}>
      {files.map((file, i) => (
        <UnstyledButton
          // biome-ignore lint/suspicious/noArrayIndexKey: the same address may be listed twice
          key={`${file.url}-${i}`}
          aria-label={t('kit.image.preview', { label, n: i + 1 })}
          title={file.name}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(file.url);
          }}
        >
          <Image src={file.url} alt="" w={size} h={size} fit="cover" radius="sm" fallbackSrc={MISSING} />
        </UnstyledButton>
      ))}
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title={label} size="lg" centered>
        {open ? (
          <Stack gap="sm" align="center">
            <Image src={open} alt={label} fit="contain" mah="70vh" fallbackSrc={MISSING} />
            <Anchor href={open} target="_blank" rel="noreferrer" fz="sm">
              {t('kit.image.open')}
            </Anchor>
          </Stack>
        ) : null}
      </Modal>
    </Group>
  );
}
