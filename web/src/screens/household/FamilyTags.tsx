import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Group,
  Menu,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addSupporterFamily,
  applicantFamily,
  type Families,
  type FamilyRef,
  moveConfirmation,
  moveMember,
  movePersonLeft,
  removeConfirmation,
  removePerson,
  removeSupporterFamily,
  supporterFamily,
  updatePerson,
} from '@nbxt/core/household/families.ts';
import { applyIdCard, validateSurveyIdCard } from '@nbxt/core/household/person.ts';
import type { SurveyMember } from '@nbxt/core/household/questionnaire.ts';
import { IconDots } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvalidAnnouncement } from '../../components/InvalidSubmit.tsx';
import { useLiveProblems } from '../../kit/live-problems.ts';
import { today } from './today.ts';

type People = Families<SurveyMember>;

/** A yes/no question in a small dialog (the confirmations of §5.1). */
export function ConfirmDialog({ message, onAnswer }: { message: string; onAnswer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={() => onAnswer(false)} withCloseButton={false} centered size="sm">
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="xs">
          {/* Esc answers no, as this button does (web/src/base/escape-layers.ts). */}
          <Button variant="default" onClick={() => onAnswer(false)} data-escape-close>
            {t('household.cancel')}
          </Button>
          <Button onClick={() => onAnswer(true)}>{t('household.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The person dialog: name, appellation, ID card (a valid one fills sex and age), sex, age. */
function PersonDialog({
  person,
  readOnly,
  onConfirm,
  onCancel,
}: {
  person: SurveyMember;
  readOnly: boolean;
  onConfirm: (person: SurveyMember) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SurveyMember>(person);
  // The ID card's message, from the first try to confirm on that of the card as it is now.
  const live = useLiveProblems((idCard: SurveyMember['idCard']) => {
    const check = validateSurveyIdCard(idCard, { applicant: false, idCardEditable: false, today: today() });
    return check.ok ? [] : [{ field: 'idCard', message: t(check.message) }];
  }, draft.idCard);
  const confirm = () => {
    if (live.attempt().length > 0) return;
    onConfirm(draft);
  };
  return (
    <Modal opened onClose={onCancel} title={t('household.person.title')} centered>
      <Stack gap="sm" ref={live.ref}>
        <InvalidAnnouncement said={live.said} />
        <TextInput
          label={t('household.person.name')}
          value={draft.name ?? ''}
          readOnly={readOnly}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        />
        <TextInput
          label={t('household.field.appellation')}
          value={draft.appellation ?? ''}
          readOnly={readOnly}
          onChange={(e) => setDraft({ ...draft, appellation: e.currentTarget.value })}
        />
        <TextInput
          label={t('household.person.idCard')}
          value={draft.idCard ?? ''}
          readOnly={readOnly}
          error={live.of('idCard')}
          onChange={(e) => setDraft(applyIdCard({ ...draft, idCard: e.currentTarget.value }, today()))}
        />
        <Group grow>
          <Select
            label={t('household.person.sex')}
            data={[
              { value: '1', label: t('household.sex.1') },
              { value: '2', label: t('household.sex.2') },
            ]}
            value={draft.sex === undefined ? null : String(draft.sex)}
            readOnly={readOnly}
            onChange={(v) => setDraft({ ...draft, sex: v ? Number(v) : undefined })}
          />
          <NumberInput
            label={t('household.person.age')}
            value={draft.age === undefined ? '' : Number(draft.age)}
            readOnly={readOnly}
            onChange={(v) => setDraft({ ...draft, age: typeof v === 'number' ? v : undefined })}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('household.cancel')}
          </Button>
          {readOnly ? null : <Button onClick={confirm}>{t('household.confirm')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}

const familyName = (t: TFunction, ref: FamilyRef) =>
  ref.kind === 'applicant'
    ? t('household.family.applicant')
    : t('household.family.supporter', { n: ref.index + 1 });

/**
 * The applicant's family members and the supporter families as tags (forms-and-survey.md §2.2, §4, §5.1):
 * click to edit, close with a confirmation, move left, add, and move to another family (into the
 * applicant's family only after 确认将该成员移动到申请人家庭, 是否继续?): 操作成功！ or 已取消.
 */
export function FamilyTags({
  value,
  onChange,
  readOnly,
  part,
}: {
  value: People;
  onChange: (next: People) => void;
  readOnly: boolean;
  /** Which section shows: the applicant's members or the supporter families. */
  part: 'members' | 'supporters';
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ ref: FamilyRef; index: number }>();
  const [asking, setAsking] = useState<{ message: string; answer: (yes: boolean) => void }>();
  const ask = (message: string, answer: (yes: boolean) => void) =>
    setAsking({
      message,
      answer: (yes) => {
        setAsking(undefined);
        answer(yes);
      },
    });
  const refs: FamilyRef[] = [applicantFamily, ...value.supporterFamilies.map((_, i) => supporterFamily(i))];
  const peopleOf = (ref: FamilyRef) =>
    ref.kind === 'applicant' ? value.members : (value.supporterFamilies[ref.index]?.supporters ?? []);

  const move = (from: FamilyRef, index: number, to: FamilyRef) => {
    const go = (confirmed: boolean) => {
      const outcome = moveMember(value, { from, index, to }, confirmed);
      if (outcome.ok) onChange(outcome.families);
      if (outcome.message)
        notifications.show({ color: outcome.ok ? 'teal' : 'gray', message: t(outcome.message) });
    };
    const question = moveConfirmation({ from, index, to });
    if (question) ask(t(question.message, question.params ?? {}), go);
  };

  // One tag's menu at a time, made when it opens: a household of 30 does not build 30 closed menus.
  const [menuOf, setMenuOf] = useState<string>();
  const dots = (name: string, onClick?: () => void) => (
    <ActionIcon
      size="xs"
      variant="subtle"
      aria-label={t('household.person.actions', { name })}
      onClick={onClick}
    >
      <IconDots size={12} />
    </ActionIcon>
  );

  const tags = (ref: FamilyRef): ReactNode =>
    peopleOf(ref).map((person, index) => {
      const name = person.name || t('household.person.unnamed');
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: people are tags in order
        <Badge key={index} variant="light" size="lg" tt="none" pr={readOnly ? undefined : 2}>
          <Group gap={2} wrap="nowrap">
            <UnstyledButton fz="sm" onClick={() => setEditing({ ref, index })}>
              {name}
            </UnstyledButton>
            {readOnly ? null : (
              <>
                {menuOf === `${familyName(t, ref)}#${index}` ? (
                  <Menu
                    opened
                    onChange={(opened) => opened || setMenuOf(undefined)}
                    position="bottom-start"
                    withinPortal
                  >
                    <Menu.Target>{dots(name)}</Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        disabled={index === 0}
                        onClick={() => onChange(movePersonLeft(value, ref, index))}
                      >
                        {t('household.person.moveLeft')}
                      </Menu.Item>
                      {refs
                        .filter((to) => familyName(t, to) !== familyName(t, ref))
                        .map((to) => (
                          <Menu.Item key={familyName(t, to)} onClick={() => move(ref, index, to)}>
                            {t('household.person.moveTo', { family: familyName(t, to) })}
                          </Menu.Item>
                        ))}
                    </Menu.Dropdown>
                  </Menu>
                ) : (
                  dots(name, () => setMenuOf(`${familyName(t, ref)}#${index}`))
                )}
                <CloseButton
                  size="xs"
                  aria-label={t('household.housing.close', { name })}
                  onClick={() =>
                    ask(t(removeConfirmation), (yes) => yes && onChange(removePerson(value, ref, index)))
                  }
                />
              </>
            )}
          </Group>
        </Badge>
      );
    });

  const addButton = (ref: FamilyRef) =>
    readOnly ? null : (
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => setEditing({ ref, index: peopleOf(ref).length })}
        aria-label={`${t('household.person.add')} · ${familyName(t, ref)}`}
      >
        {t('household.person.add')}
      </Button>
    );

  const editingPerson = editing ? (peopleOf(editing.ref)[editing.index] ?? {}) : undefined;
  return (
    <Stack gap="sm">
      {part === 'members' ? (
        <Group gap="xs" aria-label={familyName(t, applicantFamily)} role="group">
          {tags(applicantFamily)}
          {addButton(applicantFamily)}
        </Group>
      ) : (
        <>
          {value.supporterFamilies.map((_, i) => {
            const ref = supporterFamily(i);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: families are numbered in order
              <Paper key={i} withBorder p="xs" radius="sm">
                <Group justify="space-between" mb={6}>
                  <Text size="sm" fw={600}>
                    {familyName(t, ref)}
                  </Text>
                  {readOnly ? null : (
                    <CloseButton
                      size="sm"
                      aria-label={t('household.family.remove', { n: i + 1 })}
                      onClick={() =>
                        ask(t(removeConfirmation), (yes) => yes && onChange(removeSupporterFamily(value, i)))
                      }
                    />
                  )}
                </Group>
                <Group gap="xs" aria-label={familyName(t, ref)} role="group">
                  {tags(ref)}
                  {addButton(ref)}
                </Group>
              </Paper>
            );
          })}
          {readOnly ? null : (
            <Button
              size="compact-sm"
              variant="default"
              w="fit-content"
              onClick={() => onChange(addSupporterFamily(value))}
            >
              {t('household.family.add')}
            </Button>
          )}
        </>
      )}
      {editing && editingPerson ? (
        <PersonDialog
          person={editingPerson}
          readOnly={readOnly}
          onCancel={() => setEditing(undefined)}
          onConfirm={(person) => {
            onChange(updatePerson(value, editing.ref, editing.index, person));
            setEditing(undefined);
          }}
        />
      ) : null}
      {asking ? <ConfirmDialog message={asking.message} onAnswer={asking.answer} /> : null}
    </Stack>
  );
}
