import { sanitizeNotice } from '../../screens/sanitize.ts';

/** ueditor's detail view: the HTML through the notice sanitizer (DOMPurify loads with it, not up front). */
export default function RichTextDetail({ id, html }: { id: string; html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the notice sanitizer keeps only its own tags
  return <div id={id} dangerouslySetInnerHTML={{ __html: sanitizeNotice(html) }} />;
}
