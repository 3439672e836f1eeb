// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deployedBuild, isStaleBuild, noteLocation, withRetries } from '../../web/src/base/chunk-load.ts';
import { errorLogs } from '../../web/src/base/error-log.ts';
import { CHUNK_FAILED } from '../../web/src/base/errors.ts';
import { initI18n } from '../../web/src/base/i18n.ts';
import { lazyPage, lazyPart } from '../../web/src/base/lazy.tsx';

beforeAll(() => {
  initI18n('zh');
});
afterEach(cleanup);

const Hello: ComponentType<{ name: string }> = ({ name }) => <p>hello {name}</p>;

/** A page's loader that fails its first `failures` calls (as an aborted chunk request does). */
function flakyLoader(failures: number) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    if (calls.count <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Hello };
  };
  return { load, calls };
}

const tree = (Page: ComponentType<{ name: string }>) => (
  <MantineProvider>
    <Suspense fallback={<i>loading</i>}>
      <Page name="zh" />
    </Suspense>
  </MantineProvider>
);

/** Rendered in an awaited act: React 19 leaves a tree that suspended in a sync act suspended. */
async function show(Page: ComponentType<{ name: string }>) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(tree(Page));
  });
  return view!;
}

let locations = 0;
/** The router rendering a new location (a navigation). */
const navigate = () => act(() => noteLocation(`/page-${++locations}`));

describe('retrying a failed load', () => {
  it('tries again after each wait while the load fails, and resolves with the first success', async () => {
    const { load, calls } = flakyLoader(2);
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    await expect(withRetries(load, [100, 300], sleep)).resolves.toEqual({ default: Hello });
    expect(calls.count).toBe(3);
    expect(waits).toEqual([100, 300]);
  });

  it('rejects with the last failure once the waits are spent', async () => {
    const { load, calls } = flakyLoader(5);
    await expect(withRetries(load, [1], async () => {})).rejects.toThrow(/dynamically imported/);
    expect(calls.count).toBe(2);
  });
});

describe('a lazy page whose code fails to load', () => {
  it('loads at once when the first attempt fails and the retry succeeds: no failure shown', async () => {
    const { load, calls } = flakyLoader(1);
    await show(lazyPage(load, { deferred: false, retryDelays: [0], staleBuild: async () => false }));
    expect(await screen.findByText('hello zh')).toBeTruthy();
    expect(calls.count).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure with a retry, keeps it for this visit, and loads on the next visit', async () => {
    noteLocation('/first');
    const { load, calls } = flakyLoader(1);
    const Page = lazyPage(load, { deferred: false, retryDelays: [], staleBuild: async () => false });
    const view = await show(Page);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CHUNK_FAILED);
    expect(alert.textContent).toContain('页面代码未能加载');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    expect(errorLogs().some((entry) => entry.content === CHUNK_FAILED)).toBe(true);
    // Rendered again in the same visit: the failure is shown, the code not asked for again.
    await act(async () => view.rerender(tree(Page)));
    await Page.preload();
    expect(calls.count).toBe(1);
    expect(screen.getByRole('alert')).toBeTruthy();
    // React.lazy would keep the rejection for good; the next navigation loads the page anew.
    await navigate();
    expect(await screen.findByText('hello zh')).toBeTruthy();
    expect(calls.count).toBe(2);
  });

  it('loads again when the retry button is pressed', async () => {
    const { load, calls } = flakyLoader(1);
    await show(lazyPage(load, { deferred: false, retryDelays: [], staleBuild: async () => false }));
    const button = await screen.findByRole('button', { name: '重试' });
    await act(async () => button.click());
    expect(await screen.findByText('hello zh')).toBeTruthy();
    expect(calls.count).toBe(2);
  });

  it('after a deploy took its chunks away, offers to reload the page instead of retrying', async () => {
    const { load, calls } = flakyLoader(1);
    await show(lazyPage(load, { deferred: false, retryDelays: [], staleBuild: async () => true }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('控制台已更新');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    // Loading again would ask for the same gone names: a navigation does not.
    await navigate();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(calls.count).toBe(1);
  });
});

describe('telling a stale page', () => {
  const answer = (status: number, body: string) => async () => new Response(body, { status });

  it("reads the deployed build's id, and nothing from a missing file or an older server's page", async () => {
    expect(await deployedBuild(answer(200, '{"build":"B2"}'))).toBe('B2');
    expect(await deployedBuild(answer(404, 'not found'))).toBeUndefined();
    expect(await deployedBuild(answer(200, '<!doctype html>'))).toBeUndefined();
    expect(
      await deployedBuild(async () => {
        throw new TypeError('offline');
      }),
    ).toBeUndefined();
  });

  it('is stale only when both ids are known and differ', async () => {
    expect(await isStaleBuild('A1', async () => 'B2')).toBe(true);
    expect(await isStaleBuild('A1', async () => 'A1')).toBe(false);
    expect(await isStaleBuild('A1', async () => undefined)).toBe(false);
    expect(await isStaleBuild(undefined, async () => 'B2')).toBe(false);
  });
});

describe('a part of a page loaded on demand (lazyPart)', () => {
  it('shows its failure small, in its place, and loads when retried', async () => {
    const { load, calls } = flakyLoader(1);
    await show(lazyPart(load, { retryDelays: [], staleBuild: async () => false }));
    const failure = await screen.findByRole('alert');
    // A part's failure is no page: no heading of its own.
    expect(screen.queryByRole('heading')).toBeNull();
    expect(failure.textContent).toContain(CHUNK_FAILED);
    const button = screen.getByRole('button', { name: '重试' });
    await act(async () => button.click());
    expect(await screen.findByText('hello zh')).toBeTruthy();
    expect(calls.count).toBe(2);
  });
});
