// @vitest-environment happy-dom

import { resource, text } from '@nbxt/core/resources/define.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChartPanel } from '../../../web/src/kit/ChartPanel.tsx';
import { DetailScreen } from '../../../web/src/kit/DetailScreen.tsx';
import { FormScreen } from '../../../web/src/kit/FormScreen.tsx';
import { ImportButton } from '../../../web/src/kit/ImportButton.tsx';
import { StatisticsHeader } from '../../../web/src/kit/StatisticsHeader.tsx';
import { fail, fakeGateway, renderWith, setupTexts } from './harness.tsx';
import { grant, page, payment } from './synthetic.ts';

beforeAll(setupTexts);
afterEach(cleanup);

describe('statistics', () => {
  it('shows each declared figure labelled, amounts as money, asked for with the list filters', async () => {
    const gateway = fakeGateway({ 'GET /kit/grant/stat': { count: 1234, total: '12345.5' } });
    renderWith(gateway, <StatisticsHeader spec={grant} filters={{ name: '张' }} />);
    const region = await screen.findByRole('region', { name: '发放统计' });
    await waitFor(() => expect(within(region).getByText('12,345.50')).toBeTruthy());
    expect(within(region).getByText('发放人数')).toBeTruthy();
    // One group of figures: the list's heading names it, no title of its own.
    expect(within(region).queryByText('发放统计')).toBeNull();
    expect(within(region).getByText('1,234')).toBeTruthy();
    expect(within(region).getByText('发放总额')).toBeTruthy();
    expect(gateway.sent('GET /kit/grant/stat')[0]!.url.searchParams.get('name')).toBe('张');
  });
});

describe('charts', () => {
  it('lists every value in a text alternative for screen readers', async () => {
    const gateway = fakeGateway({
      'GET /kit/grant/monthly': [
        { grantTime: '2026-01', total: 1200 },
        { grantTime: '2026-02', total: '800.5' },
      ],
    });
    renderWith(gateway, <ChartPanel spec={grant} />);
    const table = await screen.findByRole('table', { name: '月度发放数据' });
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: '2026-02' })).toBeTruthy());
    expect(within(table).getByRole('columnheader', { name: '发放时间' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '金额' })).toBeTruthy();
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['发放时间金额', '2026-011200', '2026-02800.5']);
  });

  it('says there is nothing to draw, or why the values could not be had, instead of empty axes', async () => {
    renderWith(fakeGateway({ 'GET /kit/grant/monthly': [] }), <ChartPanel spec={grant} />);
    const figure = (await screen.findByText('月度发放')).closest('figure')!;
    expect(await within(figure).findByText('暂无数据')).toBeTruthy();
    expect(figure.querySelector('.uplot')).toBeNull();
    cleanup();
    renderWith(
      fakeGateway({ 'GET /kit/grant/monthly': fail('统计服务不可用') }),
      <ChartPanel spec={grant} />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('统计服务不可用');
  });
});

