import { Button } from '@mantine/core';
import { childDraft } from '@nbxt/core/admin-ui/lazy-tree.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTreeList } from '../kit/LazyTreeList.tsx';

/** Departments (/system/dept): the tree loaded level by level (dept lazy-list), with add child. */
export default function DeptScreen({ title }: { title?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <LazyTreeList
      spec={platformSpec('dept')}
      options={{
        title,
        rootDraft: childDraft(undefined),
        rowActions: (row, add) =>
          add ? (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              onClick={() => add(childDraft(String(row.id)))}
            >
              {t('sys.tree.addChild')}
            </Button>
          ) : null,
      }}
    />
  );
}
