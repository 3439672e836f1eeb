import { Button, Stack, Tabs, Title } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import type { Page } from '@nbxt/core/crud/page.ts';
import { safetyScreen } from '@nbxt/core/modules/safety-hidden-danger.ts';
import { safetyProdInsurancePolicy as policies } from '@nbxt/core/modules/safety-prod.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import { IconSend } from '@tabler/icons-react';
import type { ListSource } from '../../crud/list-query.ts';
import { ResourceList } from '../../crud/ResourceList.tsx';
import { useStartOperation } from '../../kit/actions.tsx';
import { useClient } from '../../kit/client.tsx';
import { Dashboard } from '../../kit/Dashboard.tsx';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { useRegistryText } from '../../kit/texts.ts';
import { addBusinessTexts } from './texts.ts';

/** The risk screen: identifications, risks and their counts (charted), and the risk notice sent on confirmation. */
export function RiskScreen({ title }: ModuleScreenProps) {
  addBusinessTexts();
  const { text } = useRegistryText();
  const { start, label, pending } = useStartOperation(safetyScreen);
  return (
    <Dashboard
      spec={safetyScreen}
      title={title ?? text(safetyScreen.label, safetyScreen.text)}
      actions={
        <Button leftSection={<IconSend size={16} />} loading={pending} onClick={() => start('send')}>
          {label('send')}
        </Button>
      }
    />
  );
}

/** A dashboard in the shell (the visual report): the entry's figures, charts and lists. */
export function ShellDashboard({ screen, title }: ModuleScreenProps) {
  addBusinessTexts();
  const { text } = useRegistryText();
  const spec = getResource(screen.resource!)!;
  return <Dashboard spec={spec} title={title ?? text(spec.label, spec.text)} />;
}

type Load = Parameters<NonNullable<ListSource['load']>>[0];

/**
 * Insured tenants (§6: policies can be assigned to a service tenant): the policies of the tenants served
 * (tenantPage) and the tenant's own (ownList), each list assigning the selected policies to a service
 * tenant chosen among serviceList's (serviceTenant: ids, serviceTenantId).
 */
export function InsuranceTenant({ title }: ModuleScreenProps) {
  addBusinessTexts();
  const { t, text } = useRegistryText();
  const client = useClient();
  const api = client.resource(policies);
  const tenantPage = ({ current, size, filters, signal }: Load) =>
    api.call<Page<Row>>('tenantPage', { ...filters, current, size }, signal);
  const ownList = async ({ signal }: Load): Promise<Page<Row>> => {
    const records = await api.call<Row[]>('ownList', {}, signal);
    const rows = Array.isArray(records) ? records : [];
    return { records: rows, total: rows.length, current: 1, size: rows.length, pages: 1 };
  };
  return (
    <Stack gap="md">
      <Title order={3}>{title ?? text(policies.label, policies.text)}</Title>
      <Tabs defaultValue="tenant" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tenant">{t('biz.insurance.tenant')}</Tabs.Tab>
          <Tabs.Tab value="own">{t('biz.insurance.own')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tenant" pt="md">
          <ResourceList
            spec={policies}
            options={{
              title: t('biz.insurance.tenant'),
              embedded: true,
              readOnly: true,
              load: tenantPage,
              loadKey: 'tenantPage',
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="own" pt="md">
          <ResourceList
            spec={policies}
            options={{
              title: t('biz.insurance.own'),
              embedded: true,
              readOnly: true,
              load: ownList,
              loadKey: 'ownList',
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
