import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, PRERENDER_CONFIG } from '#web/app/providers';
import { prerenderedRoutePaths, routes } from '#web/app/router';
import { ISLAND_ID_PREFIX, islandPages } from '#web/islands/island-pages';
import { IslandRoot } from '#web/islands/island-root';

/**
 * The server entry of the prerender build: renders one route with the app's own components,
 * router and providers, signed out and without network (the session module is swapped for a
 * signed-out one at build time). Built by Vite for Node and run by scripts/build-web.ts.
 */
export { prerenderedRoutePaths };

export interface RenderedRoute {
  readonly markup: string;
  readonly status: number;
}

/** The address prerendering pretends to serve; only the path matters to the router. */
const PRERENDER_ORIGIN = 'http://prerender.invalid';

function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}

/** The markup of a route's whole page, with the app's router and providers. */
async function renderAppRoute(pathname: string): Promise<RenderedRoute> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, PRERENDER_ORIGIN)));
  if (context instanceof Response) {
    throw new Error(`${pathname} answered ${context.status} ${context.headers.get('location') ?? ''}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders config={PRERENDER_CONFIG} navigate={() => undefined}>
        {/* No inline hydration script: the pages' content security policy allows none, and no route has data to pass. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const markup = await readAll(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${pathname} failed`);
  return { markup, status: context.statusCode };
}

/** The markup of a page that the browser brings to life on its own, as the browser will render it. */
async function renderIsland(pathname: string): Promise<string | undefined> {
  const island = islandPages[pathname];
  if (!island) return undefined;
  const Page = await island.load();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<IslandRoot page={Page} />, {
    identifierPrefix: ISLAND_ID_PREFIX,
    onError: (error) => void errors.push(error),
  });
  const markup = await readAll(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${pathname} on its own failed`);
  return markup;
}

const MAIN_ELEMENT = /(<main\b[^>]*>)([\s\S]*)(<\/main>)/;

/**
 * Renders one route. For a page the browser brings to life on its own, the content of <main> is
 * that page rendered on its own, so hydration finds exactly the markup (and ids) it makes.
 */
export async function renderRoute(pathname: string): Promise<RenderedRoute> {
  const page = await renderAppRoute(pathname);
  const island = await renderIsland(pathname);
  if (island === undefined) return page;
  if ((page.markup.match(/<main\b/g) ?? []).length !== 1) {
    throw new Error(`${pathname} must render exactly one <main> to hold its page`);
  }
  return {
    ...page,
    markup: page.markup.replace(MAIN_ELEMENT, (_all, open, _content, close) => `${open}${island}${close}`),
  };
}
