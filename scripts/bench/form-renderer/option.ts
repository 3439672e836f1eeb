/**
 * A generated 200-field avue option for the renderer's bench and screenshots: plain columns, two groups
 * and a sub-table, of mixed types (text, number, select, radio, checkbox, switch, date, textarea).
 */
type Field = Record<string, unknown>;

const dic = [
  { label: '是', value: '1' },
  { label: '否', value: '0' },
  { label: '未知', value: '2' },
];

function field(i: number): Field {
  const prop = `f${i}`;
  const label = `字段${i}`;
  switch (i % 8) {
    case 0:
      return { type: 'input', prop, label, span: 12, required: i % 16 === 0 };
    case 1:
      return { type: 'number', prop, label, span: 12, precision: 0 };
    case 2:
      return { type: 'select', prop, label, span: 12, dicData: dic };
    case 3:
      return { type: 'radio', prop, label, span: 12, dicData: dic };
    case 4:
      return { type: 'checkbox', prop, label, span: 12, dicData: dic };
    case 5:
      return { type: 'switch', prop, label, span: 12 };
    case 6:
      return { type: 'date', prop, label, span: 12, format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' };
    default:
      return { type: 'textarea', prop, label, span: 24, minRows: 2 };
  }
}

/** 200 fields: 120 plain columns (one a sub-table of 4 columns), 2 groups of 40. */
export function benchOption(): Field {
  const all = Array.from({ length: 200 }, (_, i) => field(i));
  const column = all.slice(0, 119);
  column.push({
    type: 'dynamic',
    prop: 'rows',
    label: '子表',
    span: 24,
    children: {
      index: true,
      column: [
        { type: 'input', prop: 'name', label: '姓名' },
        { type: 'number', prop: 'age', label: '年龄' },
        { type: 'select', prop: 'sex', label: '性别', dicData: dic },
        { type: 'date', prop: 'day', label: '日期', valueFormat: 'yyyy-MM-dd' },
      ],
    },
  });
  return {
    labelWidth: 120,
    column,
    group: [
      { label: '分组一', prop: 'g1', column: all.slice(120, 160) },
      { label: '分组二', prop: 'g2', column: all.slice(160, 200) },
    ],
  };
}

export function benchValues(): Record<string, unknown> {
  return {
    f0: '初始',
    rows: [
      { name: '甲', age: 30, sex: '1' },
      { name: '乙', age: 40, sex: '0' },
    ],
  };
}
