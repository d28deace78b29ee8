import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../../domain/constants';
import type { RuntimeConfig } from '../../../domain/runtime-config';
import { ApiError } from '../lib/api-client';
import { SessionProvider, useSession } from '../lib/auth/session-provider';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import type { AppRouter } from './router';

const MAX_RETRIES = 2;
const TOAST_TOP_OFFSET = 'calc(var(--header-height) + 0.75rem)';

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

interface AppProvidersProps {
  readonly config: RuntimeConfig;
  readonly router: AppRouter;
}

export function AppProviders({ config, router }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider navigate={(path) => void router.navigate(path)}>
          <ClearCacheOnUserChange />
          <RouterProvider router={router} />
        </SessionProvider>
        <Toaster
          position="top-right"
          duration={TOAST_DURATION_MS}
          richColors
          closeButton
          // Below the sticky header, so a toast never hides the navigation.
          offset={{ top: TOAST_TOP_OFFSET }}
          mobileOffset={{ top: TOAST_TOP_OFFSET }}
        />
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
