import { Box, Button, Group, Select, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { IconDeviceDesktopCog, IconKey, IconUserShield } from '@tabler/icons-react';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction, useOperation } from '../kit/hooks.ts';
import { OperationButton } from '../kit/OperationButton.tsx';
import { ResourceList } from '../kit/ResourceList.tsx';
import { CheckTree } from './CheckTree.tsx';
import { DeptTree } from './DeptTree.tsx';
import { warnSelectOne } from './notify.ts';
import { SaveDialog, useDialogSave } from './SaveDialog.tsx';
import { userPickers, userViews } from './UserPickers.tsx';

/**
 * Users: the department tree filters the list and is the default department of a new user; roles are
 * granted and passwords reset for several users at once; the platform extension per user.
 */
export default function UserScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const [dept, setDept] = useState<string>();
  const [granting, setGranting] = useState<string[]>();
  const [platform, setPlatform] = useState<Row>();
  const spec = platformSpec('user');
  const reset = useAction(spec, 'resetPassword');
  const confirmReset = (ids: string[]) => {
    if (ids.length === 0) return warnSelectOne(t);
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{t('sys.user.confirmReset', { count: ids.length })}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: () => reset.run({ userIds: ids.join(',') }),
    });
  };

  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <DeptTree value={dept} onChange={setDept} />
      <Box style={{ flex: '1 1 600px', minWidth: 0 }}>
        <ResourceList
          spec={spec}
          options={{
            title,
            filters: dept ? { deptId: dept } : undefined,
            addDefaults: dept ? { deptId: dept } : undefined,
            inputs: userPickers,
            views: userViews,
            toolbar: ({ selected }) => (
              <>
                <OperationButton
                  spec={spec}
                  operation="grant"
                  variant="light"
                  leftSection={<IconUserShield size={16} />}
                  onClick={() => (selected.length === 0 ? warnSelectOne(t) : setGranting(selected))}
                >
                  {t('sys.user.grant')}
                </OperationButton>
                {reset.allowed ? (
                  <Button
                    variant="light"
                    color="orange"
                    leftSection={<IconKey size={16} />}
                    onClick={() => confirmReset(selected)}
                  >
                    {t('sys.user.reset')}
                  </Button>
                ) : null}
              </>
            ),
            rowActions: (row) => [
              {
                key: 'platform',
                operation: 'updatePlatform',
                label: t('sys.user.platform'),
                icon: <IconDeviceDesktopCog size={14} />,
                onClick: () => setPlatform(row),
              },
            ],
          }}
        />
      </Box>
      {granting ? <GrantRoles userIds={granting} onClose={() => setGranting(undefined)} /> : null}
      {platform ? <PlatformDialog user={platform} onClose={() => setPlatform(undefined)} /> : null}
    </Group>
  );
}

function GrantRoles({ userIds, onClose }: { userIds: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useOperation(platformSpec('role'), 'tree');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const save = useDialogSave(
    (client) =>
      client
        .resource(platformSpec('user'))
        .call('grant', { userIds: userIds.join(','), roleIds: [...checked].join(',') }),
    onClose,
    ['user'],
  );
  return (
    <SaveDialog
      title={t('sys.user.grant')}
      saving={save.pending}
      onSave={() => (checked.size === 0 ? warnSelectOne(t) : save.run())}
      onClose={onClose}
    >
      <CheckTree
        label={t('resource.role')}
        forest={roles.data ?? []}
        checked={checked}
        onChange={setChecked}
        height={300}
      />
    </SaveDialog>
  );
}

function PlatformDialog({ user, onClose }: { user: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useOperation(
    platformSpec('user'),
    'platformDetail',
    { id: String(user.id) },
    { staleTime: 0 },
  );
  const [userType, setUserType] = useState<string | null>(null);
  const [userExt, setUserExt] = useState<string | null>(null);
  const type = userType ?? String(detail.data?.userType ?? '1');
  const ext = userExt ?? String(detail.data?.userExt ?? '');
  const save = useDialogSave(
    (client) =>
      client
        .resource(platformSpec('user'))
        .call('updatePlatform', { userId: String(user.id), userType: type, userExt: ext }),
    onClose,
  );
  return (
    <SaveDialog
      title={t('sys.user.platform')}
      subject={`${String(user.account ?? '')} · ${String(user.realName ?? '')}`}
      saving={save.pending}
      onSave={() => save.run()}
      onClose={onClose}
    >
      <Select
        label={t('user.userType')}
        allowDeselect={false}
        value={type}
        onChange={(v) => setUserType(v)}
        data={[
          { value: '1', label: 'WEB' },
          { value: '2', label: 'APP' },
          { value: '3', label: t('sys.user.otherPlatform') },
        ]}
      />
      <Textarea
        label={t('sys.user.userExt')}
        autosize
        minRows={3}
        value={ext}
        onChange={(e) => setUserExt(e.currentTarget.value)}
      />
    </SaveDialog>
  );
}
