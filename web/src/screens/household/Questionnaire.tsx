import {
  Accordion,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Row } from '@nbxt/core/crud/client.ts';
import { dictOptions } from '@nbxt/core/dict/items.ts';
import { normalizeDisability } from '@nbxt/core/household/disability.ts';
import { type SurveyMode, surveyFieldState, surveyPages } from '@nbxt/core/household/fields.ts';
import { applyIdCard, validateSurveyIdCard } from '@nbxt/core/household/person.ts';
import {
  applicantFields,
  checkSurvey,
  disabilityCodes,
  disabilityLabel,
  familyFields,
  referenceRows,
  type SurveyDraft,
  surveyBody,
  surveyDraft,
} from '@nbxt/core/household/questionnaire.ts';
import { dataSourceRecord, householder } from '@nbxt/core/modules/household.ts';
import type { RegionValue } from '@nbxt/core/region/picker.ts';
import { validatePhone } from '@nbxt/core/validate/phone.ts';
import type { Problem } from '@nbxt/core/validate/result.ts';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useDictionaries } from '../../app/dictionaries.ts';
import { HousingEditor } from '../../components/HousingEditor.tsx';
import { RegionPicker } from '../../components/RegionPicker.tsx';
import { SignaturePad } from '../../components/SignaturePad.tsx';
import { useAction, useList } from '../../kit/hooks.ts';
import { useRegistryText } from '../../kit/texts.ts';
import { FamilyTags } from './FamilyTags.tsx';
import { AvatarUpload, PhotoGroups } from './PhotoGroups.tsx';
import { ReferencePanel } from './ReferencePanel.tsx';
import { today } from './today.ts';

const sections = ['applicant', 'family', 'members', 'supporters', 'visit', 'signature', 'photos'] as const;
const pages = surveyPages(applicantFields);
const numberFields = new Set<string>(['age', ...familyFields]);
/** Printed: the questionnaire alone (no tools, reference panel or the console's frame). */
const PRINT_CSS = `@media print {
  .household-tools, [role="complementary"], .mantine-AppShell-navbar, .mantine-AppShell-header { display: none !important }
  .mantine-AppShell-main { padding: 0 !important }
}`;

export interface QuestionnaireProps {
  record: Row;
  readOnly: boolean;
  /** questionnaireModify: an existing questionnaire, its ID card locked (身份证信息不可修改). */
  editing: boolean;
  title: string;
}

/**
 * The questionnaire (forms-and-survey.md §2.2): collapsible sections, the applicant's fields in pages of
 * 15, the household-area picker, members and supporter families as tags, housing, signature, photos and
 * the draggable reference panel; saved in one request (householder/save). Read-only disables everything.
 */
