import type { Messages } from '../../i18n/types.ts';

/** The notice module's own screen's texts (platform.md §7.4: notices with a rich-text body). */
export const noticeTexts = {
  'notice.ui.preview': { zh: '预览', en: 'Preview' },
  'notice.ui.editorLoading': { zh: '编辑器加载中', en: 'Loading the editor' },
  'notice.ui.emptyContent': { zh: '暂无内容', en: 'No content' },
} as const satisfies Messages;
