import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (CI installs it); NBXT_CHROMIUM points elsewhere. */
export const CHROMIUM = process.env.NBXT_CHROMIUM ?? '/usr/bin/chromium';

/**
 * The features Playwright (1.65) turns off in the browsers it launches: Chromium keeps only the last
 * `--disable-features` of its command line, so ours repeats them (tests/e2e/chromium-flags.test.ts checks
 * that it still holds every one Playwright passes).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Features of the browser's own window that a headless page never shows. Chromium 156 loads the address
 * bar's suggestion popups (chrome://omnibox-popup.top-chrome, a WebUI renderer of their own) in every
 * window, so in every browser context a test opens: about 0.7 s of CPU each (renderer and browser
 * process), more than the sign-in page it then loads.
 */
export const UNSEEN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

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
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_FEATURES].join(',')}`,
    ],
  });
}
