import './islands/public-styles';
import { enableMenuButton, showRelativeDates, showVisitorsResources } from './islands/enhance-page';
import { islandPages } from './islands/island-pages';
import { mayHaveStoredSession } from './lib/auth/stored-session';
import { startExperiment } from './lib/experiments/experiment-store';
import { homepageExperiment } from './lib/experiments/homepage-variant';
import { paths } from './lib/paths';
import { showCarriedToasts } from './lib/toast/toast';

/** Set on #root by the prerender: the route whose markup the page holds. */
const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';
/** Set on #root once a prerendered public page is running: 'static' or 'island'. */
const RUNNING_ATTRIBUTE = 'data-running';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether the page can stay as it was prerendered: it was built for this address, and for a
 * signed-out visitor. Anyone who may be signed in, and every address served another page's
 * markup (e.g. the shell for a signed-in tool), gets the whole app instead.
 */
function isPrerenderedForVisitor(container: HTMLElement): boolean {
  const route = container.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  if (route === null) return false;
  if (withoutTrailingSlash(route) !== withoutTrailingSlash(window.location.pathname)) return false;
  return !mayHaveStoredSession();
}

/**
 * Runs once the browser has painted the page: the code a page needs to come to life is fetched
 * after its first paint, not beside the HTML and CSS that make it.
 */
function afterFirstPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
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

/**
 * A prerendered public page for a signed-out visitor: the header's menu works, dates read as
 * '3 weeks ago', resources are those of the visitor's country, and a page with something to act
 * on brings its own code to life. Nothing else loads: no router, no auth library, no data fetching.
 */
function startPublicPage(container: HTMLElement, route: string): void {
  enableMenuButton(container);
  const island = islandPages[route];
  const main = container.querySelector<HTMLElement>('main');
  if (!island || !main) {
    showRelativeDates(container, new Date());
    showVisitorsResources(container, navigator.languages);
    container.setAttribute(RUNNING_ATTRIBUTE, 'static');
    return;
  }
  // A form sent before its page is running would go to the server as a plain request (with the
  // password in the address): it is held, and sent once the page runs. The page's own code does not
  // hear of it meanwhile (it may be half started), so the form is sent once, not twice.
  let running = false;
  let held: HTMLFormElement | undefined;
  main.addEventListener(
    'submit',
    (event) => {
      if (running) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.target instanceof HTMLFormElement) held = event.target;
    },
    { capture: true },
  );
  afterFirstPaint(() => {
    void import('./islands/hydrate-island')
      .then(({ hydrateIsland }) => hydrateIsland(main, island))
      .then(
        () => {
          running = true;
          container.setAttribute(RUNNING_ATTRIBUTE, 'island');
          if (held?.isConnected) held.requestSubmit();
        },
        (error: unknown) => console.error('This page could not start; please reload it.', error),
      );
  });
}

function start(container: HTMLElement): void {
  showCarriedToasts();
  // The home page's variation (mostly decided before the first paint) is taken up while its code loads.
  if (window.location.pathname === paths.home) afterFirstPaint(() => startExperiment(homepageExperiment));
  const route = container.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  if (route !== null && isPrerenderedForVisitor(container)) {
    startPublicPage(container, route);
    return;
  }
  showBootScreen(container);
  void import('./app/start-app').then(({ startApp }) => startApp(container));
}

const container = document.getElementById('root');
if (container) start(container);
