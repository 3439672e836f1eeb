import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { onSessionError, onSessionReset } from './expiry.ts';

/** Server state of the pages past sign-in (loaded with the shell, not with the sign-in page). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onSessionError }),
  mutationCache: new MutationCache({ onError: onSessionError }),
  defaultOptions: {
    // core retries safe calls itself (bounded backoff); the console must not add its own retries.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});

onSessionReset(() => queryClient.clear());
