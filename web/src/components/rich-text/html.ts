import { DOMParser, DOMSerializer, type Node } from 'prosemirror-model';
import { richTextSchema } from './schema.ts';

/** Stored HTML as a document of the schema (parsed in an inert document: nothing in it runs or loads). */
export function parseRichText(html: string): Node {
  const body = new globalThis.DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return DOMParser.fromSchema(richTextSchema).parse(body);
}

/** Whether the document holds nothing: one empty paragraph. */
export function isEmptyDocument(doc: Node): boolean {
  return (
    doc.childCount === 1 && doc.firstChild!.type.name === 'paragraph' && doc.firstChild!.content.size === 0
  );
}

/** The document as stored HTML; '' when it is empty (so a required body counts as missing). */
export function richTextHtml(doc: Node): string {
  if (isEmptyDocument(doc)) return '';
  const box = document.createElement('div');
  box.append(DOMSerializer.fromSchema(richTextSchema).serializeFragment(doc.content));
  return box.innerHTML;
}