describe('imports', () => {
  it('uploads the file as multipart, shows the progress up to 100% and then the result', async () => {
    let polls = 0;
    const gateway = fakeGateway({
      'POST /kit/grant/import': 'job-7',
      'GET /kit/grant/importProcess/job-7': () => {
        polls++;
        return polls === 1 ? { total: 4, done: 2 } : { total: 4, done: 4, finished: true };
      },
      'GET /kit/grant/importResult/job-7': {
        total: 4,
        success: 3,
        fail: 1,
        errors: ['第3行: 身份证号格式错误'],
      },
    });
    renderWith(gateway, <ImportButton spec={grant} operation="importExcel" pollMs={30} />);
    const file = new File(['name,amount'], 'grants.xlsx', { type: 'application/vnd.ms-excel' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file);
    const dialog = await screen.findByRole('dialog');
    const bar = await within(dialog).findByRole('progressbar', { name: '导入进度' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    expect(polls).toBeGreaterThanOrEqual(2);
    const result = await within(dialog).findByRole('region', { name: '导入结果' });
    expect(within(result).getByText('成功').nextSibling?.textContent).toBe('3');
    expect(within(result).getByText('失败').nextSibling?.textContent).toBe('1');
    expect(within(result).getByText('第3行: 身份证号格式错误')).toBeTruthy();
    const [upload] = gateway.sent('POST /kit/grant/import');
    const part = upload?.form?.get('file');
    expect(part instanceof File && part.name).toBe('grants.xlsx');
  });

  it("shows the server's msg when the upload fails", async () => {
    const gateway = fakeGateway({ 'POST /kit/grant/import': fail('模板格式不正确') });
    renderWith(gateway, <ImportButton spec={grant} operation="importExcel" pollMs={30} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'bad.xlsx'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('模板格式不正确')).toBeTruthy();
    expect(gateway.sent('GET /kit/grant/importProcess/job-7')).toHaveLength(0);
  });
});

describe('detail and form pages', () => {
  const record = {
    id: '1900000000000000001',
    name: '王芳',
    amount: 300,
    grantTime: '2026-03-01 09:30:00',
    status: 'paid',
  };

  it('shows the record read-only and its related list filtered by the linking field', async () => {
    const gateway = fakeGateway({
      'GET /kit/grant/detail': record,
      'GET /kit/payment/list': page([{ id: 'p1', grantId: record.id, bank: '农业银行', paid: 300 }]),
    });
    renderWith(
      gateway,
      <DetailScreen resource={grant} id={record.id} related={[{ resource: payment, field: 'grantId' }]} />,
    );
    expect(await screen.findByText('王芳')).toBeTruthy();
    expect(screen.getByText('2026-03-01 09:30:00')).toBeTruthy();
    expect(screen.getByText('发放时间')).toBeTruthy();
    expect(await screen.findByText('农业银行')).toBeTruthy();
    expect(gateway.sent('GET /kit/grant/detail')[0]!.url.searchParams.get('id')).toBe(record.id);
    expect(gateway.sent('GET /kit/payment/list')[0]!.url.searchParams.get('grantId_equal')).toBe(record.id);
  });

  it("names a tenant referenced by its code, as the list does (the tenants' list read once)", async () => {
    const authorisation = resource('kit-authorise', {
      path: '/kit/authorise',
      zh: '授权',
      en: 'Authorisations',
      fields: [
        text('fromTenantId', '授权方', 'From tenant', { ref: 'tenant', refKey: 'tenantId', list: true }),
        text('note', '说明', 'Note'),
      ],
    });
    const gateway = fakeGateway({
      'GET /kit/authorise/detail': { id: 'a1', fromTenantId: '100001', note: '年度授权' },
      'GET /blade-system/tenant/list': page([
        { id: 't1', tenantId: '100001', tenantName: '幸福街道' },
        { id: 't2', tenantId: '100002', tenantName: '和平街道' },
      ]),
    });
    renderWith(gateway, <DetailScreen resource={authorisation} id="a1" />);
    expect(await screen.findByText('年度授权')).toBeTruthy();
    const from = await waitFor(() => {
      const cell = document.querySelector('[data-field="fromTenantId"]')!;
      expect(cell.textContent).toBe('幸福街道');
      return cell;
    });
    expect(from.textContent).not.toContain('100001');
    expect(gateway.sent('GET /blade-system/tenant/list')).toHaveLength(1);
  });

  it('saves an edit with 更新成功 and goes back; a failure keeps the form with the msg', async () => {
    let answer: unknown = fail('姓名重复');
    const gateway = fakeGateway({ 'GET /kit/grant/detail': record, 'POST /kit/grant/submit': () => answer });
    let back = 0;
    renderWith(gateway, <FormScreen resource={grant} id={record.id} onDone={() => back++} />);
    const name = await screen.findByRole('textbox', { name: /姓名/ });
    expect((name as HTMLInputElement).value).toBe('王芳');
    await userEvent.clear(name);
    await userEvent.type(name, '王芳芳');
    await userEvent.click(screen.getByRole('button', { name: '修改' }));
    expect((await screen.findAllByText('姓名重复')).length).toBeGreaterThan(0);
    expect(back).toBe(0);
    expect((screen.getByRole('textbox', { name: /姓名/ }) as HTMLInputElement).value).toBe('王芳芳');
    answer = true;
    await userEvent.click(screen.getByRole('button', { name: '修改' }));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(back).toBe(1);
    const body = JSON.parse(gateway.sent('POST /kit/grant/submit').at(-1)!.body!);
    expect(body).toMatchObject({ id: record.id, name: '王芳芳', amount: 300 });
  });
});
