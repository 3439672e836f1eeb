import { Button, FileInput, Group, Modal, MultiSelect, Select, Stack } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import type { Problem } from '@nbxt/core/validate/result.ts';
import { FLOW_CATEGORY_DICT, flowCategoryOf } from '@nbxt/core/workflow/constants.ts';
import { deployUploadParts, modelDeployArgs } from '@nbxt/core/workflow/deploy.ts';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBizDictionary } from '../../app/dictionaries.ts';
import { client } from '../../app/runtime.ts';
import { SaveFailureAlert, useSaveFailure } from '../../crud/save-failure.tsx';
import { notifyOk } from '../notify.ts';

/** Deploy process files (`manager/deploy-upload`) or a model (`model/deploy`): category, tenants, files. */
export function DeployDialog({ model, onClose }: { model?: Row | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<string | null>(null);
  const [tenantIds, setTenantIds] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  const failed = useSaveFailure();
  const categories = useBizDictionary(FLOW_CATEGORY_DICT);
  const tenants = useQuery({
    queryKey: ['resource', 'tenant', 'all'],
    queryFn: () => client.resource('tenant').listAll({ size: 200 }),
  });

  const deploy = useMutation({
    mutationFn: async () => {
      if (model) {
        const built = modelDeployArgs({ modelId: String(model.id), category, tenantIds });
        if (!built.ok) return built.problems;
        await client.resource('flow-model').call('deploy', built.args);
      } else {
        const built = deployUploadParts({ category, tenantIds, files });
        if (!built.ok) return built.problems;
        await client.resource('flow-manager').upload('deployUpload', built.parts);
      }
      return [];
    },
    onSuccess: async (found) => {
      setProblems(found);
      if (found.length > 0) return;
      notifyOk(t, 'workflow.deploy.done');
      // New definitions show in the deployments and in what may be started.
      await queryClient.invalidateQueries({ queryKey: ['resource', 'flow-manager'] });
      await queryClient.invalidateQueries({ queryKey: ['resource', 'work-start'] });
      onClose();
    },
    onError: failed.fail,
  });
  // A field's message goes once the field is changed.
  const changed = (field: string) => setProblems((all) => all.filter((p) => p.field !== field));
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
          failed.clear();
          deploy.mutate();
        }}
      >
        <Stack gap="md">
          <SaveFailureAlert text={failed.failure} />
          <Select
            label={t('workflow.deploy.category')}
            placeholder={t('sys.form.choose', { label: t('workflow.deploy.category') })}
            withAsterisk
            data={(categories.data ?? []).map((item) => ({
              value: flowCategoryOf(item.dictKey),
              label: item.dictValue,
            }))}
            value={category}
            onChange={(value) => {
              setCategory(value);
              changed('category');
            }}
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
              onChange={(value) => {
                setFiles(value);
                changed('files');
              }}
              error={problem('files')}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={deploy.isPending}>
              {t('workflow.deploy.action')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
