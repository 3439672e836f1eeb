import { ActionIcon, Anchor, Button, TextInput, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBook,
  IconCode,
  IconCopy,
  IconDeviceFloppy,
  IconEye,
  IconFileImport,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './designer.module.css';

export type ToolKey =
  | 'undo'
  | 'redo'
  | 'import'
  | 'generate'
  | 'preview'
  | 'copy'
  | 'clear'
  | 'draft'
  | 'publish';

interface ToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  canImport: boolean;
  title: string;
  onTitle: (title: string) => void;
  pending: boolean | undefined;
  /** Whether saving is offered (the role's grant of the form's save, when it saves to the server). */
  canSave: boolean;
  /** One stable handler for every button, so that an edit of the form does not re-render the toolbar. */
  onTool: (key: ToolKey) => void;
}

/** The designer's toolbar (§2.6): undo/redo, title, save draft, publish, the drawers, copy, clear, docs. */
export const Toolbar = memo(function Toolbar({
  canUndo,
  canRedo,
  canImport,
  title,
  onTitle,
  pending,
  canSave,
  onTool,
}: ToolbarProps) {
  const { t } = useTranslation();
  const tool = (key: ToolKey, icon: React.ReactNode, disabled = false) => (
    <Tooltip label={t(`designer.toolbar.${key}`)}>
      <ActionIcon
        variant="subtle"
        aria-label={t(`designer.toolbar.${key}`)}
        onClick={() => onTool(key)}
        disabled={disabled}
        data-tool={key}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <div className={classes.toolbar} role="toolbar" aria-label={t('designer.toolbar')}>
      {tool('undo', <IconArrowBackUp size={16} />, !canUndo)}
      {tool('redo', <IconArrowForwardUp size={16} />, !canRedo)}
      <TextInput
        size="xs"
        w={180}
        aria-label={t('designer.toolbar.title')}
        placeholder={t('designer.toolbar.title')}
        value={title}
        onChange={(e) => onTitle(e.currentTarget.value)}
      />
      {canSave ? (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDeviceFloppy size={14} />}
            onClick={() => onTool('draft')}
            loading={pending}
          >
            {t('designer.toolbar.draft')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconSend size={14} />}
            onClick={() => onTool('publish')}
            loading={pending}
          >
            {t('designer.toolbar.publish')}
          </Button>
        </>
      ) : null}
      {canImport && tool('import', <IconFileImport size={16} />)}
      {tool('generate', <IconCode size={16} />)}
      {tool('preview', <IconEye size={16} />)}
      {tool('copy', <IconCopy size={16} />)}
      {tool('clear', <IconTrash size={16} />)}
      <Anchor
        href="https://avuejs.com/form/form.html"
        target="_blank"
        rel="noreferrer"
        size="xs"
        ml="auto"
        aria-label={t('designer.toolbar.docs')}
      >
        <IconBook size={16} /> {t('designer.toolbar.docs')}
      </Anchor>
    </div>
  );
});
