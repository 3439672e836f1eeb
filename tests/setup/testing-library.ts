/**
 * The DOM files' waits (findBy…, waitFor) give up after 10 s rather than testing-library's 1 s: with every
 * core busy (three workers on two cores, e2e browsers beside them) a list's second pass can take longer
 * than a second, and a wait that gives up early is a failure that says nothing about the screen. A test
 * that expects something never to appear asks with queryBy…, which does not wait.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
