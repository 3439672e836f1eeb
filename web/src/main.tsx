import './app/signin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadOpeningPage } from './app/Routed.tsx';
import { installEscapeLayers } from './base/escape-layers.ts';
import { initI18n, loadSignInTexts, pickLanguage } from './base/i18n.ts';
import { prefetchMenu } from './base/menu.ts';
import { consoleState } from './base/runtime.ts';
import { sessionOwner, sessionSnapshot } from './base/session.ts';

/** How long the first render waits for a signed-in page's code and data before it shows a loader. */
const FIRST_RENDER_WAIT_MS = 1000;

// Before any dialog listens: Esc closes the innermost layer only.
installEscapeLayers(window);
const lang = pickLanguage(consoleState.language());
initI18n(lang);
const session = sessionSnapshot();
prefetchMenu(sessionOwner(session));
// A signed-in page inside the shell: its code, styles, texts and first data are asked for now, and the
// first render waits for them a moment, so that the shell and the page come in that render, not after a
// loader and a second one.
const opening = preloadOpeningPage(location.pathname, session);
const page = opening
  ? Promise.race([opening, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))])
  : undefined;
// A console shown in another language than the default first loads its texts (a small chunk); should they
// not arrive, it shows in the default one. Not a top-level await: the chunks the build merges into the
// entry are imported from it by lazily loaded ones, the language's included, which could not load while
// the entry itself waited for them.
void Promise.all([loadSignInTexts(lang).catch(() => undefined), page]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