export function Questionnaire({ record, readOnly, editing, title }: QuestionnaireProps) {
  const { t, text } = useRegistryText();
  const dictionaries = useDictionaries();
  const [draft, setDraft] = useState<SurveyDraft>(() => surveyDraft(record));
  const [problems, setProblems] = useState<Problem[]>([]);
  const [page, setPage] = useState('0');
  const [reference, setReference] = useState(false);
  const save = useAction(householder, 'save');
  const dataMid = typeof record['dataMid'] === 'string' ? record['dataMid'] : undefined;
  const sources = useList(dataSourceRecord, { current: 1, size: 1, filters: dataMid ? { dataMid } : {} });
  const mode: SurveyMode = { readOnly, editing };
  const fields = draft.fields;
  const setFields = (patch: Record<string, unknown>) =>
    setDraft((d) => ({ ...d, fields: { ...d.fields, ...patch } }));
  const problemOf = (field: string) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(problem.message, problem.params ?? {}) : undefined;
  };
  const label = (name: string) => {
    const field = householder.fields.find((f) => f.name === name);
    return field ? text(field.label, field.text) : t(`household.field.${name}`);
  };
  const dropProblem = (field: string) => setProblems((ps) => ps.filter((p) => p.field !== field));

  const input = (name: string) => {
    const state = surveyFieldState(name, mode);
    const common = {
      key: name,
      label: label(name),
      readOnly: state.readonly,
      description: state.tip ? t(state.tip) : undefined,
      error: problemOf(name),
    };
    const value = fields[name];
    if (name === 'sex' || name === 'phoneCheck') {
      const choices =
        name === 'sex'
          ? [
              { value: '1', label: t('household.sex.1') },
              { value: '2', label: t('household.sex.2') },
            ]
          : dictOptions(dictionaries.data?.['yes_no']);
      return (
        <Select
          {...common}
          data={choices}
          value={value === undefined || value === null ? null : String(value)}
          onChange={(v) => {
            dropProblem(name);
            setFields({ [name]: v === null ? undefined : name === 'sex' ? Number(v) : v });
          }}
        />
      );
    }
    if (name === 'disability') {
      const codes = Array.isArray(value) ? value.map(String) : [];
      return (
        <MultiSelect
          {...common}
          placeholder={codes.length === 0 ? t('region.choose', { level: common.label }) : undefined}
          data={disabilityCodes.map((code) => ({ value: code, label: t(disabilityLabel(code)) }))}
          value={codes}
          onChange={(next) => setFields({ disability: normalizeDisability(next) })}
        />
      );
    }
    if (numberFields.has(name)) {
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(v) => {
            dropProblem(name);
            setFields({ [name]: v === '' ? undefined : v });
          }}
        />
      );
    }
    return (
      <TextInput
        {...common}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(e) => {
          const next = e.currentTarget.value;
          dropProblem(name);
          // A valid ID card fills sex and age (§4).
          if (name === 'idCard') setFields(applyIdCard({ ...fields, idCard: next }, today()));
          else setFields({ [name]: next });
        }}
        onBlur={() => {
          const check =
            name === 'idCard'
              ? validateSurveyIdCard(value, { applicant: true, idCardEditable: false, today: today() })
              : name === 'phone' && value
                ? validatePhone(value)
                : undefined;
          if (check && !check.ok)
            setProblems((ps) => [...ps.filter((p) => p.field !== name), { ...check, field: name }]);
        }}
      />
    );
  };

  const submit = () => {
    const found = checkSurvey(draft, { idCardEditable: false, today: today() });
    if (found.length > 0) {
      setProblems(found);
      const first = pages.findIndex((p) => p.some((f) => found.some((x) => x.field === f)));
      if (first >= 0) setPage(String(first));
      notifications.show({ color: 'red', message: t('household.save.invalid') });
      return;
    }
    save.run(surveyBody(draft));
  };

  const source = dataMid ? sources.data?.records[0]?.['sourceName'] : undefined;
  const rows = referenceRows(
    record,
    [...applicantFields, ...familyFields],
    typeof source === 'string' ? source : t('household.reference.record'),
  );

  return (
    <Stack gap="md" component="section" aria-label={title}>
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
          {readOnly ? null : (
            <Button loading={save.pending} onClick={submit}>
              {t('console.crud.save')}
            </Button>
          )}
        </Group>
      </Group>
      {reference ? <ReferencePanel rows={rows} label={label} /> : null}
      <Accordion multiple defaultValue={[...sections]} variant="separated">
        <Accordion.Item value="applicant">
          <Accordion.Control>{t('household.section.applicant')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Group align="flex-start" justify="space-between" wrap="nowrap">
                <SegmentedControl
                  aria-label={t('household.section.applicant')}
                  value={page}
                  onChange={setPage}
                  data={pages.map((_, i) => ({ value: String(i), label: t('household.page', { n: i + 1 }) }))}
                />
                <AvatarUpload
                  value={typeof fields['avatar'] === 'string' ? fields['avatar'] : undefined}
                  readOnly={readOnly}
                  onChange={(avatar) => setFields({ avatar })}
                />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {pages[Number(page)]?.map(input)}
              </SimpleGrid>
              <RegionPicker
                label={label('area')}
                levels={5}
                required
                readOnly={readOnly}
                value={fields['area'] as RegionValue | string | undefined}
                onChange={(area) => setFields({ area })}
              />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="family">
          <Accordion.Control>{t('household.section.family')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
                {familyFields.map((name) =>
                  name === 'numberOfFamily' ? (
                    <NumberInput
                      key={name}
                      label={label(name)}
                      readOnly
                      description={t('household.numberOfFamilyDerived')}
                      value={draft.families.members.length}
                    />
                  ) : (
                    input(name)
                  ),
                )}
              </SimpleGrid>
              <Textarea
                label={t('household.field.familyInfo')}
                value={String(fields['familyInfo'] ?? '')}
                readOnly={readOnly}
                autosize
                minRows={2}
                onChange={(e) => setFields({ familyInfo: e.currentTarget.value })}
              />
              <HousingEditor
                value={draft.houseInfo}
                readOnly={readOnly}
                onChange={(houseInfo) => setDraft((d) => ({ ...d, houseInfo }))}
              />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        {(['members', 'supporters'] as const).map((part) => (
          <Accordion.Item key={part} value={part}>
            <Accordion.Control>{t(`household.section.${part}`)}</Accordion.Control>
            <Accordion.Panel>
              <FamilyTags
                part={part}
                value={draft.families}
                readOnly={readOnly}
                onChange={(families) => setDraft((d) => ({ ...d, families }))}
              />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
        <Accordion.Item value="visit">
          <Accordion.Control>{t('household.section.visit')}</Accordion.Control>
          <Accordion.Panel>
            <Textarea
              aria-label={t('household.section.visit')}
              value={String(fields['visit'] ?? '')}
              readOnly={readOnly}
              autosize
              minRows={2}
              onChange={(e) => setFields({ visit: e.currentTarget.value })}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="signature">
          <Accordion.Control>{t('household.section.signature')}</Accordion.Control>
          <Accordion.Panel>
            <SignaturePad
              value={draft.sign}
              applicantName={typeof fields['name'] === 'string' ? fields['name'] : undefined}
              readOnly={readOnly}
              onChange={(sign) => setDraft((d) => ({ ...d, sign }))}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="photos">
          <Accordion.Control>{t('household.section.photos')}</Accordion.Control>
          <Accordion.Panel>
            <PhotoGroups
              value={draft.photos}
              readOnly={readOnly}
              onChange={(photos) => setDraft((d) => ({ ...d, photos }))}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
