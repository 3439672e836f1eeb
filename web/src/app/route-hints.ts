/**
 * index.html's inline script (scripts/build/web.ts bundles it there, ahead of the stylesheets so that no
 * stylesheet holds it back): a signed-in page asks for its route's code and styles while the HTML is read.
 */
import { hintRoute } from './preload.ts';

try {
  hintRoute(location.pathname, localStorage);
} catch {
  // No storage (a privacy mode): the console asks for the same once it runs.
}
