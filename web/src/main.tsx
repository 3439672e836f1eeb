import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n, loadSignInTexts, pickLanguage } from './app/i18n.ts';
import { consoleState } from './app/runtime.ts';

const lang = pickLanguage(consoleState.language());
initI18n(lang);
// A console shown in another language than the default first loads its texts (a small chunk).
await loadSignInTexts(lang);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
