import { Accordion, Button, Group, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Row } from '@nbxt/core/crud/client.ts';
import { fieldText } from '@nbxt/core/dict/field-text.ts';
import { householdRegionLevels, type RegionValue } from '@nbxt/core/form/region-picker.ts';
import { surveyPages } from '@nbxt/core/household/fields.ts';
import type { HousingEntry } from '@nbxt/core/household/housing.ts';
import { applyIdCard } from '@nbxt/core/household/person.ts';
import {
  applicantFields,
  checkSurvey,
  familyFields,
  referenceRows,
  type SurveyDraft,
  surveyBody,
  surveyDraft,
} from '@nbxt/core/household/questionnaire.ts';
import type { SurveySignature } from '@nbxt/core/household/signature.ts';
import { dataSourceRecord, householder } from '@nbxt/core/modules/household.ts';
import type { Problem } from '@nbxt/core/validate/result.ts';
import { IconPrinter } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { InvalidAnnouncement } from '../../components/InvalidSubmit.tsx';
import { useDictionaries } from '../../kit/dictionaries.ts';
import { useAction, useList } from '../../kit/hooks.ts';
import { useLiveStoreProblems } from '../../kit/live-problems.ts';
import { RegionPicker } from '../../kit/RegionPicker.tsx';
import { useRegistryText } from '../../kit/texts.ts';
import { createFieldStore, type FieldStore, useFieldValue } from './field-store.ts';
import { AvatarUpload } from './PhotoGroups.tsx';
import { usePrinting } from './printing.ts';
import {
  FamilySection,
  LowerSections,
  PhotosSection,
  type SectionProps,
  SignatureSection,
  useFieldInput,
  useFieldLabel,
} from './QuestionnaireSections.tsx';
import { PANEL_WIDTH, ReferencePanel } from './ReferencePanel.tsx';
import { today } from './today.ts';

const sections = ['applicant', 'family', 'members', 'supporters', 'visit', 'signature', 'photos'] as const;
const pages = surveyPages(applicantFields);
/** Printed: the questionnaire alone (no tools, reference panel or the console's frame). */
const PRINT_CSS = `@media print {
  .household-tools, [role="complementary"], .mantine-AppShell-navbar, .mantine-AppShell-header { display: none !important }
  .mantine-AppShell-main { padding: 0 !important }
}`;

/** The applicant's photo, from the store. */
const StoredAvatar = memo(function StoredAvatar({
  store,
  readOnly,
  onChange,
}: {
  store: FieldStore;
  readOnly: boolean;
  onChange: (link: string) => void;
}) {
  const value = useFieldValue(store, 'avatar');
  return (
    <AvatarUpload
      value={typeof value === 'string' ? value : undefined}
      readOnly={readOnly}
      onChange={onChange}
    />
  );
});

/** The household area to the village (the householder's declared depth), from the store. */
const StoredRegion = memo(function StoredRegion({
  store,
  label,
  readOnly,
  onChange,
}: {
  store: FieldStore;
  label: string;
  readOnly: boolean;
  onChange: (area: RegionValue) => void;
}) {
  return (
    <RegionPicker
      label={label}
      levels={householdRegionLevels}
      required
      readOnly={readOnly}
      value={useFieldValue(store, 'area') as RegionValue | string | undefined}
      onChange={onChange}
    />
  );
});

/** The applicant section's pages of 15 fields. */
const PagePicker = memo(function PagePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (page: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      className="household-tools"
      aria-label={t('household.section.applicant')}
      value={value}
      onChange={onChange}
      data={pages.map((_, i) => ({ value: String(i), label: t('household.page', { n: i + 1 }) }))}
    />
  );
});

export interface QuestionnaireProps {
  record: Row;
  readOnly: boolean;
  /** questionnaireModify: an existing questionnaire, its ID card locked (身份证信息不可修改). */
  editing: boolean;
  title: string;
  /** Where a saved questionnaire goes (its version detail). */
  saved?: string | undefined;
}

/**
 * The questionnaire (forms-and-survey.md §2.2): collapsible sections, the applicant's fields in pages of
 * 15, the household-area picker, members and supporter families as tags, housing, signature, photos and
 * the draggable reference panel; saved in one request (householder/save). Read-only disables everything.
 */
