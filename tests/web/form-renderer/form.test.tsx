// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetDictionaries } from '../../../web/src/form-renderer/dictionary.ts';
import { FormDetail } from '../../../web/src/form-renderer/FormDetail.tsx';
import { fakeGateway, renderWith } from '../kit/harness.tsx';
import { renderForm, setupDom } from './setup.tsx';

beforeAll(setupDom);
afterEach(() => {
  cleanup();
  forgetDictionaries();
});

describe('validation on submit', () => {
  const option = {
    column: [
      { type: 'input', prop: 'name', label: '姓名', required: true },
      { type: 'select', prop: 'kind', label: '类型', required: true, dicData: [{ label: '甲', value: 'a' }] },
      { type: 'input', prop: 'phone', label: '电话', pattern: '^1\\d{10}$' },
      { type: 'input', prop: 'code', label: '编码', rules: [{ required: true, message: '编码不能为空' }] },
      { type: 'input', prop: 'hidden', label: '隐藏', required: true, display: false },
    ],
  };

  it('shows the rules’ messages tied to their fields and does not submit', async () => {
    const form = renderForm(option, { phone: '123' });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      '姓名必须填写',
      '请选择类型',
      '电话格式不匹配',
      '编码不能为空',
    ]);
    const name = screen.getByRole('textbox', { name: '姓名' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('姓名必须填写');
    expect(document.activeElement).toBe(name);
    expect(form.submitted).toEqual([]);
  });

  it('submits the values once they pass, and a field’s message goes when it changes', async () => {
    const form = renderForm(option, { kind: 'a', phone: '13800000000', code: 'c1' });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('姓名必须填写')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '王五' } });
    expect(screen.queryByText('姓名必须填写')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(form.submitted).toEqual([{ kind: 'a', phone: '13800000000', code: 'c1', name: '王五' }]),
    );
  });

  it('uses the option’s button texts; the empty button resets to the defaults; menuBtn off hides both', () => {
    const form = renderForm(
      {
        submitText: '保存',
        emptyText: '重置',
        column: [{ type: 'input', prop: 'a', label: 'A', value: 'x' }],
      },
      { a: 'typed' },
    );
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(form.last()).toEqual({ a: 'x' });
    cleanup();
    renderForm({ menuBtn: false, column: [{ type: 'input', prop: 'a', label: 'A' }] });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('groups and sub-tables', () => {
  it('shows groups as tabs with tabs on, each group’s fields in its panel', () => {
    renderForm(
      {
        tabs: true,
        column: [{ type: 'input', prop: 'top', label: '顶部' }],
        group: [
          { label: '基本信息', prop: 'g1', column: [{ type: 'input', prop: 'a', label: '甲' }] },
          { label: '其他信息', prop: 'g2', column: [{ type: 'input', prop: 'b', label: '乙' }] },
        ],
      },
      { a: '1', b: '2' },
    );
    expect(screen.getByRole('textbox', { name: '顶部' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['基本信息', '其他信息']);
    fireEvent.click(screen.getByRole('tab', { name: '其他信息' }));
    const panel = screen.getByRole('tabpanel');
    expect((within(panel).getByRole('textbox', { name: '乙' }) as HTMLInputElement).value).toBe('2');
  });

  it('shows groups as titled sections without tabs', () => {
    renderForm({ group: [{ label: '基本信息', column: [{ type: 'input', prop: 'a', label: '甲' }] }] });
    expect(screen.queryByRole('tab')).toBeNull();
    const section = screen.getByRole('region', { name: '基本信息' });
    expect(within(section).getByRole('textbox', { name: '甲' })).toBeTruthy();
  });

  const dynamic = {
    column: [
      {
        type: 'dynamic',
        prop: 'members',
        label: '成员',
        children: {
          index: true,
          column: [
            { type: 'input', prop: 'name', label: '姓名', value: '', required: true },
            {
              type: 'select',
              prop: 'sex',
              label: '性别',
              dicData: [
                { label: '男', value: 1 },
                { label: '女', value: 2 },
              ],
            },
          ],
        },
      },
    ],
  };

  it('adds, edits and deletes sub-table rows in avue’s value (a list of row objects)', () => {
    const form = renderForm(dynamic, { members: [{ name: '甲', sex: 1 }] });
    const table = within(screen.getByRole('group', { name: '成员' }));
    expect(table.getByRole('columnheader', { name: '序号' })).toBeTruthy();
    fireEvent.click(table.getByRole('button', { name: '新增' }));
    expect(form.last()?.members).toEqual([{ name: '甲', sex: 1 }, { name: '' }]);
    fireEvent.change(table.getByRole('textbox', { name: '姓名 第 2 行' }), { target: { value: '乙' } });
    expect(form.last()?.members).toEqual([{ name: '甲', sex: 1 }, { name: '乙' }]);
    fireEvent.click(table.getByRole('button', { name: '删除 第 1 行' }));
    expect(form.last()?.members).toEqual([{ name: '乙' }]);
  });

  it('checks each row’s required cells on submit', async () => {
    renderForm(dynamic, { members: [{ name: '' }] });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect((await screen.findByRole('alert')).textContent).toBe('姓名必须填写');
    expect(screen.getByRole('textbox', { name: '姓名 第 1 行' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('detail mode', () => {
  it('shows the labels of dictionary values, switch texts and date ranges, without inputs or buttons', () => {
    renderForm(
      {
        column: [
          { type: 'select', prop: 'kind', label: '类型', dicData: [{ label: '甲类', value: 'a' }] },
          {
            type: 'checkbox',
            prop: 'tags',
            label: '标签',
            dicData: [
              { label: '红', value: 'r' },
              { label: '蓝', value: 'b' },
            ],
          },
          {
            type: 'cascader',
            prop: 'area',
            label: '地区',
            dicData: [{ label: '浙江', value: '33', children: [{ label: '杭州', value: '3301' }] }],
          },
          { type: 'switch', prop: 'on', label: '启用' },
          { type: 'daterange', prop: 'span', label: '期间' },
        ],
      },
      { kind: 'a', tags: ['r', 'b'], area: ['33', '3301'], on: '1', span: ['2024-01-01', '2024-02-01'] },
      { mode: 'detail' },
    );
    expect(screen.getByText('甲类')).toBeTruthy();
    expect(screen.getByText('红 | 蓝')).toBeTruthy();
    expect(screen.getByText('浙江/杭州')).toBeTruthy();
    expect(screen.getByText('是')).toBeTruthy();
    expect(screen.getByText('2024-01-01 ~ 2024-02-01')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('FormDetail (the form data screens’ renderer, without inputs) shows what detail mode shows', async () => {
    const option = {
      column: [
        { type: 'select', prop: 'kind', label: '类型', dicData: [{ label: '甲类', value: 'a' }] },
        { type: 'switch', prop: 'on', label: '启用' },
        { type: 'ueditor', prop: 'body', label: '正文' },
        { type: 'password', prop: 'secret', label: '口令' },
        {
          type: 'dynamic',
          prop: 'rows',
          label: '明细',
          children: { column: [{ type: 'input', prop: 'item', label: '项目' }] },
        },
      ],
    };
    const value = {
      kind: 'a',
      on: '1',
      body: '<p>正文<b>加粗</b></p>',
      secret: 'x',
      rows: [{ item: '第一项' }],
    };
    const shown = async () => {
      await screen.findByText('加粗');
      return screen.getByText('类型').closest('form')!.textContent;
    };
    renderForm(option, value, { mode: 'detail' });
    const inDetailMode = await shown();
    cleanup();
    renderWith(fakeGateway({}), <FormDetail option={option} value={value} />);
    expect(await shown()).toBe(inDetailMode);
    expect(inDetailMode).toContain('甲类');
    expect(inDetailMode).toContain('第一项');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('disabled and readonly forms keep inputs but lock them', () => {
    renderForm({ column: [{ type: 'input', prop: 'a', label: 'A' }] }, { a: 'x' }, { mode: 'disabled' });
    expect((screen.getByRole('textbox', { name: 'A' }) as HTMLInputElement).disabled).toBe(true);
    cleanup();
    renderForm({ column: [{ type: 'input', prop: 'a', label: 'A', readonly: true }] }, { a: 'x' });
    expect((screen.getByRole('textbox', { name: 'A' }) as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('round trip', () => {
  it('reports values it was given untouched, with only the changed field different', () => {
    const given = {
      u: [{ label: 'a.pdf', value: 'http://x/a.pdf' }],
      region: { province: '33', value: ['33'], label: ['浙江'] },
      extra: { keep: true },
      s: 'typed',
    };
    const form = renderForm(
      {
        column: [
          { type: 'upload', prop: 'u', label: '附件' },
          { type: 'region', prop: 'region', label: '区划' },
          { type: 'input', prop: 's', label: '文本' },
        ],
      },
      given,
    );
    fireEvent.change(screen.getByRole('textbox', { name: '文本' }), { target: { value: 'next' } });
    expect(form.last()).toEqual({ ...given, s: 'next' });
    expect(form.last()?.u).toBe(given.u);
  });
});

describe('a field carrying the registry’s ID card rule ({ type: "idcard" }, the palette’s 身份证号)', () => {
  const option = {
    column: [
      { type: 'input', prop: 'idCard', label: '身份证号', rules: [{ type: 'idcard' }] },
      { type: 'input', prop: 'phone', label: '手机号码', rules: [{ type: 'mobile' }] },
    ],
  };

  it('refuses a wrong check digit and a short mobile with the messages every entry point gives', async () => {
    const form = renderForm(option, { idCard: '330203198009035841', phone: '1381234567' });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['身份证格式不正确', '手机号码长度必须为11位']);
    expect(form.submitted).toEqual([]);
  });

  it('submits a valid one', async () => {
    const form = renderForm(option, { idCard: '11010519491231002X', phone: '13812345678' });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(form.submitted).toHaveLength(1));
  });
});

describe('a field whose choices cannot be had (signed out on a form that does not open them)', () => {
  it('says why it cannot be filled instead of showing an empty list', async () => {
    renderForm({
      column: [
        { type: 'user', prop: 'visitor', label: '走访人' },
        { type: 'area', prop: 'area', label: '所在区域' },
      ],
    });
    expect(await screen.findByText('可选项无法加载（未登录或无权读取），此项暂时无法填写')).toBeTruthy();
    // The region picker loads with its first field.
    expect(
      await screen.findByText('区域无法加载（未登录或无权读取），此项暂时无法填写', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
