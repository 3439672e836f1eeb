import { richTextHtml } from '../../components/rich-text/html.ts';

/** ueditor's detail view: the HTML read through the rich-text model (DOMPurify loads with it, not up front). */
export default function RichTextDetail({ id, html }: { id: string; html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the rich-text model keeps only its own tags
  return <div id={id} dangerouslySetInnerHTML={{ __html: richTextHtml(html) }} />;
}
