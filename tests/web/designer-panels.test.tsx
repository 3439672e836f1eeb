// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { paletteItems } from '@nbxt/core/form/catalogue.ts';
import { catalogue } from '@nbxt/core/i18n/index.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nResources } from '../../web/src/base/i18n.ts';
import { FieldPanel } from '../../web/src/designer/FieldPanel.tsx';
import { NodeDialog } from '../../web/src/designer/OptionsEditor.tsx';

beforeAll(async () => {
  window.matchMedia ??= vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({
    resources: i18nResources(catalogue),
    lng: 'zh',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
});
afterEach(cleanup);

/** The form the panels' fields are checked against: no other field. */
const noFields = () => ({ column: [] });

function panel(field: Record<string, unknown>) {
  const dispatch = vi.fn((_action: unknown) => ({ form: { column: [] }, selected: null }) as never);
  render(
    <MantineProvider>
      <FieldPanel field={{ prop: 'f', label: 'F', ...field }} dispatch={dispatch} form={noFields} />
    </MantineProvider>,
  );
  return dispatch;
}

const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('designer property panels keep values in their ranges (§5.3, §9)', () => {
  it('span 8 to 24', () => {
    const dispatch = panel({ type: 'input', span: 12 });
    typeInto('表单栅格', '30');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { span: 24 } });
    typeInto('表单栅格', '3');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { span: 8 } });
  });

  it('a sub-field has a width of at least 100 and no span', () => {
    const dispatch = panel({ type: 'input', subfield: true });
    expect(screen.queryByLabelText('表单栅格')).toBeNull();
    typeInto('宽度', '40');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { width: 100 } });
  });

  it('slider: min below max, step at most max minus min', () => {
    const dispatch = panel({ type: 'slider', min: 2, max: 10 });
    typeInto('步长', '50');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { step: 8 } });
    typeInto('最小值', '12');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { min: 9 } });
  });

  it('number precision 0 to 10; textarea rows; upload limit at least 1', () => {
    let dispatch = panel({ type: 'number' });
    typeInto('精度', '11');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { precision: 10 } });
    cleanup();
    dispatch = panel({ type: 'textarea' });
    typeInto('最大行数', '1');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { maxRows: 2 } });
    cleanup();
    dispatch = panel({ type: 'upload' });
    typeInto('最大数量', '0');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { limit: 1 } });
  });

  it('multi-select limit up to the option count', () => {
    const dispatch = panel({
      type: 'checkbox',
      dicData: [
        { label: 'a', value: '0' },
        { label: 'b', value: '1' },
      ],
    });
    typeInto('最大数量', '5');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { limit: 2 } });
  });

  it('required switches a rule on through the designer action', () => {
    const dispatch = panel({ type: 'date' });
    fireEvent.click(screen.getByLabelText('是否必填'));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setRequired', prop: 'f', required: true });
  });
});

/** The option-source select's input (its listbox carries the same label). */
const optionSource = () => screen.getAllByLabelText('数据来源').find((e) => e.tagName === 'INPUT')!;

describe('a select linked to another form’s field (§7 Tool apps: related-data dictionary)', () => {
  it('offers the related-data mode among a select’s option sources', () => {
    const dispatch = panel({ type: 'select', dicOption: 'static', dicData: [] });
    expect(screen.queryByLabelText('关联表单标识')).toBeNull();
    fireEvent.click(optionSource());
    fireEvent.click(screen.getByRole('option', { name: '关联数据' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { dicOption: 'rel' } });
  });

  it('edits params.rel as field@@formKey, the static options put away', () => {
    const dispatch = panel({ type: 'select', dicOption: 'rel', params: { rel: 'name@@F7' } });
    expect(screen.getByLabelText<HTMLInputElement>('关联表单标识').value).toBe('F7');
    expect(screen.getByLabelText<HTMLInputElement>('关联字段').value).toBe('name');
    expect(screen.queryByRole('button', { name: '添加选项' })).toBeNull();
    typeInto('关联表单标识', 'F9');
    fireEvent.blur(screen.getByLabelText('关联表单标识'));
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'update',
      prop: 'f',
      patch: { params: { rel: 'name@@F9' } },
    });
    typeInto('关联字段', ' kind ');
    fireEvent.blur(screen.getByLabelText('关联字段'));
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'update',
      prop: 'f',
      patch: { params: { rel: 'kind@@F7' } },
    });
  });

  it('keeps the form key typed first when the field is typed next (each half commits onto the latest link)', () => {
    const dispatch = vi.fn((_action: unknown) => ({ form: { column: [] }, selected: null }) as never);
    const at = (rel: string) => (
      <MantineProvider>
        <FieldPanel
          field={{ prop: 'f', label: 'F', type: 'select', dicOption: 'rel', params: { rel } }}
          dispatch={dispatch}
          form={noFields}
        />
      </MantineProvider>
    );
    const { rerender } = render(at(''));
    typeInto('关联表单标识', 'F9');
    fireEvent.blur(screen.getByLabelText('关联表单标识'));
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'update',
      prop: 'f',
      patch: { params: { rel: '@@F9' } },
    });
    // The designer's state answers with the field updated.
    rerender(at('@@F9'));
    typeInto('关联字段', 'name');
    fireEvent.blur(screen.getByLabelText('关联字段'));
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'update',
      prop: 'f',
      patch: { params: { rel: 'name@@F9' } },
    });
  });

  it('shows the remote call’s address and method only while the options come from a remote call', () => {
    for (const [dicOption, shown] of [
      ['static', false],
      ['rel', false],
      ['remote', true],
    ] as const) {
      panel({ type: 'select', dicOption });
      expect(screen.queryByLabelText('字典地址') !== null, dicOption).toBe(shown);
      expect(screen.queryAllByLabelText('请求方式').length > 0, dicOption).toBe(shown);
      cleanup();
    }
  });

  it('a radio has no related-data mode', () => {
    panel({ type: 'radio', dicOption: 'static' });
    fireEvent.click(optionSource());
    expect(screen.queryByRole('option', { name: '关联数据' })).toBeNull();
  });
});

