import { Typography } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { noticeExtensions } from '../../screens/editor-extensions.ts';
import classes from '../../screens/RichText.module.css';
import { RichTextToolbar } from '../../screens/RichTextToolbar.tsx';
import type { WidgetProps } from '../context.ts';

/** ueditor: the console's tiptap editor (the notice editor's), loaded with the first rich-text field. */
export default function RichTextWidget(props: WidgetProps) {
  const html = typeof props.value === 'string' ? props.value : '';
  const editable = props.mode === 'edit';
  const editor = useEditor({
    extensions: noticeExtensions(),
    content: html,
    editable,
    editorProps: {
      attributes: {
        id: props.inputProps.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelId,
        ...(props.inputProps['aria-describedby']
          ? { 'aria-describedby': props.inputProps['aria-describedby'] }
          : {}),
        ...(props.inputProps['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A value from outside (reset, another source): the editor follows without reporting it back.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== html && !(html === '' && editor.isEmpty))
      editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  return (
    <div className={classes.frame}>
      {editor && editable ? <RichTextToolbar editor={editor} /> : null}
      <Typography className={classes.content}>
        <EditorContent editor={editor} />
      </Typography>
    </div>
  );
}
