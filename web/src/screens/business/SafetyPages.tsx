import { Button } from '@mantine/core';
import { safetyScreen } from '@nbxt/core/modules/safety-hidden-danger.ts';
import { safetyProdInsurancePolicy as policies } from '@nbxt/core/modules/safety-prod.ts';
import { resourceNamed } from '@nbxt/core/resources/registry.ts';
import { IconSend } from '@tabler/icons-react';
import { useStartOperation } from '../../kit/actions.tsx';
import { useClient } from '../../kit/client.tsx';
import { Dashboard } from '../../kit/Dashboard.tsx';
import type { ListSource } from '../../kit/list-query.ts';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { useRegistryText } from '../../kit/texts.ts';
import { ListTabs, operationPages } from './ListTabs.tsx';
import { addBusinessTexts } from './texts.ts';

/** The risk screen: identifications, risks and their counts (charted), and the risk notice sent on confirmation. */
export function RiskScreen({ title }: ModuleScreenProps) {
  addBusinessTexts();
  const { text } = useRegistryText();
  const { start, label, pending, may } = useStartOperation(safetyScreen);
  return (
    <Dashboard
      spec={safetyScreen}
      title={title ?? text(safetyScreen.label, safetyScreen.text)}
      actions={
        may('send') ? (
          <Button leftSection={<IconSend size={16} />} loading={pending} onClick={() => start('send')}>
            {label('send')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** A dashboard in the shell (the visual report): the entry's figures, charts and lists. */
export function ShellDashboard({ screen, title }: ModuleScreenProps) {
  addBusinessTexts();
  const { text } = useRegistryText();
  const spec = resourceNamed(screen.resource);
  return <Dashboard spec={spec} title={title ?? text(spec.label, spec.text)} />;
}

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
  const ownList: ListSource = {
    load: async ({ signal }) => {
      const rows = await api.call('ownList', {}, signal);
      return { records: rows, total: rows.length, current: 1, size: rows.length, pages: 1 };
    },
    loadKey: 'ownList',
  };
  return (
    <ListTabs
      spec={policies}
      title={title ?? text(policies.label, policies.text)}
      tabs={[
        {
          value: 'tenant',
          label: t('biz.insurance.tenant'),
          options: { readOnly: true, ...operationPages(api, 'tenantPage') },
        },
        { value: 'own', label: t('biz.insurance.own'), options: { readOnly: true, ...ownList } },
      ]}
    />
  );
}
