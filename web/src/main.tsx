import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n, pickLanguage } from './app/i18n.ts';
import { consoleState } from './app/runtime.ts';

initI18n(pickLanguage(consoleState.language()));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
