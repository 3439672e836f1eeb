import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n, loadSignInTexts, pickLanguage } from './app/i18n.ts';
import { prefetchMenu } from './app/menu.ts';
import { consoleState } from './app/runtime.ts';
import { sessionOwner, sessionSnapshot } from './app/session.ts';

const lang = pickLanguage(consoleState.language());
initI18n(lang);
prefetchMenu(sessionOwner(sessionSnapshot()));
// A console shown in another language than the default first loads its texts (a small chunk). Not a
// top-level await: the chunks the build merges into the entry are imported from it by lazily loaded ones,
// the language's included, which could not load while the entry itself waited for them.
// Should they not arrive, the page shows in the default language rather than not at all.
void loadSignInTexts(lang)
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
