import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../scripts/sandbox/control.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  reviewShot,
  startSignedIn,
  until,
} from './browser.ts';

/** Every call the sandbox received since the journal was last cleared. */
const journalAll = async (server: ConsoleSession['server']) =>
  (await (await fetch(`${server.url}/__sandbox/journal`)).json()) as JournalEntry[];

const run = chromiumAvailable('the household questionnaire end-to-end');
const SHOTS = '/tmp/household2-shots';
const SAVE = '/lowIncome/householder/save';
const PUT_FILE = '/blade-resource/oss/endpoint/put-file';
// GB 11643 IDs: a valid one (17th digit 2: female, born 1949) and the same with a wrong check digit.
const VALID_ID = '11010519491231002X';
const WRONG_ID = '110105194912310021';
const MEMBER_ID = '110105199003070017';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function look(page: Page, name: string) {
  await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await reviewShot(page, { path: join(SHOTS, `${name}.png`), animations: 'disabled', fullPage: true });
}

const input = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input'));

async function choose(page: Page, label: string, option: string) {
  await input(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function notice(page: Page, text: string) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).last().waitFor();
}

describe.runIf(run)('the household questionnaire (Chromium)', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];
  let holder: { id: string };

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors, { shots: SHOTS }));
    // A householder only registered for a survey: its questionnaire starts empty.
    holder = (
      (await (await fetch(`${ctx.server.url}/__sandbox/records?entry=householder`)).json()) as {
        id: string;
        numberOfFamily?: number;
      }[]
    ).find((h) => h.numberOfFamily === undefined)!;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('fills the applicant: ID fills sex and age, a wrong ID and empty required fields are refused', async () => {
    await clearJournal(ctx.server);
    await page.goto(`${ctx.server.url}/lowIncome/questionnaire/${holder.id}`);
    await input(page, '省份').waitFor();
    await input(page, '户主姓名').fill('张秀英');
    await input(page, '身份证号').fill(WRONG_ID);
    await input(page, '联系电话').click();
    await page.getByText('身份证格式不正确').waitFor();
    await input(page, '身份证号').fill(VALID_ID);
    await expect.poll(() => page.getByText('身份证格式不正确').count()).toBe(0);
    await expect.poll(() => input(page, '性别').inputValue()).toBe('女');
    await expect.poll(() => input(page, '年龄').inputValue()).toBe(String(new Date().getFullYear() - 1949));
    await input(page, '联系电话').fill('13812345678');
    // Two disabilities bring 多重残疾 (code 6) along.
    await choose(page, '残疾类别', '视力残疾');
    await page.getByRole('option', { name: '听力残疾', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.locator('.mantine-Pill-label', { hasText: '多重残疾' }).waitFor();

    // The applicant's photo: jpg or png only (a gif is refused before any upload).
    const avatar = async (name: string, mimeType: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '上传头像' }).click();
      await (await chooser).setFiles({ name, mimeType, buffer: PNG });
    };
    await avatar('me.gif', 'image/gif');
    await notice(page, '头像图片只能是 jpg/png 格式');
    expect(await journal(ctx.server, PUT_FILE)).toEqual([]);
    await avatar('me.png', 'image/png');
    await until(async () => (await journal(ctx.server, PUT_FILE)).length === 1);

    // Saving with the required fields empty sends nothing and marks them.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('该字段为必填字段，请务必填写！').first().waitFor();
    await expect.poll(() => page.getByText('该字段为必填字段，请务必填写！').count()).toBe(5);
    expect(await journal(ctx.server, SAVE)).toEqual([]);
    await look(page, 'required');
    for (const label of ['享受对象', '申请类别', '就业情况', '失业登记', '失业金额']) {
      await input(page, label).fill('0');
    }
    // Pages of 15 fields: the rest of the required list is on page 2.
    await page.getByText('第2页', { exact: true }).click();
    for (const label of [
      '重度残疾',
      '首次或自主就业',
      '就业不满3年',
      '个人缴费',
      '社保缴费基数',
      '公积金缴费基数',
      '自报收入',
      '养老金',
      '其他转移性收入',
      '学费',
      '财产性收入',
      '经营性收入',
    ]) {
      await input(page, label).fill('0');
    }
    await expect.poll(() => page.getByText('该字段为必填字段，请务必填写！').count()).toBe(0);
  }, 120_000);

  it('builds the families: members, two supporter families, moves confirmed and cancelled', async () => {
    const sentBefore = (await journalAll(ctx.server)).length;
    const addTo = async (family: string, name: string, idCard?: string) => {
      await page.getByRole('button', { name: `添加成员 · ${family}` }).click();
      const dialog = page.getByRole('dialog', { name: '成员信息' });
      await dialog.getByLabel('姓名', { exact: true }).fill(name);
      if (idCard) await dialog.getByLabel('身份证号').fill(idCard);
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await addTo('申请人家庭', '李建国', MEMBER_ID);
    await page.getByRole('button', { name: '添加义务人家庭' }).click();
    await page.getByRole('button', { name: '添加义务人家庭' }).click();
    await addTo('义务人家庭1', '王五');
    await addTo('义务人家庭2', '赵六');
    await addTo('义务人家庭1', '孙七');
    await look(page, 'families');

    // A member edited by its tag: the dialog opens with the person, the change goes back to the tag.
    await page
      .getByRole('group', { name: '申请人家庭' })
      .getByRole('button', { name: '李建国', exact: true })
      .click();
    const person = page.getByRole('dialog', { name: '成员信息' });
    await expect.poll(() => person.getByLabel('身份证号').inputValue()).toBe(MEMBER_ID);
    await expect.poll(() => person.getByLabel('性别').inputValue()).toBe('男');
    await person.getByLabel('与申请人关系').fill('儿子');
    await person.getByRole('button', { name: '确定' }).click();
    await person.waitFor({ state: 'detached' });

    // Between two supporter families: asked first (naming the family); yes: 操作成功！
    await page.getByRole('button', { name: '孙七的操作' }).click();
    await page.getByRole('menuitem', { name: '移动到义务人家庭2' }).click();
    await page.getByText('确认将该成员移动到义务人家庭2, 是否继续?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await notice(page, '操作成功！');
    await page.getByRole('group', { name: '义务人家庭2' }).getByText('孙七').waitFor();
    await expect
      .poll(() => page.getByRole('group', { name: '义务人家庭1' }).getByText('孙七').count())
      .toBe(0);
    // And back, answered no: 已取消, 孙七 stays in family 2.
    await page.getByRole('button', { name: '孙七的操作' }).click();
    await page.getByRole('menuitem', { name: '移动到义务人家庭1' }).click();
    await page.getByText('确认将该成员移动到义务人家庭1, 是否继续?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await notice(page, '已取消');
    await expect
      .poll(() => page.getByRole('group', { name: '义务人家庭1' }).getByText('孙七').count())
      .toBe(0);
    await page.getByRole('group', { name: '义务人家庭2' }).getByText('孙七').waitFor();

    // Supporter family 2 → applicant family asks first; yes: 操作成功！
    await page.getByRole('button', { name: '赵六的操作' }).click();
    await page.getByRole('menuitem', { name: '移动到申请人家庭' }).click();
    await page.getByText('确认将该成员移动到申请人家庭, 是否继续?').waitFor();
    await look(page, 'move-confirm');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await notice(page, '操作成功！');
    await page.getByRole('group', { name: '申请人家庭' }).getByText('赵六').waitFor();

    // Supporter family 1 → applicant family, answered no: 已取消, nothing moves.
    await page.getByRole('button', { name: '王五的操作' }).click();
    await page.getByRole('menuitem', { name: '移动到申请人家庭' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await notice(page, '已取消');
    await page.getByRole('group', { name: '义务人家庭1' }).getByText('王五').waitFor();
    await expect
      .poll(() => page.getByRole('group', { name: '申请人家庭' }).getByText('王五').count())
      .toBe(0);
    await expect.poll(() => input(page, '家庭人数').inputValue()).toBe('2');

    // Closing a tag asks first; moving left reorders.
    await addTo('申请人家庭', '临时成员');
    await page.getByRole('button', { name: '删除临时成员' }).click();
    await page.getByText('确定删除吗？').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('临时成员').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '赵六的操作' }).click();
    await page.getByRole('menuitem', { name: '左移' }).click();
    const applicantTags = page.getByRole('group', { name: '申请人家庭' }).locator('.mantine-Badge-root');
    await expect.poll(() => applicantTags.allInnerTexts()).toEqual(['赵六', '李建国']);
    // All of it happens in the page: nothing is sent until 保存.
    const sent = (await journalAll(ctx.server)).slice(sentBefore);
    expect(sent.filter((e) => e.path.startsWith('/lowIncome/'))).toEqual([]);
  }, 120_000);

  it('adds a house, the region to village level, a drawn signature, photos; the reference panel copies', async () => {
    await choose(page, '城市', '杭州市');
    await choose(page, '地区', '上城区');
    await choose(page, '街道', '清波街道');
    await choose(page, '社区/村', '清波门社区');
    // Each level loaded lazily by its parent (0 for the provinces).
    const lazy = await journal(ctx.server, '/area/nbxtarea/lazy-list');
    expect(lazy.map((e) => [e.method, e.query['parentId']])).toEqual([
      ['GET', '0'],
      ['GET', '330000'],
      ['GET', '330100'],
      ['GET', '330102'],
      ['GET', '330102001'],
    ]);

    await page.getByRole('button', { name: '+ 添加' }).click();
    const dialog = page.getByRole('dialog', { name: '住房信息' });
    await dialog.getByLabel('住房面积（㎡）').fill('75.5');
    await choose(page, '住房性质', '自有住房');
    await choose(page, '装修情况', '简单装修');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: '住房1', exact: true }).waitFor();

    // Drawn on the 120×120 pad with the mouse, in view.
    const pad = page.getByLabel('签字板');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 80, { steps: 8 });
    await page.mouse.move(box.x + 100, box.y + 40, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: '保存签名' }).click();
    await page.getByAltText('签名图片').waitFor();
    await expect.poll(() => page.getByText('请先签字').count()).toBe(0);

    await clearJournal(ctx.server);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('group', { name: '住房外景照片' }).getByRole('button', { name: '上传照片' }).click();
    await (await chooser).setFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: PNG },
      { name: 'b.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await until(async () => (await journal(ctx.server, PUT_FILE)).length === 2);
    await page.getByRole('group', { name: '住房外景照片' }).getByText('2/99 张').waitFor();

    // At most 99 photos a group: 98 more are refused before any upload, 97 fill it, then one more is refused.
    const photos = (n: number, stem: string) =>
      Array.from({ length: n }, (_, i) => ({ name: `${stem}${i}.png`, mimeType: 'image/png', buffer: PNG }));
    const addPhotos = async (files: ReturnType<typeof photos>) => {
      const picked = page.waitForEvent('filechooser');
      await page
        .getByRole('group', { name: '住房外景照片' })
        .getByRole('button', { name: '上传照片' })
        .click();
      await (await picked).setFiles(files);
    };
    await addPhotos(photos(98, 'over'));
    await notice(page, '最多上传99张');
    expect(await journal(ctx.server, PUT_FILE)).toHaveLength(2);
    await addPhotos(photos(97, 'fill'));
    await page.getByRole('group', { name: '住房外景照片' }).getByText('99/99 张').waitFor();
    expect(await journal(ctx.server, PUT_FILE)).toHaveLength(99);
    await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
    await addPhotos(photos(1, 'extra'));
    await notice(page, '最多上传99张');
    expect(await journal(ctx.server, PUT_FILE)).toHaveLength(99);

    // The reference panel: 320 px, dragged by its handle; a value copied gives 复制成功.
    await page.getByRole('button', { name: '参考值' }).click();
    const panel = page.getByRole('complementary', { name: '参考值' });
    expect((await panel.boundingBox())!.width).toBe(320);
    const before = Number(await panel.getAttribute('data-x'));
    const handle = (await panel.getByLabel('拖动参考值面板').boundingBox())!;
    await page.mouse.move(handle.x + 5, handle.y + 5);
    await page.mouse.down();
    await page.mouse.move(handle.x - 195, handle.y + 45, { steps: 5 });
    await page.mouse.up();
    expect(Number(await panel.getAttribute('data-x'))).toBe(before - 200);
    await panel.getByRole('row').nth(1).getByRole('button').click();
    await notice(page, '复制成功');
    await look(page, 'questionnaire-filled');
  }, 120_000);

  it('saves the whole questionnaire in one request, then shows it read-only and printable', async () => {
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await until(async () => (await journal(ctx.server, SAVE)).length > 0);
    const saves = await journal(ctx.server, SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.method).toBe('POST');
    const body = saves[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: holder.id,
      name: '张秀英',
      idCard: VALID_ID,
      sex: 2,
      age: new Date().getFullYear() - 1949,
      phone: '13812345678',
      disability: ['1', '2', '6'],
      operatingIncome: '0',
      numberOfFamily: 2,
      area: { village: '330102001051' },
      houseInfo: [{ housingArea: 75.5, housingNature: 1, decoration: '2' }],
      familyMembers: {
        familyMembers: [{ name: '赵六' }, { name: '李建国', appellation: '儿子', idCard: MEMBER_ID, sex: 1 }],
      },
      supporterFamilies: {
        supporterFamily: [{ supporters: [{ name: '王五' }] }, { supporters: [{ name: '孙七' }] }],
      },
      appendixs: { sign: { type: 1 } },
    });
    expect(body['avatar']).toEqual(expect.stringMatching(/\S/));
    const appendixs = body['appendixs'] as Record<string, unknown>;
    expect(String((appendixs['sign'] as { url: string }).url)).toMatch(/^data:image\/png;base64,/);
    expect(appendixs['housingExterior']).toHaveLength(99);
    expect(appendixs['otherAppendix']).toEqual([]);
    await notice(page, '操作成功');

    await page.goto(`${ctx.server.url}/lowIncome/questionnaireView?id=${holder.id}`);
    await input(page, '户主姓名').waitFor();
    await expect.poll(() => input(page, '户主姓名').inputValue()).toBe('张秀英');
    await expect.poll(() => input(page, '户主姓名').getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => input(page, '社区/村').inputValue()).toBe('清波门社区');
    await page.getByRole('group', { name: '申请人家庭' }).getByText('赵六').waitFor();
    await page.getByRole('group', { name: '义务人家庭1' }).getByText('王五').waitFor();
    await expect.poll(() => page.getByRole('button', { name: '添加成员 · 申请人家庭' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: '保存', exact: true }).count()).toBe(0);
    await page.getByAltText('签名图片').waitFor();
    await look(page, 'questionnaire-view');
    await expect.poll(() => input(page, '经营性收入').count()).toBe(0);
    await page.emulateMedia({ media: 'print' });
    // The print holds every page of the applicant's fields (the screen shows page 1 only).
    await input(page, '经营性收入').waitFor();
    await expect.poll(() => input(page, '经营性收入').inputValue()).toBe('0');
    await expect.poll(() => input(page, '户主姓名').isVisible()).toBe(true);
    await look(page, 'questionnaire-print');
    await expect.poll(() => page.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
    await expect.poll(() => page.locator('.mantine-AppShell-navbar').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await input(page, '经营性收入').waitFor({ state: 'detached' });

    // Editing an existing questionnaire locks the ID card, with its tip.
    await page.goto(`${ctx.server.url}/lowIncome/questionnaireModify?id=${holder.id}`);
    await input(page, '身份证号').waitFor();
    await expect.poll(() => input(page, '身份证号').getAttribute('readonly')).not.toBeNull();
    await page.getByText('身份证信息不可修改').waitFor();
    await expect.poll(() => input(page, '户主姓名').getAttribute('readonly')).toBeNull();
    await page.getByText('系统自动生成，不可输入！').first().waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