export function Questionnaire({ record, readOnly, editing, title, saved }: QuestionnaireProps) {
  const [, navigate] = useLocation();
  const { t } = useRegistryText();
  const dictionaries = useDictionaries();
  const [draft, setDraft] = useState<SurveyDraft>(() => surveyDraft(record));
  // The plain fields live in a store of their own: a keystroke re-renders its field only.
  const [store] = useState(() => createFieldStore(draft.fields));
  const [page, setPage] = useState('0');
  const [reference, setReference] = useState(false);
  const [open, setOpen] = useState<string[]>([...sections]);
  // The print shows every section open and every page of the applicant's fields, not the one on screen.
  const printing = usePrinting();
  const save = useAction(householder, 'save', { onSuccess: () => (saved ? navigate(saved) : undefined) });
  // Without the save's grant the questionnaire is shown as a record to read.
  const locked = !save.allowed || readOnly;
  const dataMid = typeof record['dataMid'] === 'string' ? record['dataMid'] : undefined;
  const sources = useList(dataSourceRecord, { current: 1, size: 1, filters: dataMid ? { dataMid } : {} });
  // The applicant's ID is required while it can be typed; questionnaireModify locks it (§5.1). From the
  // first try to save on, every message is that of the questionnaire as it is now (the kit's rule).
  const live = useLiveStoreProblems(() =>
    checkSurvey({ ...draft, fields: store.get() }, { idCardEditable: !editing, today: today() }),
  );
  const problems = live.problems;
  const { changed, report } = live;
  // Stable callbacks (functional updates): the memoised fields and sections keep their props per keystroke.
  const onValue = useCallback(
    (name: string, value: unknown) => {
      // A valid ID card fills sex and age (§4).
      store.update((fields) =>
        name === 'idCard'
          ? applyIdCard({ ...fields, idCard: value as string }, today())
          : { ...fields, [name]: value },
      );
      changed(name);
    },
    [store, changed],
  );
  const onProblem = useCallback(
    (name: string, problem?: Omit<Problem, 'field'>) => report(name, problem && { ...problem, field: name }),
    [report],
  );
  // The parts kept in the draft (members, supporters, housing…) checked again as they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when the draft changes
  useEffect(() => changed(), [draft]);
  const onArea = useCallback((area: RegionValue) => onValue('area', area), [onValue]);
  const onAvatar = useCallback((avatar: string) => onValue('avatar', avatar), [onValue]);
  const onHouses = useCallback((houseInfo: HousingEntry[]) => setDraft((d) => ({ ...d, houseInfo })), []);
  const onFamilies = useCallback(
    (families: SurveyDraft['families']) => setDraft((d) => ({ ...d, families })),
    [],
  );
  const onSign = useCallback((sign: SurveySignature) => setDraft((d) => ({ ...d, sign })), []);
  const onPhotos = useCallback((photos: SurveyDraft['photos']) => setDraft((d) => ({ ...d, photos })), []);
  const sectionProps: SectionProps = {
    store,
    problems,
    readOnly: locked,
    editing,
    yesNo: dictionaries.data?.['yes_no'],
    onValue,
    onProblem,
  };
  const input = useFieldInput(sectionProps);
  const label = useFieldLabel();

  const submit = () => {
    const current = { ...draft, fields: store.get() };
    const found = live.attempt();
    if (found.length > 0) {
      const first = pages.findIndex((p) => p.some((f) => found.some((x) => x.field === f)));
      if (first >= 0) setPage(String(first));
      notifications.show({ color: 'red', message: t('household.save.invalid') });
      return;
    }
    save.run(surveyBody(current));
  };

  const source = dataMid ? sources.data?.records[0]?.['sourceName'] : undefined;
  // Values as people read them: a choice's or dictionary's label (性别 女, not 2).
  const rows = referenceRows(
    record,
    [...applicantFields, ...familyFields],
    typeof source === 'string' ? source : t('household.reference.record'),
    (name, value) => {
      const field = householder.fields.find((f) => f.name === name);
      return field ? fieldText(field, value, dictionaries.data) : String(value);
    },
  );

  return (
    // The reference panel opens beside the form: the form keeps its width clear of it.
    <Stack
      gap="md"
      component="section"
      aria-label={title}
      pr={reference ? PANEL_WIDTH + 24 : undefined}
      ref={live.ref}
    >
      <InvalidAnnouncement said={live.said} />
      <style>{PRINT_CSS}</style>
      <Group justify="space-between">
        <Title order={3}>{title}</Title>
        <Group gap="xs" className="household-tools">
          <Button variant="default" onClick={() => setReference((r) => !r)}>
            {t('household.reference.title')}
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('household.print')}
          </Button>
          {locked ? null : (
            <Button loading={save.pending} onClick={submit}>
              {t('console.crud.save')}
            </Button>
          )}
        </Group>
      </Group>
      {reference ? <ReferencePanel rows={rows} label={label} /> : null}
      <Accordion
        multiple
        value={printing ? [...sections] : open}
        onChange={setOpen}
        transitionDuration={printing ? 0 : undefined}
        variant="separated"
      >
        <Accordion.Item value="applicant">
          <Accordion.Control>{t('household.section.applicant')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Group align="flex-start" justify="space-between" wrap="nowrap">
                <PagePicker value={page} onChange={setPage} />
                <StoredAvatar store={store} readOnly={locked} onChange={onAvatar} />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {printing ? applicantFields.map(input) : pages[Number(page)]?.map(input)}
              </SimpleGrid>
              <StoredRegion store={store} label={label('area')} readOnly={locked} onChange={onArea} />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <FamilySection
          {...sectionProps}
          houseInfo={draft.houseInfo}
          size={draft.families.members.length}
          onHouses={onHouses}
        />
        <LowerSections {...sectionProps} families={draft.families} onFamilies={onFamilies} />
        <SignatureSection {...sectionProps} sign={draft.sign} onSign={onSign} />
        <PhotosSection photos={draft.photos} readOnly={locked} onPhotos={onPhotos} />
      </Accordion>
    </Stack>
  );
}
