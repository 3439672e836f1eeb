import { ActionIcon, Button, Group, Popover, TextInput, Tooltip } from '@mantine/core';
import {
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
import type { Editor } from '@tiptap/core';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './RichText.module.css';
import { useEditorReading } from './rich-text-editor.ts';

interface Control {
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** The mark or node (with its attributes) that shows the control as on. */
  active?: [string, Record<string, unknown>?];
  run: (editor: Editor) => void;
}

const chain = (editor: Editor) => editor.chain().focus();
const control = (
  name: string,
  icon: Control['icon'],
  run: Control['run'],
  active?: Control['active'],
): Control => ({ label: `notice.editor.${name}`, icon, run, ...(active ? { active } : {}) });

/** The toolbar's groups: marks, headings, lists (the link pair follows them). */
const GROUPS: Control[][] = [
  [
    control('bold', IconBold, (e) => chain(e).toggleBold().run(), ['bold']),
    control('italic', IconItalic, (e) => chain(e).toggleItalic().run(), ['italic']),
    control('underline', IconUnderline, (e) => chain(e).toggleUnderline().run(), ['underline']),
    control('clear', IconClearFormatting, (e) => chain(e).unsetAllMarks().clearNodes().run()),
  ],
  ([1, 2, 3] as const).map((level) =>
    control(
      `h${level}`,
      [IconH1, IconH2, IconH3][level - 1]!,
      (e) => chain(e).toggleHeading({ level }).run(),
      ['heading', { level }],
    ),
  ),
  [
    control('bulletList', IconList, (e) => chain(e).toggleBulletList().run(), ['bulletList']),
    control('orderedList', IconListNumbers, (e) => chain(e).toggleOrderedList().run(), ['orderedList']),
  ],
];

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
 * The rich-text editor's toolbar (bold, italic, underline, clear; headings 1–3; lists; link and unlink),
 * each control showing whether it applies at the cursor.
 */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  // One flag per control, then the link's: '1' where it applies at the cursor.
  const on = [
    ...useEditorReading(editor, (e) =>
      [...GROUPS.flat().map((c) => (c.active ? e.isActive(...c.active) : false)), e.isActive('link')]
        .map(Number)
        .join(''),
    ),
  ].map((flag) => flag === '1');
  const controls = GROUPS.flat();
  return (
    <Group gap="xs" className={classes.toolbar} role="toolbar">
      {GROUPS.map((group) => (
        <Group key={group[0]!.label} gap={2}>
          {group.map((control) => (
            <ToolButton
              key={control.label}
              label={t(control.label)}
              active={on[controls.indexOf(control)] ?? false}
              onClick={() => control.run(editor)}
            >
              <control.icon size={16} stroke={1.6} />
            </ToolButton>
          ))}
        </Group>
      ))}
      <Group gap={2}>
        <LinkControl editor={editor} active={on.at(-1) ?? false} />
        <ToolButton label={t('notice.editor.unlink')} onClick={() => chain(editor).unsetLink().run()}>
          <IconUnlink size={16} stroke={1.6} />
        </ToolButton>
      </Group>
    </Group>
  );
}

/** Link: the address (empty removes the link) and whether it opens in a new tab. */
function LinkControl({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [external, setExternal] = useState(true);
  const open = () => {
    const link = editor.getAttributes('link');
    setUrl(String(link['href'] ?? ''));
    setExternal(link['href'] ? link['target'] === '_blank' : true);
    setOpened(true);
  };
  const save = () => {
    setOpened(false);
    const range = chain(editor).extendMarkRange('link');
    if (url.trim() === '') range.unsetLink().run();
    else range.setLink({ href: url.trim(), target: external ? '_blank' : null }).run();
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
