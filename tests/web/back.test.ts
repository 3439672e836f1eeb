// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goBack } from '../../web/src/base/back.ts';

/** A Navigation API stand-in: the entries' same-document flags and the current index. */
function stubNavigation(sameDocument: boolean[], index: number) {
  vi.stubGlobal('navigation', {
    currentEntry: { index },
    entries: () => sameDocument.map((same, i) => ({ index: i, sameDocument: same })),
  });
}

describe('going back from a form or detail page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("goes back in the browser's history when the previous page is one of this console's", () => {
    stubNavigation([false, true, true], 2);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const navigate = vi.fn();
    goBack(navigate, '/list');
    expect(back).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the fallback when the page was opened by its address (the previous entry is another document)', () => {
    stubNavigation([false, true], 1);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const navigate = vi.fn();
    goBack(navigate, '/list');
    expect(navigate).toHaveBeenCalledWith('/list');
    expect(back).not.toHaveBeenCalled();
  });

  it('opens the fallback when it is the first page, or the browser has no Navigation API', () => {
    const navigate = vi.fn();
    stubNavigation([true], 0);
    goBack(navigate, '/a');
    vi.stubGlobal('navigation', undefined);
    goBack(navigate, '/b');
    expect(navigate.mock.calls).toEqual([['/a'], ['/b']]);
  });
});
