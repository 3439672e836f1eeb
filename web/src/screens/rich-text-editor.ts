import { Editor, type EditorOptions } from '@tiptap/core';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';

/**
 * A tiptap editor for React without @tiptap/react (its node-view renderers and deep-compare state hook are a
 * third of the editor's weight, and these editors have no React node views): the editor is made when its host
 * element is attached (`ref={host}`) and destroyed when it goes. Callbacks are read at call time, so they may
 * close over the latest render.
 */
export function useRichTextEditor(options: Partial<EditorOptions>): {
  editor: Editor | null;
  host: (element: HTMLDivElement) => () => void;
} {
  const latest = useRef(options);
  latest.current = options;
  const [editor, setEditor] = useState<Editor | null>(null);
  const host = useCallback((element: HTMLDivElement) => {
    const created = new Editor({
      ...latest.current,
      element,
      onUpdate: (props) => latest.current.onUpdate?.(props),
    });
    setEditor(created);
    return () => {
      created.destroy();
      setEditor(null);
    };
  }, []);
  return { editor, host };
}

/** A value read off the editor, read again after each of its transactions (a string, compared as such). */
export function useEditorReading(editor: Editor, read: (editor: Editor) => string): string {
  const subscribe = useCallback(
    (notify: () => void) => {
      editor.on('transaction', notify);
      return () => void editor.off('transaction', notify);
    },
    [editor],
  );
  return useSyncExternalStore(subscribe, () => read(editor));
}
