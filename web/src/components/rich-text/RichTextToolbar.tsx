import { ActionIcon, Button, Group, Popover, TextInput, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconClearFormatting,
  IconExternalLink,
  IconH1,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconUnderline,
  IconUnlink,
} from '@tabler/icons-react';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Command,
  clearFormatting,
  headingActive,
  linkAt,
  listActive,
  markActive,
  type Squire,
  setLink,
  toggleHeading,
  toggleList,
  toggleMark,
  unsetLink,
} from './commands.ts';
import classes from './RichText.module.css';

/** Whether the editor can undo and redo (Squire's undoStateChange). */
export interface History {
  canUndo: boolean;
  canRedo: boolean;
}

interface Control {
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  command: Command;
  /** Whether the control applies at the cursor (shown pressed). */
  active?: (editor: Squire) => boolean;
}

const control = (
  name: string,
  icon: Control['icon'],
  command: Command,
  active?: Control['active'],
): Control => ({ label: `notice.editor.${name}`, icon, command, ...(active ? { active } : {}) });

/** The toolbar's groups: marks, headings, lists (the link pair follows them). */
const GROUPS: Control[][] = [
  [
    control('bold', IconBold, toggleMark('B'), (e) => markActive(e, 'B')),
    control('italic', IconItalic, toggleMark('I'), (e) => markActive(e, 'I')),
    control('underline', IconUnderline, toggleMark('U'), (e) => markActive(e, 'U')),
    control('clear', IconClearFormatting, clearFormatting),
  ],
  ([1, 2, 3] as const).map((level) =>
    control(`h${level}`, [IconH1, IconH2, IconH3][level - 1]!, toggleHeading(level), (e) =>
      headingActive(e, level),
    ),
  ),
  [
    control('bulletList', IconList, toggleList('UL'), (e) => listActive(e, 'UL')),
    control('orderedList', IconListNumbers, toggleList('OL'), (e) => listActive(e, 'OL')),
  ],
];

/** Run a command on the editor and give it the focus back. */
function run(editor: Squire, command: Command): void {
  command(editor);
  editor.focus();
}

/** One control: an icon button named by its label (also its tooltip), pressed while it applies. */
function ToolButton({
  label,
  active = false,
  children,
  ...others
}: ComponentProps<'button'> & { label: string; active?: boolean }) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        {...others}
        variant={active ? 'light' : 'default'}
        size="md"
        aria-label={label}
        aria-pressed={active}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The rich-text editor's toolbar (undo, redo; bold, italic, underline, clear; headings 1–3; lists; link and
 * unlink), each control showing whether it applies at the cursor.
 */
export function RichTextToolbar({ editor, history }: { editor: Squire; history: History }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" className={classes.toolbar} role="toolbar">
      <Group gap={2}>
        <ToolButton label={t('notice.editor.undo')} disabled={!history.canUndo} onClick={() => editor.undo()}>
          <IconArrowBackUp size={16} stroke={1.6} />
        </ToolButton>
        <ToolButton label={t('notice.editor.redo')} disabled={!history.canRedo} onClick={() => editor.redo()}>
          <IconArrowForwardUp size={16} stroke={1.6} />
        </ToolButton>
      </Group>
      {GROUPS.map((group) => (
        <Group key={group[0]!.label} gap={2}>
          {group.map((c) => (
            <ToolButton
              key={c.label}
              label={t(c.label)}
              active={c.active?.(editor) ?? false}
              onClick={() => run(editor, c.command)}
            >
              <c.icon size={16} stroke={1.6} />
            </ToolButton>
          ))}
        </Group>
      ))}
      <Group gap={2}>
        <LinkControl editor={editor} active={linkAt(editor) !== undefined} />
        <ToolButton label={t('notice.editor.unlink')} onClick={() => run(editor, unsetLink)}>
          <IconUnlink size={16} stroke={1.6} />
        </ToolButton>
      </Group>
    </Group>
  );
}

/** Link: the address (empty removes the link) and whether it opens in a new tab. */
function LinkControl({ editor, active }: { editor: Squire; active: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [external, setExternal] = useState(true);
  const open = () => {
    const link = linkAt(editor);
    setUrl(link?.href ?? '');
    setExternal(link ? link.target === '_blank' : true);
    setOpened(true);
  };
  const save = () => {
    setOpened(false);
    const href = url.trim();
    run(editor, href === '' ? unsetLink : setLink(href, external ? '_blank' : null));
  };
  const targetLabel = t(external ? 'notice.editor.linkExternal' : 'notice.editor.linkInternal');
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus shadow="md" position="bottom-start" withinPortal>
      <Popover.Target>
        <ToolButton label={t('notice.editor.link')} active={active} onClick={open}>
          <IconLink size={16} stroke={1.6} />
        </ToolButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('notice.editor.linkInput')}
            placeholder={t('notice.editor.linkPlaceholder')}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              save();
            }}
            w={260}
          />
          <ToolButton label={targetLabel} active={external} onClick={() => setExternal((x) => !x)}>
            <IconExternalLink size={16} stroke={1.6} />
          </ToolButton>
          <Button onClick={save}>{t('notice.editor.linkSave')}</Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
