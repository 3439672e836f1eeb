import { Typography } from '@mantine/core';
import { history } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useCallback, useEffect, useRef, useState } from 'react';
import { baseKeymap, richTextKeys } from './commands.ts';
import { parseRichText, richTextHtml } from './html.ts';
import classes from './RichText.module.css';
import { RichTextToolbar } from './RichTextToolbar.tsx';

export interface RichTextEditorProps {
  /** The body as stored HTML ('' for none). */
  value: string;
  /** The body after each edit, as stored HTML ('' once it is emptied). */
  onChange?: (html: string) => void;
  editable?: boolean;
  /** The editing area's attributes: its name (aria-label or aria-labelledby), id, aria-describedby, aria-invalid. */
  attributes?: Record<string, string>;
}

const plugins = () => [history(), keymap(richTextKeys), keymap(baseKeymap)];

/**
 * The console's rich-text editor (notices, the forms' rich-text fields) on ProseMirror, with a toolbar of
 * Mantine buttons. A value from outside (a detail that arrived, a reset) replaces the body without being
 * reported back as an edit.
 */
export function RichTextEditor({ value, onChange, editable = true, attributes = {} }: RichTextEditorProps) {
  const [view, setView] = useState<EditorView | null>(null);
  // Each transaction renders the toolbar again (what applies at the cursor).
  const [state, setState] = useState<EditorState | null>(null);
  const viewProps = () => ({
    editable: () => editable,
    attributes: { role: 'textbox', 'aria-multiline': 'true', ...attributes },
  });
  const latest = useRef({ onChange, value, viewProps });
  latest.current.onChange = onChange;
  latest.current.viewProps = viewProps;
  const emitted = useRef(value);
  const host = useCallback((element: HTMLDivElement) => {
    const created: EditorView = new EditorView(element, {
      ...latest.current.viewProps(),
      state: EditorState.create({ doc: parseRichText(latest.current.value), plugins: plugins() }),
      dispatchTransaction(tr) {
        const next = created.state.apply(tr);
        created.updateState(next);
        setState(next);
        if (!tr.docChanged) return;
        emitted.current = richTextHtml(next.doc);
        latest.current.onChange?.(emitted.current);
      },
    });
    setView(created);
    setState(created.state);
    return () => {
      created.destroy();
      setView(null);
    };
  }, []);
  const propsKey = JSON.stringify([editable, attributes]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the props change when their key does
  useEffect(() => {
    view?.setProps(latest.current.viewProps());
  }, [view, propsKey]);
  useEffect(() => {
    if (!view || value === emitted.current) return;
    emitted.current = value;
    const next = EditorState.create({ doc: parseRichText(value), plugins: view.state.plugins });
    view.updateState(next);
    setState(next);
  }, [view, value]);
  return (
    <div className={classes.frame}>
      {view && state && editable ? <RichTextToolbar view={view} state={state} /> : null}
      <Typography className={classes.content}>
        <div ref={host} />
      </Typography>
    </div>
  );
}
