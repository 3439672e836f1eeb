import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { exact } from '@nbxt/core/crud/client.ts';
import { contract } from '@nbxt/core/modules/contract.ts';
import { contractBusiness } from '@nbxt/core/modules/contract-business.ts';
import { contractInfo } from '@nbxt/core/modules/contract-info.ts';
import { crmAddress } from '@nbxt/core/modules/crm.ts';
import { formFields, formValues, submitBody } from '@nbxt/core/resources/form-values.ts';
import { missingRequired } from '@nbxt/core/resources/required.ts';
import { IconCircleCheck, IconMapPin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { errorText } from '../../base/errors.ts';
import { dropTab } from '../../base/tab-store.ts';
import { FieldInput } from '../../kit/FieldInput.tsx';
import { handBack, keepDraft, onHandBack, takeDraft } from '../../kit/handoff.ts';
import { useAction, useOperation } from '../../kit/hooks.ts';
import { useLiveValidation } from '../../kit/live-problems.ts';
import { type ModuleScreenProps, moduleGroup } from '../../kit/module-group.tsx';
import { NotGranted } from '../../kit/NotGranted.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { SaveFailureAlert } from '../../kit/save-failure.tsx';
import { useRegistryText } from '../../kit/texts.ts';

/**
 * The contract library's own screens (business-modules.md §2): adding a contract (its customer checked
 * with contractBusiness/check, its service address chosen on the address page, saved as a draft or
 * submitted through submitFlag) and choosing that address among the customer's.
 */

const contracts = contractInfo;
const business = contractBusiness;
const addresses = crmAddress;
const route = (custom: string) => contract.screens.find((s) => s.custom === custom)!.path;
const LIST_ROUTE = contract.screens.find((s) => s.view === 'list' && s.resource === contracts.name)!.path;

/** Set by the two buttons and the server, not typed. */
const NOT_TYPED = new Set(['submitFlag', 'bizStatus']);
const SHOWN = formFields(contracts).filter((f) => !NOT_TYPED.has(f.name));
const DRAFT = '0';
const SUBMITTED = '1';

function AddContract({ screen, title }: ModuleScreenProps) {
  const { t, text } = useRegistryText();
  const [, navigate] = useLocation();
  const [kept] = useState(() => takeDraft(screen.path));
  const form = useForm<Record<string, string>>({
    initialValues: { ...formValues(contracts, undefined), ...kept },
    validate: (values) =>
      Object.fromEntries(
        missingRequired(contracts, values)
          .filter((m) => SHOWN.some((f) => f.name === m.field))
          .map((m) => [m.field, t(m.message)]),
      ),
  });
  const tried = useLiveValidation(form);
  // The address page hands its choice back to this form (kept open in its tab, or opened again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per route
  useEffect(() => onHandBack(screen.path, (values) => form.setValues(values)), [screen.path]);
  const customer = form.values['crmTenantId'] ?? '';
  const check = useOperation(business, 'check', { crmTenantId: customer }, { enabled: customer !== '' });
  // Submitted or cancelled, the page is left for the contract list (the address page may be the one
  // before it) and its tab closes.
  const leave = () => {
    navigate(LIST_ROUTE);
    dropTab(screen.path);
  };
  const save = useAction(contracts, 'submit', { onSuccess: leave });
  const [flag, setFlag] = useState(SUBMITTED);
  const chooseAddress = () => {
    keepDraft(screen.path, form.values);
    const query = new URLSearchParams({ customerId: customer, back: screen.path });
    navigate(`${route('selectAddress')}?${query}`);
  };
  const send = (submitFlag: string) => {
    setFlag(submitFlag);
    form.onSubmit((values) => {
      tried();
      const { bizStatus: _status, ...body } = submitBody(contracts, values, undefined);
      save.run({ ...body, submitFlag });
    }, tried)();
  };
  const checked = customer !== '' && check.isSuccess && check.data !== false;
  const heading = title ?? text(contracts.label, contracts.text);
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Title order={3}>{heading}</Title>
      <Paper withBorder radius="md" p="md" maw={720}>
        {/* The page adds a contract: without the add's grant it says so instead of offering the form. */}
        {!save.allowed ? (
          <NotGranted />
        ) : (
          <form noValidate onSubmit={(e) => e.preventDefault()}>
            <Stack gap="md">
              <SaveFailureAlert text={save.failure} />
              {SHOWN.map((f) =>
                f.name === 'serviceAddress' ? (
                  <Group key={f.name} align="flex-end" gap="sm" wrap="nowrap">
                    <TextInput
                      {...form.getInputProps(f.name)}
                      label={text(f.label, f.text)}
                      placeholder={t(
                        customer ? 'contractUi.add.chooseAddress' : 'contractUi.add.customerFirst',
                      )}
                      readOnly
                      style={{ flex: 1 }}
                    />
                    <Button
                      variant="light"
                      leftSection={<IconMapPin size={16} />}
                      disabled={!checked}
                      onClick={chooseAddress}
                    >
                      {t('contractUi.add.chooseAddress')}
                    </Button>
                  </Group>
                ) : (
                  <Stack key={f.name} gap={6}>
                    <FieldInput {...form.getInputProps(f.name)} field={f} />
                    {f.name === 'crmTenantId' && customer ? <CheckState check={check} /> : null}
                  </Stack>
                ),
              )}
              <Group justify="flex-end" gap="sm" mt="xs">
                <Button variant="default" onClick={leave}>
                  {t('common.cancel')}
                </Button>
                <Button
                  variant="light"
                  disabled={!checked}
                  loading={save.pending && flag === DRAFT}
                  onClick={() => send(DRAFT)}
                >
                  {t('contractUi.add.draft')}
                </Button>
                <Button
                  disabled={!checked}
                  loading={save.pending && flag === SUBMITTED}
                  onClick={() => send(SUBMITTED)}
                >
                  {t('contractUi.add.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}

/** The customer check's outcome under the customer: checking, passed, or the server's msg. */
function CheckState({ check }: { check: ReturnType<typeof useOperation> }) {
  const { t } = useRegistryText();
  if (check.isPending)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text fz="sm" c="dimmed">
          {t('contractUi.add.checking')}
        </Text>
      </Group>
    );
  if (check.isError)
    return (
      <Alert color="red" variant="light" role="alert" py={6}>
        {errorText(check.error, t)}
      </Alert>
    );
  return (
    <Group gap={6} c="teal" role="status">
      <IconCircleCheck size={16} />
      <Text fz="sm">{t('contractUi.add.checked')}</Text>
    </Group>
  );
}

/** The customer's addresses (one page of 99); choosing one takes it back to the form that asked. */
function SelectAddress({ screen, params, title }: ModuleScreenProps) {
  const { t, text } = useRegistryText();
  const [, navigate] = useLocation();
  const customerId = params['customerId'];
  const back = params['back'] ?? route('addContract');
  const heading = title ?? text(addresses.label, addresses.text);
  if (!customerId)
    return (
      <Stack gap="md" component="section" aria-label={heading}>
        <Title order={3}>{heading}</Title>
        <Text c="dimmed">{t('contractUi.address.noCustomer')}</Text>
      </Stack>
    );
  return (
    <ResourceList
      spec={addresses}
      options={{
        title: heading,
        filters: exact('customerId', customerId),
        addFixed: { customerId },
        pageSize: screen.pageSize,
        rowActions: (row) => [
          {
            key: 'choose',
            label: t('contractUi.address.choose'),
            icon: <IconMapPin size={14} />,
            primary: true,
            onClick: () => {
              handBack(back, { serviceAddress: String(row['address'] ?? '') });
              navigate(back);
            },
          },
        ],
      }}
    />
  );
}

export default moduleGroup({ addContract: AddContract, selectAddress: SelectAddress });
