import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (CI installs it); NBXT_CHROMIUM points elsewhere. */
export const CHROMIUM = process.env.NBXT_CHROMIUM ?? '/usr/bin/chromium';

/** Headless Chromium with the flags this machine needs (no background traffic to the closed network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
