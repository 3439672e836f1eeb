import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('the merchant inspection form end-to-end');
const PUT_FILE = '/blade-resource/oss/endpoint/put-file-merchant';
const SUBMIT = '/merchant/merchantInspect/submit';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const photos = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    name: `scene-${from + i}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  }));

describe.runIf(run)('merchant inspection form by type, photo limits and save (Chromium)', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];
  const form = () => page.getByRole('form', { name: '新增巡查' });
  const question = (n: number) => form().locator(`[data-question="${n}"]`);
  const addPhotos = async (n: number, files: ReturnType<typeof photos>) => {
    const chooser = page.waitForEvent('filechooser');
    await question(n)
      .getByRole('button', { name: /上传照片/ })
      .click();
    await (await chooser).setFiles(files);
  };

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
    await page.goto(`${ctx.server.url}/merchant/merchantInspect`);
    await form().waitFor();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('shows the five questions of a cooking-fumes inspection (type 2): four radios and free text', async () => {
    await form().getByRole('combobox', { name: '巡查类型' }).click();
    await page.getByRole('option', { name: '油烟执法' }).click();
    await until(async () => (await form().locator('[data-question]').count()) === 5);
    await expect.poll(() => form().getByRole('radio', { name: '是' }).count()).toBe(4);
    await question(1).getByText('1. 是否安装油烟净化设施').waitFor();
    await question(5).getByRole('textbox', { name: '5. 其他情况说明' }).waitFor();
    // Another type, other questions: door-front responsibility has two.
    await form().getByRole('combobox', { name: '巡查类型' }).click();
    await page.getByRole('option', { name: '门前三包' }).click();
    await until(async () => (await form().locator('[data-question]').count()) === 2);
    await form().getByRole('combobox', { name: '巡查类型' }).click();
    await page.getByRole('option', { name: '油烟执法' }).click();
    await until(async () => (await form().locator('[data-question]').count()) === 5);
  });

  it('asks for every radio before saving, and sends nothing', async () => {
    await clearJournal(ctx.server);
    await form().getByRole('button', { name: '保存' }).click();
    await until(async () => (await form().getByText('请选择是或否').count()) === 4);
    await form().getByText('请选择商户').first().waitFor();
    expect(await journal(ctx.server, SUBMIT)).toEqual([]);
  });

  it('uploads six scene photos through the merchant put-file and refuses a seventh before uploading', async () => {
    await clearJournal(ctx.server);
    await addPhotos(1, photos(4));
    await until(async () => (await question(1).locator('img').count()) === 4);
    await addPhotos(1, photos(2, 4));
    await until(async () => (await question(1).locator('img').count()) === 6);
    const uploads = await journal(ctx.server, PUT_FILE);
    expect(uploads.map((u) => u.method)).toEqual(Array(6).fill('POST'));
    await question(1).getByText('现场照片(6/6)').waitFor();
    await addPhotos(1, photos(1, 6));
    await page.getByText('最多只能上传 6 个文件').first().waitFor();
    expect(await journal(ctx.server, PUT_FILE)).toHaveLength(6);
    await expect.poll(() => question(1).locator('img').count()).toBe(6);
    await screenshot(page, 'merchant-inspect-photos');
  });

  it('saves the inspection: type, answers 1/0 or text with their photos, the merchant', async () => {
    await form().getByRole('combobox', { name: '商户' }).click();
    const option = page.getByRole('option').first();
    const merchantName = (await option.innerText()).trim();
    await option.click();
    for (const [n, answer] of [
      [1, '是'],
      [2, '是'],
      [3, '否'],
      [4, '否'],
    ] as const)
      await question(n).getByRole('radio', { name: answer }).check();
    await question(5).getByRole('textbox', { name: '5. 其他情况说明' }).fill('排烟管道有油渍');
    await form().getByRole('textbox', { name: '巡查人' }).fill('王磊');
    await clearJournal(ctx.server);
    await form().getByRole('button', { name: '保存' }).click();
    await until(async () => (await journal(ctx.server, SUBMIT)).length === 1);
    const [saved] = await journal(ctx.server, SUBMIT);
    expect(saved!.method).toBe('POST');
    const body = saved!.body as Record<string, string>;
    expect(body).toMatchObject({ inspectType: '2', inspector: '王磊' });
    expect(body.merchantId).toMatch(/^\d+$/);
    const answers = JSON.parse(body.answers!) as { number: number; answer: unknown; photos: string[] }[];
    expect(answers.map((a) => [a.number, a.answer, a.photos.length])).toEqual([
      [1, 1, 6],
      [2, 1, 0],
      [3, 0, 0],
      [4, 0, 0],
      [5, '排烟管道有油渍', 0],
    ]);
    expect(body.scenePhotos!.split(',')).toEqual(answers[0]!.photos);
    await page.getByText('新增成功').first().waitFor();
    // The form starts over; the list shows the new inspection.
    await until(async () => (await form().locator('[data-question]').count()) === 0);
    expect(merchantName.length).toBeGreaterThan(0);
    await screenshot(page, 'merchant-inspect-saved');
  });

  it('opens every merchant route from its address', async () => {
    for (const path of [
      '/merchant/merchantInfo',
      '/merchant/merchantSmsRecord',
      '/merchant/merchantDispense',
      '/merchant/merchantInspectForm',
    ]) {
      await page.goto(`${ctx.server.url}${path}`);
      await page.locator('main').getByRole('heading').first().waitFor();
      await screenshot(page, `merchant${path.replaceAll('/', '-')}`);
    }
    expect(errors).toEqual([]);
  });
});
