/**
 * The DOM files' waits (findBy…, waitFor) give up after 10 s rather than testing-library's 1 s: with every
 * core busy (three workers on two cores, e2e browsers beside them) a list's second pass can take longer
 * than a second, and a wait that gives up early is a failure that says nothing about the screen. A test
 * that expects something never to appear asks with queryBy…, which does not wait.
 */
if (typeof document !== 'undefined') {
  const { configure, getConfig, prettyDOM } = await import('@testing-library/react');
  /**
   * A query that finds nothing prints the page with its message; a wait asks again on every change of the
   * page and keeps only its last failure (printing the page each time was a tenth of some files' CPU): the
   * page is printed when a failure's message is read.
   */
  function lazyElementError(message: string | null, container: Element): Error {
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    // Its stack starts where the query was called, as testing-library's own error's does.
    Error.captureStackTrace(error, lazyElementError);
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      get: () => {
        text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
          .filter(Boolean)
          .join('\n\n');
        return text;
      },
      set: (value: string) => {
        text = value;
      },
      configurable: true,
    });
    return error;
  }
  /**
   * testing-library runs a wait or a user event with React's act environment off, so that the updates it
   * waits for need no act of their own. Inside an awaited act (which turns it on: a click whose dialog
   * suspends on its code, awaited there), that left the act's own updates outside any act environment,
   * and React said so for each of them ("not configured to support act", 1,200 times a run): there the
   * environment stays on, and the act awaits them.
   */
  const { asyncWrapper } = getConfig();
  const inAct = () =>
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;
  configure({
    asyncUtilTimeout: 10_000,
    getElementError: lazyElementError,
    asyncWrapper: (run) => (inAct() ? run() : asyncWrapper(run)),
  });
}
