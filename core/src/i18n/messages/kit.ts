import type { Messages } from '../types.ts';

/**
 * Texts of the console's generic module parts (operations, statistics, charts, imports, detail and form
 * pages). 操作成功 is the spec's text for any other operation's success (platform.md §8 lists the others).
 */
export const kitMessages = {
  'kit.op.success': { zh: '操作成功', en: 'Done' },
  'kit.op.confirm': { zh: '确定{action}?', en: '{action}?' },
  // An image field's pictures, shown small; one opened larger.
  'kit.image.preview': { zh: '查看{label}第{n}张图片', en: 'View picture {n} of {label}' },
  'kit.image.open': { zh: '在新窗口打开原图', en: 'Open the original in a new window' },
  // The figure a confirmation shows (OperationSpec.confirmShows) could not be read.
  'kit.op.figureFailed': { zh: '读取失败', en: 'could not be read' },
  // A toolbar call acting on records nobody selected: what it applies to (OperationSpec.scope).
  'kit.op.scope': { zh: '作用范围:{scope}', en: 'Applies to: {scope}' },
  // A row or rows action on records in another state than it applies to (OperationSpec.when).
  'kit.op.notInState': {
    zh: '所选记录中有 {count} 条不适用{action}',
    en: '{action} does not apply to {count} of the selected records',
  },
  'kit.phone.title': { zh: '手机预览', en: 'Phone preview' },
  'kit.phone.address': { zh: '预览地址', en: 'Preview address' },
  'kit.phone.shown': { zh: '预览内容', en: 'What the phone shows' },
  'kit.phone.current': { zh: '当前设计', en: 'This design' },
  'kit.phone.link': { zh: '填写链接', en: 'Filling link' },
  'kit.statistics': { zh: '统计', en: 'Statistics' },
  'kit.chart.table': { zh: '{title}数据', en: '{title}: data' },
  'kit.chart.loading': { zh: '图表加载中', en: 'Loading the chart' },
  // Between the names of several referenced records in one cell.
  'kit.list.separator': { zh: '、', en: ', ' },
  'kit.import.choose': { zh: '选择文件', en: 'Choose a file' },
  'kit.import.file': { zh: '导入文件', en: 'File to import' },
  'kit.import.start': { zh: '开始导入', en: 'Import' },
  'kit.import.progress': { zh: '导入进度', en: 'Import progress' },
  'kit.import.result': { zh: '导入结果', en: 'Import result' },
  'kit.import.errors': { zh: '错误数据', en: 'Rejected rows' },
  'kit.import.errorRow': { zh: '第{row}行：{msg}', en: 'Row {row}: {msg}' },
  'kit.import.notSpreadsheet': { zh: '请上传 .xls 或 .xlsx 格式的文件', en: 'Choose an .xls or .xlsx file' },
  'kit.import.count.total': { zh: '总数', en: 'Total' },
  'kit.import.count.success': { zh: '成功', en: 'Imported' },
  'kit.import.count.fail': { zh: '失败', en: 'Failed' },
  'kit.detail.back': { zh: '返回', en: 'Back' },
  'kit.detail.open': { zh: '详情', en: 'Details' },
  'kit.dashboard.value': { zh: '数量', en: 'Count' },
  'kit.dashboard.figure': { zh: '项目', en: 'Figure' },
  'kit.detail.notFound': { zh: '记录不存在', en: 'No such record' },
  // The generic lists', forms' and date fields' texts (kept under their sys.* keys).
  'sys.list.dateFrom': { zh: '开始日期', en: 'From' },
  'sys.list.dateTo': { zh: '结束日期', en: 'To' },
  'sys.list.export': { zh: '导出', en: 'Export' },
  'sys.list.columns': { zh: '列显隐', en: 'Columns' },
  'sys.list.expand': { zh: '展开', en: 'Expand' },
  'sys.list.collapse': { zh: '收起', en: 'Collapse' },
  'sys.list.loading': { zh: '加载中', en: 'Loading' },
  'sys.form.choose': { zh: '请选择{label}', en: 'Choose {label}' },
  'sys.date.clear': { zh: '清空', en: 'Clear' },
  /** The clear button of a labelled select or date field (the search panel's own 清空 clears them all). */
  'sys.field.clear': { zh: '清除{label}', en: 'Clear {label}' },
  'sys.date.apply': { zh: '确定', en: 'Apply' },
  'sys.date.hours': { zh: '时', en: 'Hours' },
  'sys.date.minutes': { zh: '分', en: 'Minutes' },
  'sys.date.seconds': { zh: '秒', en: 'Seconds' },
  'sys.date.previous': { zh: '上一页', en: 'Previous' },
  'sys.date.next': { zh: '下一页', en: 'Next' },
  // A dayjs format: how a day of the calendar is read out.
  'sys.date.dayLabel': { zh: 'YYYY年M月D日', en: 'D MMMM YYYY' },
  'sys.date.monthLabel': { zh: 'YYYY年M月', en: 'MMMM YYYY' },
  'sys.op.success': { zh: '操作成功', en: 'Done' },
} as const satisfies Messages;
