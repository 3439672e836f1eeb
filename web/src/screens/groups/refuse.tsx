import { Group, Select, Stack, Title } from '@mantine/core';
import { refuseTexts } from '@nbxt/core/modules/refuse.texts.ts';
import { refuseFormdata, refuseReport } from '@nbxt/core/modules/refuse.ts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addAreaMessages } from '../../base/i18n.ts';
import { ChartPanel } from '../../kit/ChartPanel.tsx';
import { ImportButton } from '../../kit/ImportButton.tsx';
import { ModuleScreen } from '../../kit/ModuleScreen.tsx';
import { type ModuleScreenProps, moduleGroup } from '../../kit/module-group.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { StatisticsHeader } from '../../kit/StatisticsHeader.tsx';

// This group's texts, added when its code loads.
addAreaMessages(refuseTexts);

/**
 * Refuse classification (core/src/modules/refuse.ts): the reports of a year, imported from spreadsheets and
 * drawn by month (`chart` by year), and the panel of a year's counts, ranking and submission rate.
 */

const YEARS = 6;

function YearPicker({ year, onChange }: { year: string; onChange: (year: string) => void }) {
  const { t } = useTranslation();
  const now = dayjs().year();
  return (
    <Select
      label={t('refuse.year')}
      w={140}
      allowDeselect={false}
      data={Array.from({ length: YEARS }, (_, i) => String(now - i))}
      value={year}
      onChange={(value) => value && onChange(value)}
    />
  );
}

function useHeading({ module, screen, title }: ModuleScreenProps) {
  const { t } = useTranslation();
  return title ?? t(`screen.${module}.${screen.path}`);
}

/** /refuseClassify/refuseClassifyData: a year's tonnage by month, and the reports' import. */
function ReportChart(props: ModuleScreenProps) {
  const heading = useHeading(props);
  const spec = refuseReport;
  const [year, setYear] = useState(String(dayjs().year()));
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Title order={3}>{heading}</Title>
      <Group align="flex-end" justify="space-between">
        <YearPicker year={year} onChange={setYear} />
        <ImportButton spec={spec} operation="import" />
      </Group>
      <ChartPanel spec={spec} filters={{ year }} />
    </Stack>
  );
}

/** /refuseClassify/panel: a year's counts, then its ranking and submission rate drawn. */
function Panel(props: ModuleScreenProps) {
  const heading = useHeading(props);
  const spec = refuseFormdata;
  const [year, setYear] = useState(String(dayjs().year()));
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Title order={3}>{heading}</Title>
      <YearPicker year={year} onChange={setYear} />
      <StatisticsHeader spec={spec} filters={{ year }} />
      <ChartPanel spec={spec} filters={{ year }} kind="bar" />
    </Stack>
  );
}

/**
 * /refuseClassify/refuseClassify: the assessments of a year, the current one unless another is picked (the
 * year picker replaces the list's own year search, which would start empty).
 */
const listed = {
  ...refuseFormdata,
  fields: refuseFormdata.fields.map((f) => (f.kind === 'year' ? { ...f, filter: undefined } : f)),
};

function YearList(props: ModuleScreenProps) {
  const heading = useHeading(props);
  const [year, setYear] = useState(String(dayjs().year()));
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <YearPicker year={year} onChange={setYear} />
      <ResourceList spec={listed} options={{ title: heading, filters: { year }, addDefaults: { year } }} />
    </Stack>
  );
}

export default moduleGroup({
  refuseClassifyData: ReportChart,
  panel: Panel,
  refuseClassify: YearList,
  // The spec shows none of the related tenants' calls: the module page says what it lacks.
  releateTenant: ModuleScreen,
});
