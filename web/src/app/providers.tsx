import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RuntimeConfig } from '#domain/runtime-config';
import { ApiError } from '../lib/api-client';
import { SessionProvider, useSession } from '../lib/auth/session-provider';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { PRERENDER_CONFIG } from './prerender-config';

const MAX_RETRIES = 2;

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; network and server hiccups might.
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** Drops cached account data when the signed-in user changes, so no one sees another's data. */
function ClearCacheOnUserChange() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const previousSub = useRef(user?.sub);
  useEffect(() => {
    if (previousSub.current !== undefined && previousSub.current !== user?.sub) queryClient.clear();
    previousSub.current = user?.sub;
  }, [user?.sub, queryClient]);
  return null;
}

const noSubscription = () => () => undefined;

/**
 * False while rendering on the server and while hydrating prerendered markup, true afterwards.
 * Until then the pages see the prerender's settings, so the first render matches the markup.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface AppProvidersProps {
  readonly config: RuntimeConfig;
  /** Router navigation for the session (e.g. to /login after signing out). */
  readonly navigate: (path: string) => void;
  /** The router: the browser's, or a static one when prerendering. */
  readonly children: ReactNode;
}

export function AppProviders({ config, navigate, children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  const hydrated = useHydrated();
  return (
    <RuntimeConfigProvider config={hydrated ? config : PRERENDER_CONFIG}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider navigate={navigate}>
          <ClearCacheOnUserChange />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}

export { PRERENDER_CONFIG } from './prerender-config';
