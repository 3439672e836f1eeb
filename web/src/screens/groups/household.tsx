import {
  Accordion,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { fieldText } from '@nbxt/core/dict/field-text.ts';
import type { HousingEntry } from '@nbxt/core/household/housing.ts';
import { applyIdCard } from '@nbxt/core/household/person.ts';
import type { SurveySignature } from '@nbxt/core/household/signature.ts';
import { householder, invReport } from '@nbxt/core/modules/household.ts';
import type { RegionValue } from '@nbxt/core/region/picker.ts';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../app/dictionaries.ts';
import { HousingEditor } from '../../components/HousingEditor.tsx';
import { addHouseholdTexts } from '../../components/household-texts.ts';
import { RegionField, RegionPicker } from '../../components/RegionPicker.tsx';
import { SignaturePad } from '../../components/SignaturePad.tsx';
import { useAction, useList, useRecord } from '../../kit/hooks.ts';
import { type ModuleScreenProps, moduleGroup } from '../../kit/module-group.tsx';
import { useRegistryText } from '../../kit/texts.ts';

const today = () => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
};

const sections = ['applicant', 'family', 'members', 'supporters', 'visit', 'signature'] as const;

/** The questionnaire's record: the householder with its survey data. */
type Survey = Row & {
  houseInfo?: HousingEntry[];
  appendixs?: { sign?: SurveySignature; [group: string]: unknown };
};

