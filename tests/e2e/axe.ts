import type { Page } from 'playwright-core';

/** axe-core's browser build, injected into the page under test. */
const AXE = new URL('../../node_modules/axe-core/axe.min.js', import.meta.url).pathname;

/** The rule sets of WCAG 2.1 A and AA (GB/T 37668-2019 follows WCAG 2.1). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Violations allowed because they lie in a third-party component that cannot be fixed here: the rule, the
 * elements (a CSS selector they match) and why. Keep them few.
 */
const ALLOWED: readonly { rule: string; selector: string; reason: string }[] = [];

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/**
 * Wait until the page's content is in: the route shown, no first pass, nothing busy or loading in sight.
 * The page of a tab left stays mounted, hidden (openInShell): whatever it still waits for is not waited for
 * (a record page opened without its record goes busy once left, for good: 15 s per walk lost).
 */
export async function settle(page: Page, path?: string): Promise<void> {
  await page
    .waitForFunction(
      (want) => {
        if (want && location.pathname !== want) return false;
        const visible = (el: Element) => el.checkVisibility();
        if ([...document.querySelectorAll('[data-pass="first"], [aria-busy="true"]')].some(visible))
          return false;
        if ([...document.querySelectorAll('.mantine-Loader-root')].some(visible)) return false;
        return document.body.innerText.trim().length > 0;
      },
      path,
      { timeout: 15_000, polling: 50 },
    )
    .catch(() => {
      // Some pages keep a loader on purpose (a chart that waits for nothing); check them as they are.
    });
  // Transitions finished (a dialog opened, not half faded in).
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

/** What axe-core checks: the whole page, the elements a selector matches, or the page but some parts. */
export type AxeScope = string | { exclude: string[] };

/** The serious and critical WCAG 2.1 AA violations axe-core finds in the page (or in `scope`). */
export async function axeViolations(page: Page, scope?: AxeScope): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(
    async ({ tags, scope }) => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is a global of the injected script
      const axe = (window as any).axe;
      const context =
        scope === undefined
          ? document
          : typeof scope === 'string'
            ? { include: [scope] }
            : // The parts left out that are there (axe refuses a selector that matches nothing).
              { exclude: scope.exclude.filter((selector) => document.querySelector(selector)) };
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return (
        result.violations as {
          id: string;
          impact: string;
          help: string;
          nodes: { target: string[]; failureSummary: string; impact: string; html: string }[];
        }[]
      ).map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes
          .filter((n) => n.impact === 'serious' || n.impact === 'critical')
          .map((n) => ({
            target: n.target.join(' '),
            summary: `${n.html.slice(0, 160)} ${n.failureSummary}`,
          })),
      }));
    },
    { tags: TAGS, scope },
  );
  const allowed = async (rule: string, target: string) => {
    for (const a of ALLOWED)
      if (
        a.rule === rule &&
        (await page.evaluate(([t, s]) => document.querySelector(t!)?.matches(s!), [target, a.selector]))
      )
        return true;
    return false;
  };
  const out: Violation[] = [];
  for (const v of found) {
    const targets: string[] = [];
    let summary = '';
    for (const n of v.nodes)
      if (!(await allowed(v.rule, n.target))) {
        targets.push(n.target);
        summary ||= n.summary;
      }
    if (targets.length > 0) out.push({ rule: v.rule, impact: v.impact, help: v.help, targets, summary });
  }
  return out;
}

/** One line per violation, for a failure message. */
export const describeViolations = (where: string, violations: readonly Violation[]): string[] =>
  violations.map(
    (v) =>
      `${where}: ${v.rule} (${v.impact}) ${v.help} — ${v.targets.slice(0, 3).join(' | ')}${v.targets.length > 3 ? ` +${v.targets.length - 3}` : ''} — ${v.summary.replaceAll('\n', ' ').slice(0, 200)}`,
  );
