import { Button, FileInput, Group, Modal, MultiSelect, Select, Stack } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import type { Problem } from '@nbxt/core/validate/result.ts';
import { FLOW_CATEGORY_DICT, flowCategoryOf } from '@nbxt/core/workflow/constants.ts';
import { deployUploadParts, modelDeployArgs } from '@nbxt/core/workflow/deploy.ts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBizDictionary } from '../../kit/dictionaries.ts';
import { useAll, useTask } from '../../kit/hooks.ts';
import { SaveFailureAlert } from '../../kit/save-failure.tsx';

/** Deploy process files (`manager/deploy-upload`) or a model (`model/deploy`): category, tenants, files. */
export function DeployDialog({ model, onClose }: { model?: Row | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<string | null>(null);
  const [tenantIds, setTenantIds] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  // From the first try on, each field's message is that of its value as it is now.
  const [tried, setTried] = useState(false);
  const categories = useBizDictionary(FLOW_CATEGORY_DICT);
  const tenants = useAll(platformSpec('tenant'), 200);

  // The arguments are checked first (core's rules); only a complete deployment is sent.
  const built = model
    ? modelDeployArgs({ modelId: String(model.id), category, tenantIds })
    : deployUploadParts({ category, tenantIds, files });
  const deploy = useTask(
    async (client) => {
      if (!built.ok) return;
      if ('args' in built) await client.resource(platformSpec('flow-model')).call('deploy', built.args);
      else await client.resource(platformSpec('flow-manager')).upload('deployUpload', built.parts);
    },
    {
      success: 'workflow.deploy.done',
      // New definitions show in the deployments and in what may be started.
      reload: ['flow-manager', 'work-start'],
      onSuccess: onClose,
    },
  );
  const problems: readonly Problem[] = tried && !built.ok ? built.problems : [];
  const problem = (field: string) => {
    const found = problems.find((p) => p.field === field);
    return found ? t(found.message, found.params ?? {}) : undefined;
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        model ? `${t('workflow.deploy.action')} · ${String(model.name ?? '')}` : t('workflow.deploy.title')
      }
      size="lg"
      radius="md"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (built.ok) deploy.run();
        }}
      >
        <Stack gap="md">
          <SaveFailureAlert text={deploy.failure} />
          <Select
            label={t('workflow.deploy.category')}
            placeholder={t('sys.form.choose', { label: t('workflow.deploy.category') })}
            withAsterisk
            data={(categories.data ?? []).map((item) => ({
              value: flowCategoryOf(item.dictKey),
              label: item.dictValue,
            }))}
            value={category}
            onChange={setCategory}
            error={problem('category')}
            disabled={categories.isPending}
          />
          <MultiSelect
            label={t('workflow.deploy.tenants')}
            description={t('workflow.deploy.tenantsHint')}
            data={(tenants.data ?? []).map((row) => ({
              value: String(row.tenantId),
              label: `${String(row.tenantName ?? '')} (${String(row.tenantId)})`,
            }))}
            value={tenantIds}
            onChange={setTenantIds}
            searchable
            clearable
          />
          {model ? null : (
            <FileInput
              label={t('workflow.deploy.files')}
              description={t('workflow.deploy.filesHint')}
              placeholder={t('workflow.deploy.filesPlaceholder')}
              withAsterisk
              multiple
              clearable
              accept=".xml,.bpmn"
              leftSection={<IconUpload size={16} />}
              value={files}
              onChange={setFiles}
              error={problem('files')}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={deploy.pending}>
              {t('workflow.deploy.action')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
