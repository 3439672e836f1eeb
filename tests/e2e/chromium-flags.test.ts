import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  launchChromium,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNSEEN_FEATURES,
} from '../../scripts/chromium.ts';
import { chromiumAvailable } from './browser.ts';

const run = chromiumAvailable('the Chromium flags') && existsSync('/proc/self/cmdline');

/** The command lines of the browsers this process has launched (the worker's own Chromium too), by pid. */
function browserCommandLines(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)))
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (parent === String(process.pid) && args.includes('--remote-debugging-pipe')) found.set(pid, args);
    } catch {
      // Gone meanwhile.
    }
  return found;
}

/** The command line of the browser `launch` starts. */
async function launchedWith(launch: () => Promise<Browser>): Promise<string[]> {
  const before = browserCommandLines();
  const browser = await launch();
  try {
    const started = [...browserCommandLines()].filter(([pid]) => !before.has(pid));
    expect(started).toHaveLength(1);
    return started[0]![1];
  } finally {
    await browser.close();
  }
}

/** The features Chromium turns off: the last `--disable-features` it is given (it keeps that one only). */
const disabledFeatures = (args: string[]) =>
  (args.findLast((arg) => arg.startsWith('--disable-features=')) ?? '=').split('=')[1]!.split(',');

describe.runIf(run)('the Chromium the tests and the bench launch (scripts/chromium.ts)', () => {
  it('keeps every feature Playwright turns off, its own list being replaced by ours', async () => {
    const playwrights = disabledFeatures(
      await launchedWith(() => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })),
    );
    expect(playwrights.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
    const ours = disabledFeatures(await launchedWith(launchChromium));
    expect(ours).toEqual(expect.arrayContaining([...playwrights, ...UNSEEN_FEATURES]));
  });

  it('opens a page without the browser window’s own pages beside it', async () => {
    const browser = await launchChromium();
    try {
      const session = await browser.newBrowserCDPSession();
      const page = await browser.newPage();
      await page.goto('data:text/html,<p>page</p>');
      const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] } as never)) as {
        targetInfos: { type: string; url: string }[];
      };
      expect(targetInfos.filter((t) => t.type !== 'page' && t.type !== 'tab').map((t) => t.url)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
