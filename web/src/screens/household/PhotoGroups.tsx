import {
  Avatar,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type PhotoGroup, photoGroupLimit, photoGroups } from '@nbxt/core/household/questionnaire.ts';
import { validateAvatar, validateUploadCount } from '@nbxt/core/validate/upload.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePutFile } from '../../kit/upload.ts';

type Photos = Record<PhotoGroup, string[]>;

const warn = (message: string) => notifications.show({ color: 'orange', message });

/** The photo groups of appendixs (§3.3), each up to 99 photos, stored through the storage put-file. */
export function PhotoGroups({
  value,
  onChange,
  readOnly,
}: {
  value: Photos;
  onChange: (next: Photos) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const putFile = usePutFile();
  const [busy, setBusy] = useState<PhotoGroup>();
  const add = async (group: PhotoGroup, files: File[]) => {
    const room = validateUploadCount(value[group].length, files.length, photoGroupLimit);
    if (!room.ok) return warn(t('household.photo.tooMany', { max: photoGroupLimit }));
    setBusy(group);
    try {
      const links = await Promise.all(files.map(putFile));
      onChange({ ...value, [group]: [...value[group], ...links] });
    } catch (error) {
      warn(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {photoGroups.map((group) => (
        <Paper
          key={group}
          withBorder
          p="xs"
          radius="sm"
          role="group"
          aria-label={t(`household.photo.${group}`)}
        >
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={600}>
              {t(`household.photo.${group}`)}
            </Text>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {t('household.photo.count', { n: value[group].length, max: photoGroupLimit })}
              </Text>
              {readOnly ? null : (
                <FileButton multiple accept="image/*" onChange={(files) => add(group, files)}>
                  {(props) => (
                    <Button {...props} size="compact-xs" variant="light" loading={busy === group}>
                      {t('household.photo.add')}
                    </Button>
                  )}
                </FileButton>
              )}
            </Group>
          </Group>
          <Group gap={6}>
            {value[group].map((link, i) => (
              <div key={link} style={{ position: 'relative' }}>
                <Image
                  src={link}
                  w={64}
                  h={64}
                  radius="sm"
                  fit="cover"
                  alt={`${t(`household.photo.${group}`)} ${i + 1}`}
                />
                {readOnly ? null : (
                  <CloseButton
                    size="xs"
                    pos="absolute"
                    top={0}
                    right={0}
                    aria-label={t('household.housing.close', { name: i + 1 })}
                    onClick={() => onChange({ ...value, [group]: value[group].filter((l) => l !== link) })}
                  />
                )}
              </div>
            ))}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The applicant's photo: jpg or png of at most 500 kb (§5.1), stored through the storage put-file. */
export function AvatarUpload({
  value,
  onChange,
  readOnly,
}: {
  value: string | undefined;
  onChange: (link: string) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const putFile = usePutFile();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | null) => {
    if (!file) return;
    const check = validateAvatar(file);
    if (!check.ok) return warn(t(check.message, check.params ?? {}));
    setBusy(true);
    try {
      onChange(await putFile(file));
    } catch (error) {
      warn(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="center">
      <Avatar src={value} size={72} radius="sm" alt={t('household.avatar')} />
      {readOnly ? null : (
        <FileButton accept="image/png,image/jpeg" onChange={pick}>
          {(props) => (
            <Button {...props} size="compact-xs" variant="default" loading={busy}>
              {t('household.avatar.upload')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
