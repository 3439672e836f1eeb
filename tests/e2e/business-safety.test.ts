import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epidemic } from '../../core/src/modules/epidemic.ts';
import { supervision } from '../../core/src/modules/monitor.ts';
import { safety } from '../../core/src/modules/safety.ts';
import { getResource } from '../../core/src/resources/registry.ts';
import { readRows, writeXlsx } from '../../scripts/sandbox/xlsx.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  injectFault,
  journal,
  openInShell,
  reviewShot,
  startSignedIn,
  until,
} from './browser.ts';
import { LIST_ROUTES } from './list-widths.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const run = chromiumAvailable('safety, supervision and epidemic end-to-end');

/** Screenshots of every route of the three modules, looked at by whoever changes them. */
const SHOTS = '/tmp/business-safety-shots';

/** A workbook listing people by name, one a row (what the companion export takes). */
async function peopleWorkbook(names: string[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  await writeXlsx(out, {
    sheetName: '人员',
    columns: [{ key: 'name', header: '姓名' }],
    rows: names.map((name) => ({ name })),
  });
  return Buffer.concat(chunks);
}

describe.runIf(run)('safety, supervision and epidemic screens, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  // The shell keeps other tabs' pages (hidden): only the rows shown count.
  const rows = () => page.locator('tbody tr').locator('visible=true');
  // Opened as the console's links do: the page signed in at the start stays (no page load per test).
  const open = async (path: string) => {
    await openInShell(page, path);
    await rows().first().waitFor();
  };
  const row = (index: number) => rows().nth(index);
  const confirm = async (text: string) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByText(text).waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
  };
  const calls = async (path: string) => {
    await until(async () => (await journal(ctx.server, path)).length > 0);
    return journal(ctx.server, path);
  };

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors, { shots: SHOTS }));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('replies to a complaint (operate 2, status 3, the reply; an empty reply is not sent)', async () => {
    await open('/monitor/complaints');
    await row(0).getByRole('button', { name: '回复' }).click();
    await page.waitForURL('**/monitor/replyDetail?id=*');
    const id = new URL(page.url()).searchParams.get('id');
    const form = page.getByRole('form', { name: '回复' });
    await clearJournal(ctx.server);
    await form.getByRole('button', { name: '回复' }).click();
    await form.getByText('请输入回复内容').waitFor();
    await form.getByLabel('回复内容').fill('已联系物业，三日内整改完毕。');
    await form.getByRole('button', { name: '回复' }).click();
    await confirm('确定回复?');
    await page.getByText('操作成功').first().waitFor();
    const [call] = await calls('/complaints/nbxtMonitorComplaints/handleAndReply');
    expect(call!.method).toBe('POST');
    expect(call!.body).toEqual({ id, operate: 2, status: 3, replyContent: '已联系物业，三日内整改完毕。' });
    // The record is read again: it shows as replied.
    await page.getByRole('region', { name: '投诉回复' }).getByText('已回复').waitFor();
    await reviewShot(page, { path: `${SHOTS}/complaint-replied.png` });
  });

  it('handles another complaint with a new status (operate 1)', async () => {
    await open('/monitor/complaints');
    await row(1).getByRole('button', { name: '处理' }).click();
    await page.waitForURL('**/monitor/complainDetail?id=*');
    const id = new URL(page.url()).searchParams.get('id');
    await clearJournal(ctx.server);
    const form = page.getByRole('form', { name: '处理' });
    await form.getByLabel('处理状态').click();
    await page.getByRole('option', { name: '处理中' }).click();
    await form.getByRole('button', { name: '处理' }).click();
    await confirm('确定处理?');
    await page.getByText('操作成功').first().waitFor();
    const [call] = await calls('/complaints/nbxtMonitorComplaints/handleAndReply');
    expect(call!.body).toEqual({ id, operate: 1, status: 2 });
  });

  it('submits a result for two selected warnings; none selected asks for a selection', async () => {
    await open('/monitor/monitorWarningRecord');
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '处理', exact: true }).click();
    await page.getByText('请选择至少一条数据').first().waitFor();
    await row(0).getByRole('checkbox').check();
    await row(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: '处理', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '处理' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请输入处理结果').waitFor();
    expect(await journal(ctx.server, '/monitorWarningRecord/submit')).toEqual([]);
    await dialog.getByLabel('处理结果').fill('已电话督促整改');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    const [call] = await calls('/monitorWarningRecord/submit');
    expect(call!.method).toBe('POST');
    expect(call!.query['result']).toBe('已电话督促整改');
    expect(String(call!.query['ids']).split(',')).toHaveLength(2);
    // Both warnings show the result once the list is read again.
    await until(async () => (await rows().filter({ hasText: '已电话督促整改' }).count()) === 2);
  });

  it('corrects a monitor record’s score (monitorScoreInfo/correct: id, score, reason) from its row', async () => {
    await open('/monitor/monitorRecord');
    await expect.poll(() => row(0).innerText()).not.toContain('97.5');
    await clearJournal(ctx.server);
    await row(0).getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '更正得分' }).click();
    const dialog = page.getByRole('dialog', { name: '更正得分' });
    await dialog.getByLabel('得分').fill('97.5');
    await dialog.getByLabel('更正原因').fill('复核后补录加分项');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    const [call] = await calls('/monitorScoreInfo/correct');
    expect(call!.method).toBe('POST');
    expect(call!.body).toMatchObject({ score: 97.5, correctReason: '复核后补录加分项' });
    expect(call!.body).toHaveProperty('id');
    // The record is read again: its row shows the corrected score.
    await until(async () => (await row(0).innerText()).includes('97.5'));
    await reviewShot(page, { path: `${SHOTS}/score-corrected.png` });
  });

  it('assigns an insurance policy to a service tenant chosen in a dialog', async () => {
    await open('/safetyProd/nbxtSafetyProdInsuranceTenant');
    expect(await journal(ctx.server, '/safetyProd/nbxtSafetyProdInsurancePolicy/tenantPage')).not.toEqual([]);
    await row(0).getByRole('checkbox').check();
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '分配服务机构' }).click();
    const dialog = page.getByRole('dialog', { name: '分配服务机构' });
    await dialog.getByLabel('服务机构').click();
    const option = page.getByRole('option').first();
    const tenant = (await option.innerText()).trim();
    await option.click();
    await reviewShot(page, { path: `${SHOTS}/insurance-assign.png` });
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    expect(await journal(ctx.server, '/safetyProd/nbxtSafetyProdInsurancePolicy/serviceList')).not.toEqual(
      [],
    );
    const [call] = await calls('/safetyProd/nbxtSafetyProdInsurancePolicy/serviceTenant');
    expect(call!.method).toBe('POST');
    expect(Object.keys(call!.query).sort()).toEqual(['ids', 'serviceTenantId']);
    expect(String(call!.query['ids']).split(',')).toHaveLength(1);
    expect(call!.query['serviceTenantId']).toBeTruthy();
    expect(tenant).not.toBe('');
  });

  it('sends from the risk screen after a confirmation; its figures and lists come from their calls', async () => {
    await clearJournal(ctx.server);
    await page.goto(`${ctx.server.url}/safety/riskScreen`);
    await page.getByRole('region', { name: '辨识清单' }).locator('tbody tr').first().waitFor();
    for (const path of ['statistics', 'listIdentifyAll', 'listRisk'])
      expect((await calls(`/safety/screen/${path}`))[0]!.method).toBe('GET');
    await page.getByRole('button', { name: '发送' }).click();
    await confirm('确定发送?');
    await page.getByText('操作成功').first().waitFor();
    const [call] = await calls('/safety/screen/send');
    expect(call!.method).toBe('POST');
    await reviewShot(page, { path: `${SHOTS}/risk-screen-sent.png` });
  });

  it('exports the companions of an uploaded list: a file goes up, a spreadsheet comes back', async () => {
    await open('/epidemic/epidemicInfo');
    // Two people of the seeded list, as the list shows them: one goes up, the other must not come back.
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .nth(1)
      .waitFor();
    const headers = await page.getByRole('columnheader').allInnerTexts();
    const names = await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .evaluateAll(
        (trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''),
        headers.findIndex((h) => h.trim() === '姓名'),
      );
    const [chosen] = names;
    const other = names.find((name) => name !== chosen);
    expect(chosen && other).toBeTruthy();
    await clearJournal(ctx.server);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '同行人员导出' }).click();
    const download = page.waitForEvent('download');
    const upload = await peopleWorkbook([chosen!]);
    await (await chooser).setFiles({ name: '密接人员.xlsx', mimeType: XLSX, buffer: upload });
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.xlsx$/);
    // The spreadsheet lists the people of the uploaded list, and only them.
    const rows = await readRows(new Uint8Array(await readFile(await saved.path())));
    const people = rows.slice(1).map((cells) => cells.join(' '));
    expect(people.some((cells) => cells.includes(chosen!))).toBe(true);
    expect(people.some((cells) => cells.includes(other!))).toBe(false);
    const [call] = await calls('/epidemic/epidemicInfo/companionExport');
    expect(call!.method).toBe('POST');
    expect(call!.parts).toEqual({ file: { name: '密接人员.xlsx', type: XLSX, size: upload.length } });
  });

  it('imports addresses from a file uploaded first: its stored path is what the import gets', async () => {
    await open('/epidemic/epidemicAddress');
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请输入地址文件').waitFor();
    expect(await journal(ctx.server, '/blade-resource/oss/endpoint/put-file')).toEqual([]);
    await dialog.locator('input[type=file]').setInputFiles({
      name: '地址.xlsx',
      mimeType: XLSX,
      buffer: await peopleWorkbook(['中山西路1号']),
    });
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    const [upload] = await calls('/blade-resource/oss/endpoint/put-file');
    expect(upload!.parts?.['file']).toMatchObject({ name: '地址.xlsx' });
    const [call] = await calls('/epidemic/epidemicAddress/import');
    expect(call!.method).toBe('POST');
    expect(Object.keys(call!.query)).toEqual(['filePath']);
    // The object's path in storage (put-file's `name`), not the file's own name or a link.
    expect(call!.query['filePath']).toMatch(/^upload\/\d{8}\/\d+\.xlsx$/);
  });

  it('sends SMS notices to the selected numbers after a confirmation', async () => {
    await open('/epidemic/mobileNumberImport');
    await row(0).getByRole('checkbox').check();
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '发送短信' }).click();
    await confirm('确定发送短信?');
    await page.getByText('操作成功').first().waitFor();
    const [call] = await calls('/epidemic/sms/send');
    expect(call!.method).toBe('POST');
    expect(String(call!.query['ids']).split(',')).toHaveLength(1);
    await until(async () => (await row(0).innerText()).includes('已发送'));
  });

  it('checks an SMS number before sending it (§5: 11 characters, a mobile; a landline is refused)', async () => {
    await open('/epidemic/mobileNumberImport');
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await clearJournal(ctx.server);
    const phone = dialog.getByLabel('手机号码');
    await phone.fill('1381234567');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('手机号码长度必须为11位').waitFor();
    await phone.fill('05741234567');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('手机号码格式不正确').waitFor();
    expect(await journal(ctx.server, '/epidemic/sms/submit')).toEqual([]);
    await phone.fill('13812345678');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增成功').first().waitFor();
    const [call] = await calls('/epidemic/sms/submit');
    expect(call!.body).toMatchObject({ phone: '13812345678' });
  });

  it('adds an assistant (saveAssist: a user chosen) and removes one (removeAssit: id and userId)', async () => {
    await open('/monitor/monitorMemberList');
    await page.getByRole('tab', { name: '助理' }).click();
    await until(async () => (await journal(ctx.server, '/monitorUserRole/assistantPage')).length > 0);
    await rows().first().waitFor();
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '添加助理' }).click();
    const dialog = page.getByRole('dialog', { name: '添加助理' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请选择用户').waitFor();
    await dialog.getByLabel('用户').click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    const [save] = await calls('/monitorUserRole/saveAssist');
    expect(save!.method).toBe('GET');
    expect(Object.keys(save!.query)).toEqual(['userId']);
    // The first assistant's own id and user go with the removal, after a confirmation.
    await clearJournal(ctx.server);
    await row(0).getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '移除助理' }).click();
    await confirm('确定移除助理?');
    await page.getByText('操作成功').first().waitFor();
    const [remove] = await calls('/monitorUserRole/removeAssit');
    expect(remove!.method).toBe('POST');
    expect(Object.keys(remove!.query).sort()).toEqual(['id', 'userId']);
    expect(remove!.query['userId']).not.toBe('');
  });

  it('lists company trainings with a POST whose paging and filters are in the query', async () => {
    await clearJournal(ctx.server);
    await open('/safety/safetyManageTrain');
    const [call] = await calls('/safetyManage/safetyManageTrain/page');
    expect(call!.method).toBe('POST');
    expect(call!.query).toMatchObject({ current: '1', size: '10' });
    expect(call!.body).toBeNull();
  });

  it('the refuse screen (/ljScreen, public) asks for the current year and ranks its units by score', async () => {
    const guest = await ctx.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    // The seeded assessments are of 2024–2026: the browser's year is pinned to the last.
    await guest.clock.setFixedTime(new Date('2026-11-20T08:00:00Z'));
    await clearJournal(ctx.server);
    await guest.goto(`${ctx.server.url}/ljScreen`);
    const ranking = guest.locator('figure', { hasText: '得分排名' });
    await ranking.locator('tbody tr').first().waitFor({ state: 'attached' });
    const [rank] = await calls('/refuseclassify/formdata/rank');
    expect(rank!.method).toBe('POST');
    expect(rank!.body).toEqual({ year: '2026' });
    expect((await calls('/refuseclassify/formdata/count'))[0]!.body).toEqual({ year: '2026' });
    await guest.getByText('2026 年度').waitFor();
    // Highest score first: the units of the year, in the order of their scores.
    const cells = await ranking.locator('tbody tr').allTextContents();
    const scores = cells.map((row) => Number(row.match(/(\d+)$/)?.[1]));
    expect(scores.length).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(cells.join()).toContain('街道办事处');
    await reviewShot(guest, { path: `${SHOTS}/ljScreen-year.png` });
    await guest.close();
  });

  it('a public page whose call fails says so in words, without a stack, and offers no sign-in', async () => {
    const guest = await ctx.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const risk = getResource('safety-manage-ir-danger-source-identify')!;
    await injectFault(ctx.server, {
      fail: { path: `${risk.path}/${risk.list.path}`, status: 500, count: 5 },
    });
    await guest.goto(`${ctx.server.url}/safetyManage/detailedList/riskDetailedList`);
    const alert = guest.getByRole('alert');
    await alert.waitFor();
    const shown = await alert.innerText();
    expect(shown).toContain('加载失败');
    expect(shown).not.toMatch(/\bat \S+ \(|Error:|\.tsx?:\d+/);
    expect(new URL(guest.url()).pathname).toBe('/safetyManage/detailedList/riskDetailedList');
    await expect.poll(() => guest.getByRole('link').count()).toBe(0);
    await reviewShot(guest, { path: `${SHOTS}/public-list-failed.png` });
    await guest.close();
    // The failures the page did not use up go: the next test reads that list.
    await fetch(`${ctx.server.url}/__sandbox/faults`, { method: 'DELETE' });
  });

  it('opens every route of the three modules: the public ones signed out, with no way into the shell', async () => {
    const guest = await ctx.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    guest.on('pageerror', (error) => errors.push(error.message));
    // Each page opens its first screen by its address, the next ones as the console's links do. Their
    // list routes inside the shell show their headings in the accessibility walk, which opens every
    // declared list route (tests/e2e/a11y.test.ts): not again here.
    const loaded = new Set<Page>();
    for (const module of [safety, supervision, epidemic])
      for (const screen of module.screens.filter((s) => s.public || !LIST_ROUTES.includes(s.path))) {
        const where = screen.public ? guest : page;
        if (loaded.has(where)) await openInShell(where, screen.path);
        else await where.goto(`${ctx.server.url}${screen.path}`);
        loaded.add(where);
        await until(async () => new URL(where.url()).pathname === screen.path);
        await where.getByRole('heading', { name: screen.text.zh }).first().waitFor();
        if (screen.public) {
          // Outside the shell: no menu, no tabs, no sign-in detour.
          await expect.poll(() => where.getByRole('navigation').count()).toBe(0);
          await expect.poll(() => where.getByRole('tab').count()).toBe(0);
        }
        await reviewShot(where, { path: `${SHOTS}/${module.name}${screen.path.replaceAll('/', '_')}.png` });
      }
    // A public detail reads its record with no token: the identification's fields, by their labels.
    const identify = getResource('safety-manage-ir-danger-source-identify')!;
    const listed = await fetch(
      `${ctx.server.url}/api${identify.path}/${identify.list.path}?current=1&size=1`,
      {
        headers: { Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
      },
    );
    const first = ((await listed.json()) as { data: { records: { id: string }[] } }).data.records[0]!;
    await clearJournal(ctx.server);
    await guest.goto(`${ctx.server.url}/safetyManage/detailedList/identifyDetails?id=${first.id}`);
    await guest.getByText('危险源名称', { exact: true }).waitFor();
    // Its risk level by its label (no server dictionary without a sign-in), no raw ids of other records.
    await guest.getByText(/^(重大风险|较大风险|一般风险|低风险)$/).waitFor();
    await expect.poll(() => guest.getByText(/^\d{19}$/).count()).toBe(0);
    const [detail] = await calls(`${identify.path}/detail`);
    expect(detail!.query).toEqual({ id: first.id });
    expect(detail!.bladeAuth).toBe(false);
    await reviewShot(guest, { path: `${SHOTS}/public-identify-details.png` });
    await guest.close();
    expect(errors).toEqual([]);
  }, 180_000);
});
