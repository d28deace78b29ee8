import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { authReady } from '../lib/auth/auth-ready';
import { runtimeConfig } from '../lib/runtime-config';
import { prepareToasts } from '../lib/toast/toast';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { StartupError } from './startup-error';

/**
 * The whole app: for anyone who may be signed in, and for every address without a prerendered
 * page (the signed-in tools, the account steps). It renders afresh in place of the loading screen.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  void prepareToasts();
  let config: Awaited<ReturnType<typeof runtimeConfig>>;
  try {
    [config] = await Promise.all([runtimeConfig(), authReady()]);
  } catch (error) {
    console.error('PolicyLens could not load its configuration', error);
    createRoot(container).render(<StartupError />);
    return;
  }
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProviders config={config} navigate={(path) => void router.navigate(path)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
