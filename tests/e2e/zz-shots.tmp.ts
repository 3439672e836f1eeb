import { startSignedIn } from './browser.ts';
const errors: string[] = [];
const { ctx, page } = await startSignedIn(errors, { shots: '/tmp/text-shots' });
try {
  for (const [name, path] of [
    ['record', '/safety/hiddenDangerRecord'],
    ['task', '/safety/hiddenDangerTask'],
    ['danger', '/safety/hiddenDangerDanger'],
    ['risk', '/safety/hiddenDangerRisk'],
    ['datascope', '/authority/datascope'],
  ]) {
    await page.goto(`${ctx.server.url}${path}`);
    const rows = page.locator('tbody tr').locator('visible=true');
    await rows.first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/text-shots/${name}-list.png` });
    await rows.first().getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/text-shots/${name}-view.png` });
    console.log(name, (await dialog.innerText()).replace(/\s+/g, ' ').slice(0, 400));
  }
} finally {
  await ctx.close();
}
console.log('errors', errors);
