import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every time the console and the CLI show goes through core's one formatter (core/src/resources/date-format.ts:
 * `dateTimeText`, `localDateTimeText`, `timeText`, `shownTime`), in the user's zone and the console's format:
 * no screen or command formats a date of its own with the runtime's locale defaults or prints a UTC ISO
 * text to people. An ISO text written for machines (a resumable export's state file) is named here with
 * its reason.
 */
const root = join(import.meta.dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const sources = ['web/src', 'cli/src'].flatMap((dir) =>
  files(join(root, dir)).map((path) => ({
    path: relative(root, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  })),
);

/** A date formatted by the runtime's defaults: its locale's text, its GMT text, or a clock's fields. */
const LOCALE_DATE =
  /\.(toLocaleDateString|toLocaleTimeString|toUTCString|toDateString|toTimeString|toGMTString)\(|new Date\([^)]*\)\.toLocaleString\(|Intl\.DateTimeFormat\(|\.get(?:UTC)?(?:Hours|Minutes|Seconds)\(/;
const ISO_TEXT = /\.toISOString\(/;

/** Machine texts, never shown to people: file → why. */
const MACHINE_ISO: Record<string, string> = {
  'cli/src/export/batch.ts': 'the resumable state file records when an item was saved',
};

const offenders = (pattern: RegExp, allowed: Record<string, string> = {}) =>
  sources.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
      .filter(({ line }) => pattern.test(line) && !Object.hasOwn(allowed, path))
      .map(({ at, line }) => `${at}: ${line.trim()}`),
  );

describe('one formatter for every time shown', () => {
  it('scans the console and the CLI, and the rule bites', () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(LOCALE_DATE.test('{new Date().toLocaleDateString()}')).toBe(true);
    expect(LOCALE_DATE.test('new Date(ms).toLocaleString()')).toBe(true);
    expect(LOCALE_DATE.test('date.getHours()')).toBe(true);
    expect(ISO_TEXT.test('finishedAt: new Date().toISOString()')).toBe(true);
    // Numbers keep their own toLocaleString (a grouped amount is no time).
    expect(LOCALE_DATE.test('amount.toLocaleString()')).toBe(false);
  });

  it('no screen or command formats a date by the runtime’s locale defaults', () => {
    expect(offenders(LOCALE_DATE)).toEqual([]);
  });

  it('ISO texts only where machines read them', () => {
    expect(offenders(ISO_TEXT, MACHINE_ISO)).toEqual([]);
    for (const path of Object.keys(MACHINE_ISO)) expect(sources.map((s) => s.path)).toContain(path);
  });
});
