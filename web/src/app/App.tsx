import { Center, Loader, MantineProvider } from '@mantine/core';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { captureUnhandledErrors } from '../base/error-log.ts';
import { onSessionError } from '../base/expiry.ts';
import { useLook } from '../base/look.ts';
import { client } from '../base/runtime.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { ClientProvider } from '../kit/client.tsx';
import { Routed } from './Routed.tsx';
import { mantineTheme, shellVariables } from './theme.ts';

export function FullLoader() {
  return (
    <Center h="100vh">
      <Loader />
    </Center>
  );
}

export function App() {
  useEffect(() => {
    captureUnhandledErrors();
    // platform.md §4: refresh at load, then check every 60 s; an expired session goes to /login.
    return client.session.startChecker(onSessionError);
  }, []);
  // The colour picker and the theme picker restyle everything (platform.md §2.4).
  const look = useLook();
  const { t } = useTranslation();
  const closeLabel = t('console.crud.closeDialog');
  const theme = useMemo(() => mantineTheme(look.colour, look.theme, closeLabel), [look, closeLabel]);
  const variables = useMemo(() => shellVariables(look.theme, look.colour), [look]);
  return (
    // Mantine's variables come whole from the provider (which computes them all anyway), not partly from
    // its default-variables stylesheet: 4 KB gzip less on every route.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={variables}
      deduplicateCssVariables={false}
      forceColorScheme={look.theme.scheme}
    >
      <ClientProvider client={client}>
        <ErrorBoundary>
          <Suspense fallback={<FullLoader />}>
            <Routed />
          </Suspense>
        </ErrorBoundary>
      </ClientProvider>
    </MantineProvider>
  );
}
