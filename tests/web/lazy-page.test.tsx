import { type ComponentType, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../web/src/base/lazy.tsx';

/** A lazy page whose code arrives when `arrive` is called. */
function page() {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Page = lazyPage(
    async () => {
      await code;
      return { default: (({ name }) => <p>hello {name}</p>) as ComponentType<{ name: string }> };
    },
    { deferred: false },
  );
  const render = () =>
    renderToString(
      <Suspense fallback={<i>loading</i>}>
        <Page name="zh" />
      </Suspense>,
    );
  return { Page, arrive, render };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route-level lazy pages', () => {
  it('wait for their code', () => {
    expect(page().render()).toContain('loading');
  });

  it('render in their first pass once their code is here (preloaded beside the shell)', async () => {
    const { Page, arrive, render } = page();
    Page.preload();
    arrive();
    await settled();
    // React.lazy would show the fallback here and the page only in a second pass.
    expect(render()).toContain('hello');
  });
});
