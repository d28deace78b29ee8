import './styles/global.css';
import { type ReactElement, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { StartupError } from './app/startup-error';
import { mayHaveStoredSession } from './lib/auth/cognito-session';
import { configureAuth } from './lib/auth/configure-auth';
import { homepageExperiment } from './lib/experiments/homepage-variant';
import { startExperiment } from './lib/experiments/use-experiment';
import { paths } from './lib/paths';
import { loadRuntimeConfig } from './lib/runtime-config';

/** Set on #root by the prerender: the route whose markup the page holds. */
const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether the markup already in the page can be taken over as it is: it was prerendered for
 * this address, and for a signed-out visitor. Anyone who may be signed in, and every address
 * served another page's markup (e.g. the home page's for a signed-in tool), is rendered afresh.
 */
function canHydrate(container: HTMLElement): boolean {
  const route = container.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  if (route === null) return false;
  if (withoutTrailingSlash(route) !== withoutTrailingSlash(window.location.pathname)) return false;
  return !mayHaveStoredSession();
}

/** Swaps another page's prerendered markup for the loading screen while the app starts. */
function showBootScreen(container: HTMLElement): void {
  if (!container.hasAttribute(PRERENDERED_ROUTE_ATTRIBUTE)) return;
  const boot = document.createElement('div');
  boot.className = 'boot-screen';
  boot.setAttribute('role', 'status');
  boot.textContent = 'Loading PolicyLens…';
  container.replaceChildren(boot);
  container.removeAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
}

function render(container: HTMLElement, app: ReactElement, hydrate: boolean): void {
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

async function start(container: HTMLElement): Promise<void> {
  const hydrate = canHydrate(container);
  if (!hydrate) showBootScreen(container);
  // The home page's variation is worked out while the configuration loads.
  if (window.location.pathname === paths.home) startExperiment(homepageExperiment);
  let config: Awaited<ReturnType<typeof loadRuntimeConfig>>;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('PolicyLens could not load its configuration', error);
    showBootScreen(container);
    createRoot(container).render(<StartupError />);
    return;
  }
  configureAuth(config);
  const router = createAppRouter();
  render(
    container,
    <StrictMode>
      <AppProviders config={config} navigate={(path) => void router.navigate(path)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    hydrate,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
