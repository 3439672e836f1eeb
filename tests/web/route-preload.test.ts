// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hintRoute, preloadRouteChunks } from '../../web/src/app/preload.ts';
import { keys } from '../../web/src/base/keys.ts';

/** What the build writes into index.html (scripts/build/web.ts): each group's chunks, the route table. */
function writeIndex(chunks: Record<string, string[]>, groups: [string, string][] = []): void {
  for (const [id, value] of [
    ['nbxt-route-chunks', chunks],
    ['nbxt-route-groups', groups],
  ] as const) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = JSON.stringify(value);
    document.head.append(script);
  }
}

const links = () =>
  [...document.head.querySelectorAll('link')].map(
    (l) => `${l.rel}${l.as ? `:${l.as}` : ''} ${l.getAttribute('href')}`,
  );

beforeEach(() => {
  document.head.innerHTML = '';
  writeIndex(
    {
      shell: ['assets/Shell-1.js', 'assets/Shell-1.css'],
      system: ['assets/system-2.js', 'assets/registry-3.css'],
      household: ['assets/household-4.js', 'assets/registry-3.css', 'assets/household-4.css'],
    },
    [['/system/param', 'system']],
  );
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the route preloads', () => {
  it('does not preload a stylesheet a chunk loader has linked already (a preload never used)', () => {
    // As Vite's loader links a group's stylesheet when it loads the chunk, before the page settles.
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/assets/registry-3.css';
    document.head.append(sheet);
    preloadRouteChunks('system');
    expect(links().filter((l) => l.includes('registry-3.css'))).toEqual([
      'stylesheet /assets/registry-3.css',
    ]);
    // A sheet linked after an earlier preload call counts too.
    const later = document.createElement('link');
    later.rel = 'stylesheet';
    later.href = `${location.origin}/assets/household-4.css`;
    document.head.append(later);
    preloadRouteChunks('household');
    expect(links().filter((l) => l.includes('household-4.css'))).toHaveLength(1);
  });

  it("asks for the shell's and the group's chunks as modules and their stylesheets as styles, each once", () => {
    preloadRouteChunks('household');
    expect(links()).toEqual([
      'modulepreload /assets/Shell-1.js',
      'preload:style /assets/Shell-1.css',
      'modulepreload /assets/household-4.js',
      'preload:style /assets/registry-3.css',
      'preload:style /assets/household-4.css',
    ]);
    // Another group asks only for what it adds.
    preloadRouteChunks('system');
    expect(links().slice(5)).toEqual(['modulepreload /assets/system-2.js']);
  });

  it("index.html's hint asks for a signed-in page's group only", () => {
    hintRoute('/system/param', { getItem: () => null });
    expect(links()).toEqual([]);
    hintRoute('/system/param', { getItem: (key) => (key === keys.accessToken ? 'token' : null) });
    expect(links()).toContain('modulepreload /assets/system-2.js');
  });
});
