import { Typography } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Squire } from './commands.ts';
import { createRichTextEditor } from './create-editor.ts';
import { richTextHtml } from './html.ts';
import classes from './RichText.module.css';
import { type History, RichTextToolbar } from './RichTextToolbar.tsx';

export interface RichTextEditorProps {
  /** The body as stored HTML ('' for none). */
  value: string;
  /** The body after each edit, as stored HTML ('' once it is emptied). */
  onChange?: (html: string) => void;
  editable?: boolean;
  /** The editing area's attributes: its name (aria-label or aria-labelledby), id, aria-describedby, aria-invalid. */
  attributes?: Record<string, string>;
}

const NO_HISTORY: History = { canUndo: false, canRedo: false };

/**
 * The console's rich-text editor (notices, the forms' rich-text fields) on Squire, with a toolbar of Mantine
 * buttons. A value from outside (a detail that arrived, a reset) replaces the body without being reported
 * back as an edit.
 */
export function RichTextEditor({ value, onChange, editable = true, attributes = {} }: RichTextEditorProps) {
  const [editor, setEditor] = useState<Squire | null>(null);
  const [history, setHistory] = useState(NO_HISTORY);
  // Each selection change or edit renders the toolbar again (what applies at the cursor).
  const [, setChanges] = useState(0);
  const latest = useRef({ onChange, value });
  latest.current.onChange = onChange;
  latest.current.value = value;
  // The value last reported or received, and the body as it would be stored now.
  const emitted = useRef(value);
  const shown = useRef('');
  const host = useCallback((element: HTMLDivElement) => {
    const { editor: created, release } = createRichTextEditor(element);
    created.setHTML(latest.current.value);
    emitted.current = latest.current.value;
    shown.current = richTextHtml(created.getHTML());
    const refresh = () => setChanges((n) => n + 1);
    created.addEventListener('input', () => {
      refresh();
      const html = richTextHtml(created.getHTML());
      if (html === shown.current) return;
      shown.current = html;
      emitted.current = html;
      latest.current.onChange?.(html);
    });
    created.addEventListener('pathChange', refresh);
    created.addEventListener('select', refresh);
    created.addEventListener('undoStateChange', (event) =>
      setHistory((event as CustomEvent<History>).detail),
    );
    setEditor(created);
    return () => {
      release();
      setEditor(null);
    };
  }, []);
  // Set outside Squire's watch: it would take a changed attribute for an edit (and offer to undo it).
  const applied = useRef<string[]>([]);
  const propsKey = JSON.stringify([editable, attributes]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the props change when their key does
  useEffect(() => {
    if (!editor) return;
    const root = editor.getRoot();
    const all = {
      ...attributes,
      role: 'textbox',
      'aria-multiline': 'true',
      contenteditable: String(editable),
    };
    editor.modifyDocument(() => {
      for (const name of applied.current) if (!(name in all)) root.removeAttribute(name);
      for (const [name, value] of Object.entries(all)) root.setAttribute(name, value);
    });
    applied.current = Object.keys(all);
  }, [editor, propsKey]);
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.setHTML(value);
    shown.current = richTextHtml(editor.getHTML());
    setHistory(NO_HISTORY);
  }, [editor, value]);
  return (
    <div className={classes.frame}>
      {editor && editable ? <RichTextToolbar editor={editor} history={history} /> : null}
      <Typography>
        <div ref={host} className={classes.body} />
      </Typography>
    </div>
  );
}
