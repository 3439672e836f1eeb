import SquireEditor from 'squire-rte';
import { bindRichTextInput, type Squire } from './commands.ts';
import { sanitizeRichText } from './html.ts';

/**
 * A Squire editor on `root` as the console configures it: paragraphs for blocks, no automatic links, the
 * model's allow-list for what is loaded, pasted or dropped, and the model's keys and input (`root` must
 * sit inside another element: see bindRichTextInput). `release` ends it.
 */
export function createRichTextEditor(root: HTMLElement): { editor: Squire; release: () => void } {
  const editor: Squire = new SquireEditor(root, {
    blockTag: 'P',
    addLinks: false,
    sanitizeToDOMFragment: sanitizeRichText,
  });
  const unbind = bindRichTextInput(editor, root.parentElement!);
  return {
    editor,
    release() {
      unbind();
      editor.destroy();
    },
  };
}
