// @vitest-environment happy-dom
import { MODULES } from '@nbxt/core/modules/index.ts';
import type { ScreenSpec } from '@nbxt/core/modules/types.ts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ModuleScreen } from '../../web/src/kit/ModuleScreen.tsx';
import { moduleGroup } from '../../web/src/kit/module-group.tsx';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';
import { page } from './kit/synthetic.ts';

const jobScreen = (spec: Partial<ScreenSpec>): ScreenSpec => ({
  path: '/job/x',
  view: 'list',
  resource: 'job',
  text: { zh: '任务', en: 'Jobs' },
  ...spec,
});

const job = {
  id: '1900000000000000007',
  jobName: '导入低保数据',
  taskDataType: '1',
  cronExpression: '0 0 2 * * ?',
  status: 1,
};

beforeAll(setupTexts);
beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('the generic module screen', () => {
  it("shows a list view as the registry list of its entry, whose rows open the module's detail page", async () => {
    const gateway = fakeGateway({ 'POST /job/nbxtjob/list': page([job]) });
    renderWith(
      gateway,
      <ModuleScreen
        module="jobs"
        screen={jobScreen({ path: '/job/nbxtjob' })}
        params={{}}
        title="List title"
      />,
    );
    const row = (await screen.findByText('导入低保数据')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'List title' })).toBeTruthy();
    // jobs declares /job/nbxtjobDetail, a detail screen of the same entry.
    await userEvent.click(within(row).getByRole('button', { name: '详情' }));
    expect(window.location.pathname).toBe('/job/nbxtjobDetail');
    expect(window.location.search).toBe(`?id=${job.id}`);
  });

  it('offers no detail action on a list whose entry has no detail page in the module', async () => {
    const gateway = fakeGateway({ 'POST /job/nbxtjob/list': page([job]) });
    // A module of another name: no detail screen of `job` there.
    renderWith(gateway, <ModuleScreen module="contract" screen={jobScreen({})} params={{}} title="L" />);
    const row = (await screen.findByText('导入低保数据')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '详情' })).toBeNull();
  });

  it('shows the statistics and charts an entry declares above its list', async () => {
    const gateway = fakeGateway({
      'GET /contract/contractBusiness/page': page([]),
      'GET /contract/contractBusiness/cvTotal': { count: 12, amount: 3456.5, receivedAmount: 1000 },
      'POST /contract/contractBusiness/cusVolume': [{ customerName: '幸福小区', count: 3, amount: 900 }],
      'POST /contract/contractBusiness/roleAnalysis': [{ roleType: '1', count: 2, amount: 500 }],
      'GET /blade-system/dict/dictionary/all': {},
    });
    renderWith(
      gateway,
      <ModuleScreen
        module="contract"
        screen={{
          path: '/contractLibrary/contractBusiness',
          view: 'list',
          resource: 'contract-business',
          text: { zh: '合同业务', en: 'Business' },
        }}
        params={{}}
      />,
    );
    const totals = await screen.findByRole('region', { name: '客户合同量统计' });
    await waitFor(() => expect(within(totals).getByText('3,456.50')).toBeTruthy());
    // Three groups of figures: each named above its own.
    expect(within(totals).getByText('客户合同量统计')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '进度统计' })).getByText('进度统计')).toBeTruthy();
    const chart = await screen.findByRole('table', { name: '客户合同量数据' });
    await waitFor(() => expect(within(chart).getByRole('rowheader', { name: '幸福小区' })).toBeTruthy());
    // A coded category (the business role) by its label.
    const roles = await screen.findByRole('table', { name: '角色分析数据' });
    await waitFor(() => expect(within(roles).getByRole('rowheader', { name: '销售' })).toBeTruthy());
  });

  it("filters a list by the route's own parameters", async () => {
    const gateway = fakeGateway({
      'GET /contractLibrary/contractChangeRecord/list/42': [
        { id: 'c1', contractId: '42', afterValue: '王五' },
      ],
    });
    const changes = MODULES.find((m) => m.name === 'contract')!.screens.find(
      (s) => s.resource === 'contract-change-record',
    )!;
    expect(changes.path).toBe('/contractLibrary/contractChangeRecord/:contractId');
    renderWith(gateway, <ModuleScreen module="contract" screen={changes} params={{ contractId: '42' }} />);
    expect(await screen.findByText('王五')).toBeTruthy();
  });

  it('shows a detail view as the record of the id in the address, with its related lists', async () => {
    const contract = MODULES.find((m) => m.name === 'contract')!;
    const detail = contract.screens.find((s) => s.path === '/contractLibrary/nbxtContractDetail')!;
    const id = '1900000000000000042';
    const gateway = fakeGateway({
      [`GET /contractLibrary/contractInfo/detail/${id}`]: {
        id,
        contractNo: 'HT-2026-001',
        contractName: '幸福小区物业服务合同',
        contractType: '1',
        crmTenantId: '1700000000000000202',
      },
      'GET /crm/nbxtCrmCustomer/detail': { id: '1700000000000000202', customerName: '宁波润泽商贸有限公司' },
      // The system dictionaries (none here): the entry's own choices label its coded fields.
      'GET /blade-system/dict/dictionary/all': {},
      'POST /serve/contractService/pageService': page([
        { id: 's1', contractId: id, serviceName: '保洁服务' },
      ]),
    });
    renderWith(gateway, <ModuleScreen module="contract" screen={detail} params={{ id }} title="合同详情" />);
    expect(await screen.findByText('幸福小区物业服务合同')).toBeTruthy();
    expect(await screen.findByText('服务合同')).toBeTruthy();
    // The customer the contract names, by its name.
    expect(await screen.findByText('宁波润泽商贸有限公司')).toBeTruthy();
    expect(screen.queryByText('1700000000000000202')).toBeNull();
    // The services of the contract, asked for with its id.
    expect(await screen.findByText('保洁服务')).toBeTruthy();
    expect(JSON.stringify(gateway.sent('POST /serve/contractService/pageService')[0]!.body)).toContain(id);
  });

  it('names tenants a list holds by their codes (task authorisations) with the tenants’ names', async () => {
    const gateway = fakeGateway({
      'GET /taskSystem/taskAuthorize/list': page([
        { id: 'a1', fromTenantId: '000000', toTenantId: '100001', type: 1, leader: '张伟' },
      ]),
      'GET /blade-system/tenant/list': page([
        { id: 't1', tenantId: '000000', tenantName: '管理组' },
        { id: 't2', tenantId: '100001', tenantName: '示例街道' },
      ]),
      'GET /blade-system/dict/dictionary/all': {},
    });
    const authorisations = MODULES.find((m) => m.name === 'task')!.screens.find(
      (s) => s.path === '/taskSystem/taskAuthorize',
    )!;
    renderWith(gateway, <ModuleScreen module="task" screen={authorisations} params={{}} />);
    const row = (await screen.findByText('张伟')).closest('tr')!;
    expect(await within(row).findByText('示例街道')).toBeTruthy();
    expect(within(row).getByText('管理组')).toBeTruthy();
    expect(within(row).queryByText('100001')).toBeNull();
  });

  it('names each record a detail’s comma list of ids holds (a launched task’s members)', async () => {
    const users: Record<string, string> = { '11': '张伟', '12': '王芳' };
    const gateway = fakeGateway({
      'GET /taskSystem/taskLaunch/detail': { id: '7', launchName: '出租房屋安全检查', memberIds: '11,12' },
      'GET /blade-user/detail': (req: { url: URL }) => ({
        id: req.url.searchParams.get('id'),
        realName: users[req.url.searchParams.get('id')!],
      }),
      'GET /blade-system/dict/dictionary/all': {},
    });
    const detail = MODULES.find((m) => m.name === 'task')!.screens.find(
      (s) => s.path === '/taskSystem/launchTaskDetails',
    )!;
    renderWith(
      gateway,
      <ModuleScreen module="task" screen={detail} params={{ id: '7' }} title="发起任务详情" />,
    );
    expect(await screen.findByText('出租房屋安全检查')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('张伟、王芳')).toBeTruthy());
    expect(screen.queryByText(/11,12/)).toBeNull();
    // Its related lists (members, executions, changes) are this launch's: not searched by the launch.
    expect(await screen.findAllByRole('textbox', { name: '姓名' })).not.toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: '发起任务' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '发起任务' })).toBeNull();
  });

  it('searches by another entry’s record picked by its name (the launched task of executions)', async () => {
    const gateway = fakeGateway({
      'GET /taskSystem/taskExecute/page': page([{ id: 'e1', launchId: '31', taskName: '出租房屋安全检查' }]),
      'GET /taskSystem/taskLaunch/list': page([
        { id: '31', launchName: '出租房屋安全检查' },
        { id: '32', launchName: '独居老人走访慰问' },
      ]),
      'GET /blade-system/dict/dictionary/all': {},
    });
    const records = MODULES.find((m) => m.name === 'task')!.screens.find(
      (s) => s.path === '/taskSystem/taskRecord',
    )!;
    renderWith(gateway, <ModuleScreen module="task" screen={records} params={{}} />);
    await screen.findAllByText('出租房屋安全检查');
    await userEvent.click(screen.getByRole('combobox', { name: '发起任务' }));
    await userEvent.click(await screen.findByRole('option', { name: '独居老人走访慰问', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(
        gateway.sent('GET /taskSystem/taskExecute/page').at(-1)!.url.searchParams.get('launchId_equal'),
      ).toBe('32'),
    );
  });

  it('says when the address of a detail view names no record, and asks for none', () => {
    const gateway = fakeGateway({});
    renderWith(
      gateway,
      <ModuleScreen module="jobs" screen={jobScreen({ view: 'detail' })} params={{}} title="Detail" />,
    );
    expect(screen.getByRole('region', { name: 'Detail' }).textContent).toContain('未指定记录');
    expect(gateway.requests).toHaveLength(0);
  });

  it('shows a form view as the add page, or the edit page of `?id=`, values from the address', async () => {
    const gateway = fakeGateway({ 'GET /job/nbxtjob/detail': job });
    const form = jobScreen({ view: 'form' });
    // The form's code loads on demand (lazyPart): had once here, its load then settles inside `act`.
    await import('../../web/src/kit/FormScreen.tsx');
    let view: ReturnType<typeof renderWith> | undefined;
    await act(async () => {
      view = renderWith(
        gateway,
        <ModuleScreen module="jobs" screen={form} params={{ jobName: '新任务', other: 'x' }} title="Add" />,
      );
    });
    const name = await screen.findByRole('textbox', { name: /任务名称/ });
    expect((name as HTMLInputElement).value).toBe('新任务');
    expect(gateway.sent('GET /job/nbxtjob/detail')).toHaveLength(0);
    view!.update(<ModuleScreen module="jobs" screen={form} params={{ id: job.id }} title="Edit" />);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /任务名称/ }) as HTMLInputElement).value).toBe(job.jobName),
    );
    expect(gateway.sent('GET /job/nbxtjob/detail')[0]!.url.searchParams.get('id')).toBe(job.id);
  });

  it('renders a custom screen of the module group by its key, and the generic screen for the others', async () => {
    const gateway = fakeGateway({ 'POST /job/nbxtjob/list': page([job]) });
    const Group = moduleGroup({ mine: ({ title }) => <p>{`custom ${title}`}</p> });
    const view = renderWith(
      gateway,
      <Group module="jobs" screen={jobScreen({ view: 'custom', custom: 'mine' })} params={{}} title="A" />,
    );
    expect(screen.getByText('custom A')).toBeTruthy();
    // A custom key the group lacks: its entry's generic list.
    view.update(
      <Group module="jobs" screen={jobScreen({ view: 'custom', custom: 'other' })} params={{}} title="B" />,
    );
    expect(await screen.findByText('导入低保数据')).toBeTruthy();
    expect(Group.prefetch('jobs', jobScreen({ view: 'custom', custom: 'mine' }))).toBeUndefined();
    expect(Group.prefetch('jobs', jobScreen({ view: 'detail' }))).toBeUndefined();
  });
});
