/**
 * Back to the page the user came from when it is a page of this console already loaded (the previous
 * history entry of the same document), else to `fallback` (the list of a page opened by its address).
 * Going back across documents would leave the console or reload it, losing what it shows (a saved notice).
 */
export function goBack(navigate: (to: string) => void, fallback: string): 'history' | 'fallback' {
  const nav = typeof navigation === 'undefined' ? undefined : navigation;
  const index = nav?.currentEntry?.index ?? -1;
  const previous = index > 0 ? nav?.entries()[index - 1] : undefined;
  if (previous?.sameDocument) {
    window.history.back();
    return 'history';
  }
  navigate(fallback);
  return 'fallback';
}
