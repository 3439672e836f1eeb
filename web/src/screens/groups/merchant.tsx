import {
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { readRecord } from '@nbxt/core/crud/page.ts';
import { merchantMessages } from '@nbxt/core/i18n/messages/merchant.ts';
import { merchantInfo, merchantInspect } from '@nbxt/core/modules/merchant.ts';
import {
  checkInspection,
  type InspectionDraft,
  inspectionFields,
  inspectionQuestions,
  inspectionTypes,
  photoRoom,
} from '@nbxt/core/modules/merchant-inspection.ts';
import { uploadLimits } from '@nbxt/core/validate/upload.ts';
import { IconUpload, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addAreaMessages } from '../../base/i18n.ts';
import { InvalidAnnouncement } from '../../components/InvalidSubmit.tsx';
import { useClient } from '../../kit/client.tsx';
import { useAction } from '../../kit/hooks.ts';
import { useLiveProblems } from '../../kit/live-problems.ts';
import { LinkButtons } from '../../kit/ModuleScreen.tsx';
import { type ModuleScreenProps, moduleGroup } from '../../kit/module-group.tsx';
import { NotGranted } from '../../kit/NotGranted.tsx';
import { notifyFailure, warn } from '../../kit/notices.ts';
import { RefSelect } from '../../kit/RefSelect.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';

/**
 * Merchants (core/src/modules/merchant.ts): the inspection form of business-modules.md §2 — questions by
 * inspection type (core's question sets, which also check the form), yes/no radios or free text, scene
 * photos per question (6) and other photos (99) uploaded through the merchant put-file variant — above
 * the inspections' list.
 */

// The merchant area of the catalogue, added when this group's code loads (the console's texts leave it out).
addAreaMessages(merchantMessages);

const inspect = () => merchantInspect;
const merchants = () => merchantInfo;

const emptyDraft = (): InspectionDraft => ({
  type: undefined,
  answers: {},
  scenePhotos: {},
  otherPhotos: [],
});

/** Photos of one question (or the other photos): thumbnails, remove, add with the limit checked first. */
function PhotoField({
  label,
  links,
  limit,
  error,
  onChange,
  name,
}: {
  label: string;
  links: readonly string[];
  limit: number;
  error?: string | undefined;
  onChange: (links: string[]) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [uploading, setUploading] = useState(false);
  const add = async (files: File[]) => {
    if (files.length === 0) return;
    // Over the limit: refused before anything is uploaded.
    const room = photoRoom(links.length, files.length, limit);
    if (!room.ok) {
      warn(t(room.message, room.params ?? {}));
      return;
    }
    setUploading(true);
    try {
      const added: string[] = [];
      for (const file of files) {
        const stored = readRecord(await client.resource(merchants()).call('upload', { file }));
        if (typeof stored?.['link'] === 'string' && stored['link']) added.push(stored['link']);
      }
      onChange([...links, ...added]);
    } catch (error) {
      notifyFailure(error instanceof Error && error.message ? error.message : t('error.unknown'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap={6} role="group" aria-label={name}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs">
        {links.map((link, i) => (
          <Group key={link} gap={2} wrap="nowrap">
            <Image src={link} w={56} h={56} radius="sm" fit="cover" alt={`${name} ${i + 1}`} />
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              aria-label={t('merchant.inspect.form.removePhoto')}
              onClick={() => onChange(links.filter((l) => l !== link))}
            >
              <IconX size={12} />
            </Button>
          </Group>
        ))}
        <FileButton multiple accept="image/*" onChange={(files) => void add(files)}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={uploading}
              aria-label={`${name} ${t('merchant.inspect.form.addPhotos')}`}
            >
              {t('merchant.inspect.form.addPhotos')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error ? (
        <Text fz="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The inspection form: its own page (/merchant/inspectForm), or `embedded` above the inspections' list. */
export function InspectionForm({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<InspectionDraft>(emptyDraft);
  const [merchantId, setMerchantId] = useState('');
  const [inspector, setInspector] = useState('');
  // Messages follow the form once a save was tried: a corrected answer's goes at once.
  const live = useLiveProblems(
    ({ draft: d, merchantId: m }: { draft: InspectionDraft; merchantId: string }) => [
      ...(m ? [] : [{ field: 'merchantId', message: 'merchant-inspect.merchantId.required', params: {} }]),
      ...checkInspection(d),
    ],
    { draft, merchantId },
  );
  const problems = live.problems;
  const noMerchant = problems.some((p) => p.field === 'merchantId');
  const save = useAction(inspect(), 'submit', {
    onSuccess: () => {
      setDraft(emptyDraft());
      live.reset();
    },
  });
  const problemOf = (field: string) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(problem.message, problem.params ?? {}) : undefined;
  };
  const questions = draft.type === undefined ? [] : inspectionQuestions(draft.type);
  // The form adds an inspection: without the add's grant it is not offered (its page says so).
  if (!save.allowed) return embedded ? null : <NotGranted />;
  const submit = () => {
    if (live.attempt().length > 0) return;
    save.run({
      merchantId,
      ...inspectionFields(draft),
      ...(inspector ? { inspector } : {}),
      inspectTime: dayjs().format('YYYY-MM-DD HH:mm:ss'),
    });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md" role="form" aria-label={t('merchant.inspect.form.title')} ref={live.ref}>
        <InvalidAnnouncement said={live.said} />
        <Title order={4}>{t('merchant.inspect.form.title')}</Title>
        <Group grow align="flex-start">
          <RefSelect
            target={merchants()}
            name="merchantId"
            label={t('merchant.inspect.form.merchant')}
            placeholder={t('merchant.inspect.form.merchant')}
            withAsterisk
            value={merchantId}
            onChange={setMerchantId}
            error={noMerchant ? t('merchant-inspect.merchantId.required') : undefined}
          />
          <Select
            label={t('merchant.inspect.form.type')}
            placeholder={t('merchant.inspect.form.type')}
            withAsterisk
            data={inspectionTypes.map((type) => ({ value: String(type.index), label: t(type.label) }))}
            value={draft.type === undefined ? null : String(draft.type)}
            onChange={(value) =>
              setDraft({
                ...emptyDraft(),
                otherPhotos: draft.otherPhotos,
                type: value === null ? undefined : Number(value),
              })
            }
            error={problemOf('type')}
          />
          <TextInput
            label={t('merchant.inspect.form.inspector')}
            value={inspector}
            onChange={(event) => setInspector(event.currentTarget.value)}
          />
        </Group>
        {questions.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('merchant.inspect.form.chooseType')}
          </Text>
        ) : null}
        {questions.map((q) => {
          const title = t('merchant.inspect.form.question', { number: q.number, text: t(q.label) });
          const photos = draft.scenePhotos[q.number] ?? [];
          return (
            <Card
              key={`${draft.type}-${q.number}`}
              withBorder
              radius="sm"
              padding="sm"
              data-question={q.number}
            >
              <Stack gap="xs">
                {q.kind === 'choice' ? (
                  <Radio.Group
                    label={title}
                    withAsterisk
                    value={draft.answers[q.number] ?? null}
                    onChange={(value) =>
                      setDraft({ ...draft, answers: { ...draft.answers, [q.number]: value } })
                    }
                    error={problemOf(`q${q.number}`)}
                  >
                    <Group gap="lg" mt={4}>
                      <Radio value="1" label={t('merchant.inspect.yes')} />
                      <Radio value="0" label={t('merchant.inspect.no')} />
                    </Group>
                  </Radio.Group>
                ) : (
                  <Textarea
                    label={title}
                    placeholder={t('merchant.inspect.form.textPlaceholder')}
                    autosize
                    minRows={2}
                    value={draft.answers[q.number] ?? ''}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        answers: { ...draft.answers, [q.number]: event.currentTarget.value },
                      })
                    }
                  />
                )}
                <PhotoField
                  name={title}
                  label={t('merchant.inspect.form.scenePhotos', {
                    count: photos.length,
                    limit: q.photoLimit,
                  })}
                  links={photos}
                  limit={q.photoLimit}
                  error={problemOf(`photos${q.number}`)}
                  onChange={(links) =>
                    setDraft((current) => ({
                      ...current,
                      scenePhotos: { ...current.scenePhotos, [q.number]: links },
                    }))
                  }
                />
              </Stack>
            </Card>
          );
        })}
        <PhotoField
          name={t('merchant-inspect.otherPhotos')}
          label={t('merchant.inspect.form.otherPhotos', {
            count: draft.otherPhotos.length,
            limit: uploadLimits.otherPhoto,
          })}
          links={draft.otherPhotos}
          limit={uploadLimits.otherPhoto}
          error={problemOf('otherPhotos')}
          onChange={(links) => setDraft((current) => ({ ...current, otherPhotos: links }))}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.pending}>
            {t('merchant.inspect.form.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /merchant/merchantInspect: the form, then the inspections saved. */
function Inspections({ module, screen, title }: ModuleScreenProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <InspectionForm embedded />
      <ResourceList
        spec={inspect()}
        options={{
          title: title ?? t(`screen.${module}.${screen.path}`),
          readOnly: true,
          toolbar: () => <LinkButtons links={screen.links ?? []} spec={inspect()} />,
        }}
      />
    </Stack>
  );
}

export default moduleGroup({ inspections: Inspections, inspectForm: () => <InspectionForm /> });
