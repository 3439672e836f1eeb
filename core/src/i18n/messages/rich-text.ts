import type { Messages } from '../types.ts';

/** The rich-text editor's toolbar (aria-labels and tooltips), shown by the notice screen. */
export const richTextMessages = {
  'notice.editor.undo': { zh: '撤销', en: 'Undo' },
  'notice.editor.redo': { zh: '重做', en: 'Redo' },
  'notice.editor.bold': { zh: '加粗', en: 'Bold' },
  'notice.editor.italic': { zh: '斜体', en: 'Italic' },
  'notice.editor.underline': { zh: '下划线', en: 'Underline' },
  'notice.editor.clear': { zh: '清除格式', en: 'Clear formatting' },
  'notice.editor.bulletList': { zh: '无序列表', en: 'Bullet list' },
  'notice.editor.orderedList': { zh: '有序列表', en: 'Numbered list' },
  'notice.editor.link': { zh: '插入链接', en: 'Link' },
  'notice.editor.unlink': { zh: '移除链接', en: 'Remove link' },
  'notice.editor.h1': { zh: '一级标题', en: 'Heading 1' },
  'notice.editor.h2': { zh: '二级标题', en: 'Heading 2' },
  'notice.editor.h3': { zh: '三级标题', en: 'Heading 3' },
  'notice.editor.linkInput': { zh: '链接地址', en: 'Link address' },
  'notice.editor.linkPlaceholder': { zh: 'https://example.com/', en: 'https://example.com/' },
  'notice.editor.linkExternal': { zh: '在新窗口打开', en: 'Opens in a new tab' },
  'notice.editor.linkInternal': { zh: '在当前窗口打开', en: 'Opens in the same tab' },
  'notice.editor.linkSave': { zh: '保存', en: 'Save' },
} as const satisfies Messages;
