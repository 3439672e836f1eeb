import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { recordProblems } from '@nbxt/core/resources/field-rules.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { passwordChangeArgs } from '@nbxt/core/session/md5.ts';
import { validatePasswordChange } from '@nbxt/core/validate/account.ts';
import { validateAvatar } from '@nbxt/core/validate/upload.ts';
import { IconDeviceMobile, IconLock, IconUpload, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../base/errors.ts';
import { InvalidAnnouncement } from '../components/InvalidSubmit.tsx';
import { useOperation, useTask } from '../kit/hooks.ts';
import { useLiveProblems } from '../kit/live-problems.ts';
import { usePutFile } from '../kit/upload.ts';
import { PhoneBinding } from './PhoneBinding.tsx';

/** Editable fields of personal info; the phone is shown read-only (it changes through phone binding). */
const INFO_FIELDS = ['realName', 'name', 'email'] as const;
const isInfoField = (field: { name: string }) => (INFO_FIELDS as readonly string[]).includes(field.name);
/** The user entry's rules for those fields (an email's format), as its record form checks them. */
const infoProblems = (values: Record<string, string> | undefined) =>
  recordProblems(platformSpec('user'), values ?? {}, { only: isInfoField });

/** The profile page (/info/index): personal info with the avatar rules, and the password change. */
export default function ProfileScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={760}>
      <Title order={3}>{title ?? t('shell.ui.userInfo')}</Title>
      <Paper withBorder radius="md" p="lg">
        <Tabs defaultValue="info">
          <Tabs.List mb="md">
            <Tabs.Tab value="info" leftSection={<IconUser size={16} />}>
              {t('sys.info.personal')}
            </Tabs.Tab>
            <Tabs.Tab value="phone" leftSection={<IconDeviceMobile size={16} />}>
              {t('sys.info.phoneBinding')}
            </Tabs.Tab>
            <Tabs.Tab value="password" leftSection={<IconLock size={16} />}>
              {t('sys.info.password')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="info">
            <PersonalInfo />
          </Tabs.Panel>
          <Tabs.Panel value="phone">
            <PhoneBinding />
          </Tabs.Panel>
          <Tabs.Panel value="password">
            <PasswordChange />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

function PersonalInfo() {
  const { t } = useTranslation();
  const putFile = usePutFile();
  const info = useOperation(platformSpec('user'), 'info', {}, { staleTime: 0 });
  const [values, setValues] = useState<Record<string, string>>();
  const [avatar, setAvatar] = useState<string>();
  const [avatarError, setAvatarError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  // From the first try on, each field's message is that of its value as it is now.
  const live = useLiveProblems(infoProblems, values);
  const message = (field: string) => {
    const problem = live.problems.find((p) => p.field === field);
    return problem ? t(problem.message, { ...problem.params }) : undefined;
  };
  useEffect(() => {
    if (info.data && !values) {
      setValues(Object.fromEntries(INFO_FIELDS.map((f) => [f, String(info.data?.[f] ?? '')])));
      setAvatar(String(info.data.avatar ?? ''));
    }
  }, [info.data, values]);

  const save = useTask(
    (client) => client.resource(platformSpec('user')).call('updateInfo', { ...values, avatar }),
    {
      success: 'crud.updateSuccess',
      reload: ['user'],
    },
  );
  const pick = async (file: File | null) => {
    if (!file) return;
    const check = validateAvatar(file);
    if (!check.ok) {
      setAvatarError(t(check.message, { ...check.params }));
      return;
    }
    setAvatarError(undefined);
    setUploading(true);
    try {
      setAvatar(await putFile(file));
    } catch (error) {
      setAvatarError(errorText(error, t) ?? String(error));
    } finally {
      setUploading(false);
    }
  };

  if (info.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(info.error, t)}
      </Alert>
    );
  if (!values) return <Text c="dimmed">{t('sys.list.loading')}</Text>;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (live.attempt().length === 0) save.run();
      }}
    >
      <Stack gap="md" ref={live.ref}>
        <InvalidAnnouncement said={live.said} />
        <Group gap="md">
          <Avatar src={avatar || undefined} size={72} radius="xl" />
          <Stack gap={4}>
            <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} />}
                  loading={uploading}
                >
                  {t('sys.info.avatar')}
                </Button>
              )}
            </FileButton>
            <Text fz="xs" c={avatarError ? 'red' : 'dimmed'} role={avatarError ? 'alert' : undefined}>
              {avatarError ?? t('sys.info.avatarHint')}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {INFO_FIELDS.map((f) => (
            <TextInput
              key={f}
              name={f}
              label={t(`user.${f}`)}
              error={message(f)}
              value={values[f] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [f]: value }));
              }}
            />
          ))}
          <TextInput
            name="phone"
            label={t('user.phone')}
            description={t('sys.info.phoneReadOnly')}
            readOnly
            variant="filled"
            value={String(info.data?.phone ?? '')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.pending}>
            {t('console.crud.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordChange() {
  const { t } = useTranslation();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', newPassword1: '' });
  // From the first try on, each field's message is that of its value as it is now.
  const live = useLiveProblems(validatePasswordChange, form);
  const errors = Object.fromEntries(live.problems.map((p) => [p.field ?? '', t(p.message, { ...p.params })]));
  const save = useTask(
    (client) => client.resource(platformSpec('user')).call('updatePassword', passwordChangeArgs(form)),
    {
      success: 'crud.updateSuccess',
      onSuccess: () => {
        setForm({ oldPassword: '', newPassword: '', newPassword1: '' });
        live.reset();
      },
    },
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (live.attempt().length === 0) save.run();
      }}
    >
      <Stack gap="md" maw={420} ref={live.ref}>
        <InvalidAnnouncement said={live.said} />
        {(['oldPassword', 'newPassword', 'newPassword1'] as const).map((f) => (
          <PasswordInput
            key={f}
            name={f}
            label={t(`sys.info.${f}`)}
            withAsterisk
            error={errors[f]}
            value={form[f]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setForm((v) => ({ ...v, [f]: value }));
            }}
          />
        ))}
        <Group>
          <Button type="submit" loading={save.pending}>
            {t('console.crud.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
