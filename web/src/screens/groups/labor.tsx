import { Alert, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { laborTexts } from '@nbxt/core/modules/labor.texts.ts';
import { laborInspection } from '@nbxt/core/modules/labor.ts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { addAreaMessages } from '../../base/i18n.ts';
import { useRecord } from '../../kit/hooks.ts';
import { type ModuleScreenProps, moduleGroup } from '../../kit/module-group.tsx';
import { RecordForm } from '../../kit/RecordForm.tsx';
import { RecordView } from '../../kit/RecordView.tsx';

// This group's texts, added when its code loads.
addAreaMessages(laborTexts);

/**
 * Labor inspection (core/src/modules/labor.ts): the public report (/labor/report?dataId=&disabled=), the
 * inspection named by dataId, read-only when disabled=true, else edited and saved, then, once the server
 * has stored it, /labor/reportSuccess. Without a dataId, or with one naming nothing, there is no report.
 */

const SUCCESS_PATH = '/labor/reportSuccess';

function PublicPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder radius="md" p="xl" w="100%" maw={760}>
        <Stack gap="md" component="section" aria-label={title}>
          <Title order={3}>{title}</Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

function Report({ module, screen, params, title }: ModuleScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const spec = laborInspection;
  const dataId = params['dataId'] || undefined;
  const readOnly = params['disabled'] === 'true';
  const record = useRecord(spec, dataId);
  const [round, setRound] = useState(0);
  const heading = title ?? t(`screen.${module}.${screen.path}`);
  if (dataId && record.isPending)
    return (
      <PublicPage title={heading}>
        <Loader size="sm" aria-label={t('sys.list.loading')} />
      </PublicPage>
    );
  // The report edits the record its dataId names, and only that one: none or an unknown one is not a
  // blank report to fill in (the server refuses to store it).
  if (readOnly || !dataId || !record.data)
    return (
      <PublicPage title={heading}>
        <Alert variant="light" color="gray">
          {t(record.data ? 'labor.report.readOnly' : 'labor.report.missing')}
        </Alert>
        {record.data ? <RecordView spec={spec} record={record.data} /> : null}
      </PublicPage>
    );
  return (
    <PublicPage title={heading}>
      <RecordForm
        // 取消 stays on the report, its values back to those stored: nothing was sent, so nothing claims
        // success (going back could land on an earlier 提交成功).
        key={round}
        spec={spec}
        id={dataId}
        record={record.data}
        // The person reporting submits their report: 提交, not a staff member's 修改.
        submitText="labor.report.submit"
        // 提交成功 only once the server has stored it: RecordForm calls this on its acknowledgement.
        onSaved={() => navigate(SUCCESS_PATH)}
        onCancel={() => setRound((n) => n + 1)}
      />
    </PublicPage>
  );
}

function ReportSuccess({ module, screen, title }: ModuleScreenProps) {
  const { t } = useTranslation();
  const heading = title ?? t(`screen.${module}.${screen.path}`);
  return (
    <PublicPage title={heading}>
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Text>{t('labor.report.success')}</Text>
      </Stack>
    </PublicPage>
  );
}

export default moduleGroup({ report: Report, reportSuccess: ReportSuccess });