describe('the tree/cascader node dialog', () => {
  function dialog(editing?: { label: string; value: string }) {
    const onSave = vi.fn();
    const tree = [{ label: '选项一', value: '0', children: [{ label: '选项1-1', value: '11' }] }];
    render(
      <MantineProvider>
        <NodeDialog tree={tree} editing={editing} onSave={onSave} onClose={() => {}} />
      </MantineProvider>,
    );
    return onSave;
  }

  it('asks for label and value', async () => {
    const onSave = dialog();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入label')).toBeTruthy();
    expect(screen.getByText('请输入value')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a value used anywhere in the tree, 11 as a Number too', async () => {
    const onSave = dialog();
    fireEvent.change(screen.getByLabelText('label'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('value'), { target: { value: '11' } });
    fireEvent.click(screen.getByText('Number'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('value重复')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a new node with its value typed', () => {
    const onSave = dialog();
    fireEvent.change(screen.getByLabelText('label'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('value'), { target: { value: '7' } });
    fireEvent.click(screen.getByText('Number'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onSave).toHaveBeenCalledWith({ label: 'x', value: 7 });
  });
});

describe('the field panel follows the selection without being mounted afresh', () => {
  function selectable(first: Record<string, unknown>) {
    const dispatch = vi.fn((_action: unknown) => ({ form: { column: [] }, selected: null }) as never);
    const view = (field: Record<string, unknown>) => (
      <MantineProvider>
        <FieldPanel field={field} dispatch={dispatch} form={noFields} />
      </MantineProvider>
    );
    const { rerender } = render(view(first));
    return { dispatch, select: (field: Record<string, unknown>) => rerender(view(field)) };
  }

  it('drops a draft typed for the field selected before, and commits onto the field selected now', () => {
    const { dispatch, select } = selectable({ type: 'input', prop: 'a', label: 'A' });
    const title = screen.getByLabelText('标题') as HTMLInputElement;
    typeInto('标题', 'half typed');
    select({ type: 'input', prop: 'b', label: 'A' });
    expect(screen.getByLabelText('标题')).toBe(title);
    expect(title.value).toBe('A');
    typeInto('标题', 'B');
    fireEvent.blur(title);
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'b', patch: { label: 'B' } });
    fireEvent.click(screen.getByLabelText('是否必填'));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setRequired', prop: 'b', required: true });
    typeInto('属性值', 'c');
    fireEvent.blur(screen.getByLabelText('属性值'));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'b', patch: { prop: 'c' } });
  });
});

describe('tips and event scripts (§3.2), stored as avue stores them', () => {
  const commonLabels = [
    '提示',
    '提示位置',
    '标题提示',
    '标题提示位置',
    'change 事件',
    'click 事件',
    'focus 事件',
    'blur 事件',
  ];
  const valueless = new Set(['group', 'title', 'divider']);

  it.each([...paletteItems.keys()])('the %s panel has them unless it holds no value', (type) => {
    panel({ ...(paletteItems.get(type) as Record<string, unknown>), prop: 'f' });
    for (const label of commonLabels) {
      const found = screen.queryAllByLabelText(label, { exact: true });
      if (valueless.has(type)) expect(found, `${type} ${label}`).toHaveLength(0);
      else expect(found.length, `${type} ${label}`).toBeGreaterThan(0);
    }
  });

  it('keeps a script as the text typed, committed on leaving the box, never run', () => {
    const dispatch = panel({ type: 'input' });
    const box = screen.getByLabelText('change 事件', { exact: true });
    const script = '({ value }) => { globalThis.__designerRan = value }';
    fireEvent.change(box, { target: { value: script } });
    expect(dispatch).not.toHaveBeenCalled();
    fireEvent.blur(box);
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { change: script } });
    expect((globalThis as { __designerRan?: unknown }).__designerRan).toBeUndefined();
  });

  it('sets a tip and a label tip with their placements', () => {
    const dispatch = panel({ type: 'input' });
    const tip = screen.getByLabelText('提示', { exact: true });
    fireEvent.change(tip, { target: { value: '请如实填写' } });
    fireEvent.blur(tip);
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'update', prop: 'f', patch: { tip: '请如实填写' } });
    const labelTip = screen.getByLabelText('标题提示', { exact: true });
    fireEvent.change(labelTip, { target: { value: '身份证上的姓名' } });
    fireEvent.keyDown(labelTip, { key: 'Enter' });
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'update',
      prop: 'f',
      patch: { labelTip: '身份证上的姓名' },
    });
  });
});
