import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, PRERENDER_CONFIG } from '../../web/src/app/providers';
import { prerenderedRoutePaths, routes } from '../../web/src/app/router';

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

export async function renderRoute(pathname: string): Promise<RenderedRoute> {
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
