import { Alert, Button, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { fieldText } from '@nbxt/core/dict/field-text.ts';
import { householder, invReport } from '@nbxt/core/modules/household.ts';
import { linkAddress } from '@nbxt/core/modules/screens.ts';
import { localDateText } from '@nbxt/core/resources/date-format.ts';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addHouseholdTexts } from '../../components/household-texts.ts';
import { useDictionaries } from '../../kit/dictionaries.ts';
import { useList, useRecord } from '../../kit/hooks.ts';
import { type ModuleScreenProps, moduleGroup } from '../../kit/module-group.tsx';
import { RegionField } from '../../kit/RegionPicker.tsx';
import { useRegistryText } from '../../kit/texts.ts';
import { Questionnaire } from '../household/Questionnaire.tsx';

/**
 * The questionnaire (forms-and-survey.md §2.2): /questionnaire/:id fills it, questionnaireModify edits it
 * (ID card locked), questionnaireView shows it read-only.
 */
function QuestionnaireScreen({ module, screen, params, title }: ModuleScreenProps) {
  addHouseholdTexts();
  const { t } = useTranslation();
  const id = params['id'] || undefined;
  const record = useRecord(householder, id);
  const heading = title ?? t(`screen.${module}.${screen.path}`);
  if (!id) return <Alert color="gray">{t('console.crud.empty')}</Alert>;
  if (record.isPending) return <Loader size="sm" aria-label={t('sys.list.loading')} />;
  return (
    <Questionnaire
      key={id}
      record={record.data ?? { id }}
      readOnly={screen.custom === 'questionnaireView'}
      editing={screen.custom === 'questionnaireModify'}
      title={heading}
      // Saved, the survey goes on to the screen it declares (版本详情) for the record.
      saved={screen.links?.[0] ? linkAddress(screen.links[0], record.data ?? { id }) : undefined}
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
          // The sheet is paper in every scheme: dark text on it, not the dark scheme's light text.
          c="black"
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
              <Text>{t('household.print.date', { date: localDateText(Date.now()) })}</Text>
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
    questionnaire: QuestionnaireScreen,
    questionnaireModify: QuestionnaireScreen,
    questionnaireView: QuestionnaireScreen,
    reportPrint: ReportPrint,
  },
  { widgets: { area: RegionField } },
);
