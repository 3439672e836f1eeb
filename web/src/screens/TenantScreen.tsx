import { NumberInput, Select } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { IconDatabase, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../components/DateFields.tsx';
import { useAll } from '../kit/hooks.ts';
import { OperationButton } from '../kit/OperationButton.tsx';
import { ResourceList } from '../kit/ResourceList.tsx';
import { warnSelectOne } from './notify.ts';
import { SaveDialog, useDialogSave } from './SaveDialog.tsx';

/** Tenants: quota and expiry for several tenants at once (setting) and the data source of one. */
export default function TenantScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const [setting, setSetting] = useState<string[]>();
  const [source, setSource] = useState<Row>();
  return (
    <>
      <ResourceList
        spec={platformSpec('tenant')}
        options={{
          title,
          toolbar: ({ selected }) => (
            <OperationButton
              spec={platformSpec('tenant')}
              operation="setting"
              variant="light"
              leftSection={<IconSettings size={16} />}
              onClick={() => (selected.length === 0 ? warnSelectOne(t) : setSetting(selected))}
            >
              {t('sys.tenant.setting')}
            </OperationButton>
          ),
          rowActions: (row) => [
            {
              key: 'datasource',
              operation: 'datasource',
              label: t('sys.tenant.datasource'),
              icon: <IconDatabase size={14} />,
              onClick: () => setSource(row),
            },
          ],
        }}
      />
      {setting ? <SettingDialog ids={setting} onClose={() => setSetting(undefined)} /> : null}
      {source ? <DatasourceDialog tenant={source} onClose={() => setSource(undefined)} /> : null}
    </>
  );
}

/** What a tenant dialog's save refreshes: the tenant lists. */
const TENANTS = ['tenant'];

function SettingDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [accountNumber, setAccountNumber] = useState<string | number>(-1);
  const [expireTime, setExpireTime] = useState('');
  const save = useDialogSave(
    (client) =>
      client.resource(platformSpec('tenant')).call('setting', {
        ids: ids.join(','),
        accountNumber: String(accountNumber),
        ...(expireTime ? { expireTime } : {}),
      }),
    onClose,
    TENANTS,
  );
  return (
    <SaveDialog
      title={t('sys.tenant.setting')}
      subject={t('console.crud.selected', { count: ids.length })}
      saving={save.pending}
      onSave={() => save.run()}
      onClose={onClose}
    >
      <NumberInput
        label={t('tenant.accountNumber')}
        description={t('sys.tenant.unlimited')}
        value={accountNumber}
        onChange={setAccountNumber}
        min={-1}
      />
      {/* A day; the tenant expires at its end. */}
      <DateField
        label={t('tenant.expireTime')}
        format="YYYY-MM-DD [23:59:59]"
        value={expireTime}
        onChange={setExpireTime}
      />
    </SaveDialog>
  );
}

function DatasourceDialog({ tenant, onClose }: { tenant: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const sources = useAll(platformSpec('datasource'));
  const [value, setValue] = useState<string | null>(tenant.datasourceId ? String(tenant.datasourceId) : null);
  const save = useDialogSave(
    (client) =>
      client
        .resource(platformSpec('tenant'))
        .call('datasource', { tenantId: String(tenant.tenantId), datasourceId: value ?? '' }),
    onClose,
    TENANTS,
  );
  return (
    <SaveDialog
      title={t('sys.tenant.datasource')}
      subject={`${String(tenant.tenantId ?? '')} · ${String(tenant.tenantName ?? '')}`}
      saving={save.pending}
      disabled={!value}
      onSave={() => save.run()}
      onClose={onClose}
    >
      <Select
        label={t('resource.datasource')}
        withAsterisk
        value={value}
        onChange={setValue}
        data={(sources.data ?? []).map((s) => ({ value: String(s.id), label: String(s.name ?? s.id) }))}
      />
    </SaveDialog>
  );
}