function QuestionnaireForm({
  record,
  readOnly,
  title,
}: {
  record: Survey;
  readOnly: boolean;
  title: string;
}) {
  const { t, text } = useRegistryText();
  const [survey, setSurvey] = useState<Survey>(record);
  const save = useAction(householder, 'save');
  const set = (patch: Partial<Survey>) => setSurvey((s) => ({ ...s, ...patch }));
  const label = (name: string) => {
    const field = householder.fields.find((f) => f.name === name)!;
    return text(field.label, field.text);
  };
  const input = (name: string) => (
    <TextInput
      label={label(name)}
      value={String(survey[name] ?? '')}
      readOnly={readOnly}
      onChange={(e) => {
        const value = e.currentTarget.value;
        // A valid ID card fills sex and age (§4).
        set(name === 'idCard' ? applyIdCard({ ...survey, idCard: value }, today()) : { [name]: value });
      }}
    />
  );
  const members = Array.isArray(survey['familyMembers']) ? (survey['familyMembers'] as Row[]) : [];
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={3}>{title}</Title>
        {readOnly ? null : (
          <Button loading={save.pending} onClick={() => save.run(survey)}>
            {t('console.crud.save')}
          </Button>
        )}
      </Group>
      <Accordion multiple defaultValue={[...sections]} variant="separated">
        <Accordion.Item value="applicant">
          <Accordion.Control>{t('household.section.applicant')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {input('name')}
                {input('idCard')}
                {input('sex')}
                {input('age')}
                {input('phone')}
                {input('praddress')}
              </SimpleGrid>
              <RegionPicker
                label={label('area')}
                levels={5}
                required
                readOnly={readOnly}
                value={survey['area'] as RegionValue | string | undefined}
                onChange={(area) => set({ area })}
              />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="family">
          <Accordion.Control>{t('household.section.family')}</Accordion.Control>
          <Accordion.Panel>
            <HousingEditor
              value={survey.houseInfo}
              readOnly={readOnly}
              onChange={(houseInfo) => set({ houseInfo })}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="members">
          <Accordion.Control>{t('household.section.members')}</Accordion.Control>
          <Accordion.Panel>
            <Group gap="xs">
              {members.map((m, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: members are tags in order
                <Badge key={i} variant="light" size="lg" tt="none">
                  {String(m['name'] ?? '')}
                </Badge>
              ))}
            </Group>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="supporters">
          <Accordion.Control>{t('household.section.supporters')}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" c="dimmed">
              {t('console.crud.empty')}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="visit">
          <Accordion.Control>{t('household.section.visit')}</Accordion.Control>
          <Accordion.Panel>
            <Textarea
              aria-label={t('household.section.visit')}
              value={String(survey['visit'] ?? '')}
              readOnly={readOnly}
              autosize
              minRows={2}
              onChange={(e) => set({ visit: e.currentTarget.value })}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="signature">
          <Accordion.Control>{t('household.section.signature')}</Accordion.Control>
          <Accordion.Panel>
            <SignaturePad
              value={survey.appendixs?.sign}
              applicantName={typeof survey['name'] === 'string' ? survey['name'] : undefined}
              readOnly={readOnly}
              onChange={(sign) => set({ appendixs: { ...survey.appendixs, sign } })}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}

/**
 * The questionnaire (forms-and-survey.md §2.2), a first skeleton: collapsible sections with the
 * household-area picker, the housing list and the signature; saved in one request (householder save).
 * /questionnaire/:id and questionnaireModify edit, questionnaireView is read-only.
 */
function Questionnaire({ module, screen, params, title }: ModuleScreenProps) {
  addHouseholdTexts();
  const { t } = useTranslation();
  const id = params['id'] || undefined;
  const record = useRecord(householder, id);
  const heading = title ?? t(`screen.${module}.${screen.path}`);
  if (!id) return <Alert color="gray">{t('console.crud.empty')}</Alert>;
  if (record.isPending) return <Loader size="sm" aria-label={t('sys.list.loading')} />;
  return (
    <QuestionnaireForm
      key={id}
      record={(record.data ?? { id }) as Survey}
      readOnly={screen.custom === 'questionnaireView'}
      title={heading}
    />
  );
}

/** /lowIncome/reportPrint: a survey report as an A4 page, printed with the browser's print. */
function ReportPrint({ module, screen, params, title }: ModuleScreenProps) {
  addHouseholdTexts();
  const { t, text } = useRegistryText();
  const dictionaries = useDictionaries();
  const reports = useList(invReport, { current: 1, size: 100 });
  const [chosen, setChosen] = useState<string | null>(params['id'] ?? null);
  const report = reports.data?.records.find((r) => r.id === chosen) ?? reports.data?.records[0];
  const heading = title ?? t(`screen.${module}.${screen.path}`);
  const shown = invReport.fields.filter((f) => f.name !== 'holderId');
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <style>
        {'@page { size: A4; margin: 18mm } @media print { .household-print-tools { display: none } }'}
      </style>
      <Group justify="space-between" className="household-print-tools">
        <Title order={3}>{heading}</Title>
        <Group gap="xs">
          <Select
            aria-label={t('household.print.choose')}
            placeholder={t('household.print.choose')}
            data={(reports.data?.records ?? []).map((r) => ({
              value: String(r.id),
              label: `${r['reportName'] ?? ''} · ${r['name'] ?? ''}`,
            }))}
            value={report ? String(report.id) : null}
            onChange={setChosen}
            w={320}
          />
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('household.print.print')}
          </Button>
        </Group>
      </Group>
      {reports.isPending ? <Loader size="sm" aria-label={t('sys.list.loading')} /> : null}
      {report ? (
        <Paper
          withBorder
          shadow="sm"
          p="xl"
          mx="auto"
          w="210mm"
          mih="297mm"
          bg="white"
          aria-label={String(report['reportName'] ?? '')}
        >
          <Stack gap="lg">
            <Title order={2} ta="center">
              {String(report['reportName'] ?? '')}
            </Title>
            <Table withTableBorder withColumnBorders>
              <Table.Tbody>
                {shown.map((f) => (
                  <Table.Tr key={f.name}>
                    <Table.Th w="30%">{text(f.label, f.text)}</Table.Th>
                    <Table.Td>{fieldText(f, report[f.name], dictionaries.data)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="space-between" mt="xl">
              <Text>{t('household.print.signature')}</Text>
              <Text>{t('household.print.date', { date: new Date().toLocaleDateString() })}</Text>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** The household survey (core/src/modules/household.ts): the generic screens, areas picked by region. */
export default moduleGroup(
  {
    questionnaire: Questionnaire,
    questionnaireModify: Questionnaire,
    questionnaireView: Questionnaire,
    reportPrint: ReportPrint,
  },
  { widgets: { area: RegionField } },
);
