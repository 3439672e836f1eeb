import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  openInShell,
  pickDateTime,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('workflow end-to-end');

describe.runIf(run)('workflow screens in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  // Pages of other tabs stay mounted but hidden: only visible elements count.
  const visible = (text: string) => page.getByText(text).locator('visible=true');
  const button = (name: string) => page.getByRole('button', { name, exact: true }).locator('visible=true');
  const rows = () => page.locator('tbody tr').locator('visible=true');

  /**
   * A list opened as the console's links do (no page load), its rows in; by a page load with `load`: the
   * console keeps a list it read a moment ago, so a list that another screen changed is read afresh so.
   */
  async function listed(path: string, { load = false } = {}): Promise<void> {
    if (load) await page.goto(`${ctx.server.url}${path}`);
    else await openInShell(page, path);
    try {
      await until(async () => {
        if ((await visible('加载中').count()) > 0) return false;
        return (await rows().count()) > 0;
      });
    } catch (error) {
      // What the page showed instead, for whoever reads the failure.
      await screenshot(page, `workflow-failed${path.replaceAll('/', '-')}`);
      throw error;
    }
  }

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('starts a leave, refuses an approval without a comment, approves it and finds it in done', async () => {
    const reason = '端到端测试请假';
    const comment = '同意,注意休息';

    // /work/start: the leave process with 发起.
    await listed('/work/start');
    await visible('请假流程').first().waitFor();
    await screenshot(page, 'workflow-work-start');
    await rows().filter({ hasText: '请假流程' }).first().getByRole('button', { name: '发起' }).click();
    await page.waitForURL('**/work/process/leave/form/**');

    // The start form: the core rules first, then a real submission.
    await button('提交').click();
    await visible('请选择开始时间').waitFor();
    // The times are picked in the calendar and sent in BladeX's text.
    const startField = page.getByRole('button', { name: '开始时间', exact: true }).locator('visible=true');
    const endField = page.getByRole('button', { name: '结束时间', exact: true }).locator('visible=true');
    await pickDateTime(page, startField, '2026-12-01', '09:00:00');
    await pickDateTime(page, endField, '2026-12-03', '18:00:00');
    expect([await startField.innerText(), await endField.innerText()]).toEqual([
      '2026-12-01 09:00:00',
      '2026-12-03 18:00:00',
    ]);
    await page.getByLabel('请假理由').locator('visible=true').fill(reason);
    await endField.click();
    await page.getByRole('button', { name: '2026年12月3日' }).waitFor();
    await screenshot(page, 'workflow-leave-form');
    await page.keyboard.press('Escape');
    const started = page.waitForRequest((r) => r.url().includes('/leave/start-process'));
    await button('提交').click();
    expect((await started).postDataJSON()).toMatchObject({
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-03 18:00:00',
    });
    await page.waitForURL('**/work/start');

    // /work/todo: the new task, opened with 办理.
    await listed('/work/todo');
    await screenshot(page, 'workflow-work-todo');
    await rows().first().getByRole('button', { name: '办理' }).click();
    await page.waitForURL('**/work/process/leave/handle/**');
    await visible(reason).waitFor();
    await page.getByAltText('流程跟踪').locator('visible=true').waitFor();

    // Agree without a comment: the spec's warning, nothing sent.
    await button('同意').click();
    await visible('请先填写批复意见').waitFor();
    await screenshot(page, 'workflow-leave-handle');
    const handleUrl = page.url();

    await page.getByLabel('批复意见').locator('visible=true').fill(comment);
    await button('同意').click();
    await page.waitForURL('**/work/start');
    // Its tab is closed.
    await until(async () => (await visible('请假审批').count()) === 0);
    expect(page.url()).not.toBe(handleUrl);

    // /work/done: the handled task, its detail with the history and the comment.
    await listed('/work/done');
    // Progress is shown by its label, never Flowable's word.
    const progress = await rows()
      .first()
      .getByRole('cell', { name: /^(已完成|未完成)$/ })
      .innerText();
    expect(['已完成', '未完成']).toContain(progress);
    await expect
      .poll(() =>
        rows()
          .getByRole('cell', { name: /finished/ })
          .count(),
      )
      .toBe(0);
    await screenshot(page, 'workflow-work-done');
    await rows().first().getByRole('button', { name: '详情' }).click();
    await page.waitForURL('**/work/process/leave/detail/**');
    await visible(reason).waitFor();
    await until(
      async () => (await page.getByText(comment, { exact: false }).locator('visible=true').count()) > 0,
    );
    await expect
      .poll(() => page.getByTestId('flow-history-item').locator('visible=true').count())
      .toBeGreaterThanOrEqual(3);
    await page.getByAltText('流程跟踪').locator('visible=true').waitFor();
    await screenshot(page, 'workflow-leave-detail');

    // The other work lists open too.
    for (const path of ['/work/claim', '/work/send']) {
      await listed(path);
      await screenshot(page, `workflow${path.replaceAll('/', '-')}`);
    }
    await rows()
      .first()
      .getByRole('cell', { name: /^(已完成|未完成)$/ })
      .waitFor();
    await expect
      .poll(() =>
        rows()
          .getByRole('cell', { name: /finished/ })
          .count(),
      )
      .toBe(0);
    expect(errors).toEqual([]);
  });

  it('suspends and reactivates a deployed process, and lists models and running processes', async () => {
    await listed('/flow/manager');
    const leave = rows().filter({ hasText: 'Leave' }).first();
    // The state column shows 激活/挂起, not Flowable's 1/2.
    const state = leave.getByRole('cell', { name: /^(激活|挂起)$/ });
    await expect.poll(() => state.innerText({ timeout: 5000 })).toBe('激活');
    await leave.getByRole('button', { name: '挂起' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await leave.getByRole('button', { name: '激活' }).waitFor();
    await until(async () => (await state.innerText()) === '挂起');
    await screenshot(page, 'workflow-flow-manager');
    // A suspended process cannot be started: it leaves the start list.
    await listed('/work/start', { load: true });
    await until(async () => (await visible('Leave').count()) === 0);
    await listed('/flow/manager');
    await rows().filter({ hasText: 'Leave' }).first().getByRole('button', { name: '激活' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await rows().filter({ hasText: 'Leave' }).first().getByRole('button', { name: '挂起' }).waitFor();
    await listed('/flow/model');
    await screenshot(page, 'workflow-flow-model');

    // Running processes: the seeded leave waiting in tenant 000000 is ended with a reason.
    await listed('/flow/follow');
    await expect
      .poll(() =>
        rows()
          .first()
          .getByRole('cell', { name: /^(激活|挂起)$/ })
          .innerText({ timeout: 5000 }),
      )
      .toBe('激活');
    await screenshot(page, 'workflow-flow-follow');
    const before = await rows().count();
    await rows().first().getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('dialog').getByLabel('删除理由').fill('测试结束');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await until(async () => (await rows().count()) < before || (await visible('暂无数据').count()) > 0);
    expect(errors).toEqual([]);
  });

  it('deploys an uploaded BPMN file for a tenant, lists it, deletes the deployment, and deploys a model', async () => {
    const key = `E2eDeploy${Date.now()}`;
    const bpmn = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="http://nbxt.example/e2e">
  <process id="${key}" name="端到端部署" isExecutable="true">
    <startEvent id="start"/><userTask id="check" name="审核"/><endEvent id="end"/>
  </process>
</definitions>`;
    await listed('/flow/manager');
    await button('流程部署').click();
    const dialog = page.getByRole('dialog');
    // Nothing chosen: the core rules, nothing sent.
    await dialog.getByRole('button', { name: '部署', exact: true }).click();
    await dialog.getByText('请选择流程类型').waitFor();
    await dialog.getByText('请上传流程文件').waitFor();

    // Category from the business dictionary `flow`, tenant 000000, one process file.
    await dialog.getByRole('combobox', { name: '流程类型' }).click();
    await page.getByRole('option', { name: '报销流程' }).click();
    await dialog.getByRole('combobox', { name: '所属租户' }).click();
    await page.getByRole('option', { name: /000000/ }).click();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'e2e.bpmn20.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(bpmn),
    });
    await screenshot(page, 'workflow-deploy-upload');
    await dialog.getByRole('button', { name: '部署', exact: true }).click();
    await visible('部署成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // A tenant's own process is listed under 定制流程, with its category and tenant.
    await visible('定制流程').click();
    const deployed = rows().filter({ hasText: key });
    await deployed.waitFor();
    await expect.poll(() => deployed.textContent()).toContain('报销流程');
    await expect.poll(() => deployed.textContent()).toContain('000000');
    await screenshot(page, 'workflow-flow-manager-custom');

    // Delete the deployment from the row's menu, with confirmation.
    await deployed.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '删除部署' }).click();
    await page.getByRole('dialog').getByText('确定删除所选流程部署?其运行中的流程将一并结束').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await visible('删除成功').first().waitFor();
    await until(async () => (await rows().filter({ hasText: key }).count()) === 0);

    // A model deployed without tenants becomes a shared process.
    await listed('/flow/model');
    await rows().filter({ hasText: 'Expense' }).first().getByRole('button', { name: '部署' }).click();
    const modelDialog = page.getByRole('dialog');
    await modelDialog.getByRole('combobox', { name: '流程类型' }).click();
    await page.getByRole('option', { name: '报销流程' }).click();
    await modelDialog.getByRole('button', { name: '部署', exact: true }).click();
    await visible('部署成功').first().waitFor();
    await listed('/flow/manager');
    await rows().filter({ hasText: 'Expense' }).first().waitFor();
    expect(errors).toEqual([]);
  });
});
