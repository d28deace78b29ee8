import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Context } from 'aws-lambda';
import type { RuntimeConfig } from '#domain/runtime-config';
import { ORIGIN_HEADER } from '#functions/lib/edge';
import type { HttpEvent, HttpResult } from '#functions/lib/http';
import { matchRoute, pathExists, type RouteDefinition, type RouteMatch } from '#functions/routes';
import { EARLY_SCRIPT_SOURCE } from '#scripts/prerender/early-script';
import { appShellPaths } from '#web/lib/paths';
import { CognitoTargetError, type ExtraTarget } from './cognito';
import { admitCognitoCall, OPEN_COGNITO_ACTIONS, sendCognitoError, signedCognitoCall } from './cognito-gate';
import { CONTROL_SECRET_HEADER } from './control-secret';
import { lambdaContext, TIMED_OUT, within } from './lambda-context';
import { HOST } from './ports';
import type { SigningScope } from './sigv4';

/**
 * The local API gateway: serves the built SPA and its runtime config, relays the SPA's Cognito calls
 * to the emulator, and runs the real Lambda handler modules for /api/* with payload 2.0 events,
 * checking the bearer token as the HTTP API's JWT authorizer does.
 */
export interface GatewayOptions {
  readonly port: number;
  readonly webDir: string;
  readonly functionsDir: string;
  readonly runtimeConfig: RuntimeConfig;
  readonly cognitoEndpoint: string;
  /** Cognito calls the emulator lacks, answered in-process. */
  readonly cognitoExtras: Readonly<Record<string, ExtraTarget>>;
  /**
   * The stack's key pair: a Cognito call the web app does not make must be signed with it, and
   * the relay signs with it what it passes on to the emulator.
   */
  readonly cognitoScope: SigningScope;
  readonly s3Endpoint: string;
  readonly issuer: string;
  readonly userPoolClientId: string;
  readonly jwksUri: string;
  /** How long a handler may take before the caller gets a 503, as from API Gateway (default 30 s). */
  readonly integrationTimeoutMs?: number;
  /** The secret the gateway adds to every API request, as CloudFront does in AWS. */
  readonly originSecret: string;
  /** The local scheduler, whose clock tests move through `/_local/scheduler/*` (local only). */
  readonly schedulerEndpoint?: string;
}

/** API Gateway (HTTP API) ends every integration at 30 s. */
export const INTEGRATION_TIMEOUT_MS = 30_000;

/** What a caller gets when a handler passes the integration limit (the `error` the SPA shows). */
export const INTEGRATION_TIMEOUT_BODY = {
  message: 'Service Unavailable',
  error: 'The service took too long to answer. Please try again.',
};

export interface Gateway {
  readonly url: string;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The same security headers CloudFront adds in AWS. */
function securityHeaders(cognitoEndpoint: string, s3Origin: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'self'",
      `connect-src 'self' ${cognitoEndpoint} ${s3Origin}`,
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      "style-src 'self' 'unsafe-inline'",
      // The prerendered home page's one inline script (its A/B variation before the first paint).
      `script-src 'self' ${EARLY_SCRIPT_SOURCE}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    // Browsers ignore it over plain http; sent so the local app answers as the deployed one does.
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

class PayloadTooLarge extends Error {}

/** What API Gateway answers a body over its 10 MB. */
const PAYLOAD_TOO_LARGE_BODY = { message: 'Request Entity Too Large' };

/**
 * A request's body, up to API Gateway's limit. Past it the rest is read and dropped rather than
 * the connection cut, so the caller, still sending, gets the 413 in answer.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => {
      req.off('data', onData);
      req.resume();
      reject(new PayloadTooLarge());
    };
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return tooLarge();
      chunks.push(chunk);
    };
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return tooLarge();
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** What a request that failed is answered: 413 for a body over the limit, else a logged 500. */
function answerFailure(res: ServerResponse, error: unknown): void {
  if (res.headersSent) res.destroy();
  else if (error instanceof PayloadTooLarge) send(res, 413, PAYLOAD_TOO_LARGE_BODY);
  else {
    console.error('local gateway error', error);
    send(res, 500, { message: 'Internal Server Error' });
  }
}

/**
 * Whether a path or query has a `%` that starts no character (`%ZZ`, a UTF-8 sequence cut short
 * as `%E0%A4%A`): API Gateway refuses such a request with 400 before any function sees it.
 */
function badlyEncoded(url: URL): boolean {
  const parts = [url.pathname, ...url.search.slice(1).split('&')];
  try {
    for (const part of parts) decodeURIComponent(part.replaceAll('+', ' '));
    return false;
  } catch {
    return true;
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function isTextual(contentType: string | undefined): boolean {
  return !contentType || /json|text|xml|x-www-form-urlencoded/.test(contentType);
}

/** The API Gateway (payload 2.0) event for a request, as the HTTP API hands it to a function. */
function apiEvent(
  req: IncomingMessage,
  url: URL,
  match: RouteMatch,
  input: {
    requestId: string;
    body: Buffer;
    claims: Record<string, string> | undefined;
    edge: Record<string, string>;
  },
): HttpEvent {
  const { requestId, body, claims, edge } = input;
  const textual = isTextual(req.headers['content-type']);
  const now = new Date();
  const headerMap: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) headerMap[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  }
  // What CloudFront sets itself, whatever the caller sent: the origin secret and the viewer's address.
  Object.assign(headerMap, edge);
  return {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie?.split(';').map((c) => c.trim()),
    headers: headerMap,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? HOST,
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: match.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    } as HttpEvent['requestContext'],
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
}

/** The pool's signing keys (`/cognito/<pool>/.well-known/jwks.json`), as the emulator serves them. */
async function relayKeys(opts: Pick<GatewayOptions, 'cognitoEndpoint'>, url: URL, res: ServerResponse) {
  const upstream = await fetch(`${opts.cognitoEndpoint}${url.pathname.slice('/cognito'.length)}`);
  res.writeHead(upstream.status, { 'content-type': 'application/json' });
  res.end(await upstream.text());
}

/** Answers a call the relay makes itself, as Cognito would. */
async function answerExtra(extra: ExtraTarget, body: Buffer, res: ServerResponse): Promise<void> {
  try {
    const out = await extra(JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>);
    return send(res, 200, out, { 'content-type': 'application/x-amz-json-1.1' });
  } catch (error) {
    const type = error instanceof CognitoTargetError ? error.errorType : 'InternalErrorException';
    return sendCognitoError(res, 400, { type, message: (error as Error).message });
  }
}

/** GetTokensFromRefreshToken as the emulator's REFRESH_TOKEN_AUTH, which it has. */
function asRefreshAuth(body: Buffer): { body: Buffer; refreshToken: string } {
  const input = JSON.parse(body.toString('utf8')) as { RefreshToken: string; ClientId: string };
  const auth = {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: input.ClientId,
    AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
  };
  return { body: Buffer.from(JSON.stringify(auth)), refreshToken: input.RefreshToken };
}

/**
 * Relays Cognito calls, filling the gaps of the emulator that Amplify and the handlers rely on.
 * Only the web app's calls pass unsigned; the rest must carry the stack's signature (see
 * cognito-gate.ts). What passes goes on to the emulator signed by the relay.
 */
async function relayCognito(
  opts: Pick<GatewayOptions, 'cognitoEndpoint' | 'cognitoExtras' | 'cognitoScope'>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let body = await readBody(req);
  const received = { method: req.method ?? 'POST', url: req.url ?? '/', headers: req.headers, body };
  const admitted = await admitCognitoCall(received, opts.cognitoScope, OPEN_COGNITO_ACTIONS);
  if ('refusal' in admitted) return sendCognitoError(res, 400, admitted.refusal);
  let action = admitted.action;
  const extra = opts.cognitoExtras[action];
  if (extra) return answerExtra(extra, body, res);
  let refreshToken: string | undefined;
  if (action === 'GetTokensFromRefreshToken') {
    ({ body, refreshToken } = asRefreshAuth(body));
    action = 'InitiateAuth';
  }
  const payload = new Uint8Array(body);
  const upstream = await fetch(`${opts.cognitoEndpoint}/`, {
    method: 'POST',
    headers: await signedCognitoCall(opts.cognitoEndpoint, action, payload, opts.cognitoScope),
    body: payload,
  });
  let text = await upstream.text();
  if (refreshToken && upstream.ok) {
    const parsed = JSON.parse(text) as { AuthenticationResult?: Record<string, unknown> };
    if (parsed.AuthenticationResult) parsed.AuthenticationResult.RefreshToken ??= refreshToken;
    text = JSON.stringify({ AuthenticationResult: parsed.AuthenticationResult });
  }
  const outHeaders: Record<string, string> = { 'content-type': 'application/x-amz-json-1.1' };
  const errorType = upstream.headers.get('x-amzn-errortype');
  if (errorType) outHeaders['x-amzn-errortype'] = errorType;
  res.writeHead(upstream.status, outHeaders);
  res.end(text);
}

/**
 * What CloudFront serves for a path that is not a file: its prerendered page, the plain app shell
 * for an app route, or the not-found page with status 404.
 */
function pageFile(root: string, file: string, pathname: string): { file: string; status: number } {
  const prerendered = path.join(file, 'index.html');
  if (existsSync(prerendered)) return { file: prerendered, status: 200 };
  const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const shell = path.join(root, 'app.html');
  if (appShellPaths.includes(route)) {
    return { file: existsSync(shell) ? shell : path.join(root, 'index.html'), status: 200 };
  }
  return { file: path.join(root, '404.html'), status: 404 };
}

/** A file of the built SPA (or its prerendered page, the app shell, or the not-found page), with CloudFront's headers. */
function staticFile(
  webDir: string,
  headers: Record<string, string>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const root = path.resolve(webDir);
  let file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
  if (!file.startsWith(root)) {
    send(res, 400, { message: 'Bad Request' });
    return;
  }
  let status = 200;
  if (!existsSync(file) || statSync(file).isDirectory()) {
    const page = pageFile(root, file, url.pathname);
    file = page.file;
    status = page.status;
  }
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app has not been built yet: run npm run build.');
    return;
  }
  const ext = path.extname(file);
  const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
  const immutable = url.pathname.startsWith('/assets/');
  // Text is sent compressed when the browser accepts it, as CloudFront does.
  const gzip =
    /text|javascript|json|svg|xml/.test(type) &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, {
    ...headers,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

/** How many verified tokens the gateway remembers before it starts afresh. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * What the HTTP API's JWT authorizer does: the verified claims of a request's bearer access token
 * for this app client, as strings, or undefined.
 */
async function tokenChecker(
  opts: Pick<GatewayOptions, 'issuer' | 'jwksUri' | 'userPoolClientId'>,
): Promise<(req: IncomingMessage) => Promise<Record<string, string> | undefined>> {
  const verifier = JwtRsaVerifier.create({
    issuer: opts.issuer,
    jwksUri: opts.jwksUri,
    audience: null,
    // Cognito access tokens carry the app client in client_id rather than aud.
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'access') throw new Error('not an access token');
      if (payload.client_id !== opts.userPoolClientId) throw new Error('token for another client');
    },
  });
  // The verifier fetches keys over https only; the emulator serves them over http, so they are
  // fetched here once (its signing key never rotates) and handed to the verifier's cache.
  const jwks = await (await fetch(opts.jwksUri)).json();
  verifier.cacheJwks(jwks);

  // A token verified once is the same token while it lasts (the cache is keyed on the whole token,
  // signature included), so its claims are kept until it expires: API Gateway's authorizer is not
  // part of the function's time, and locally it should not take the gateway's either.
  const verified = new Map<string, { claims: Record<string, string>; expiresAt: number }>();
  async function claimsFor(req: IncomingMessage): Promise<Record<string, string> | undefined> {
    const auth = req.headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
    if (!token) return undefined;
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    verified.delete(token);
    try {
      const payload = await verifier.verify(token);
      // API Gateway hands claims to the function as strings.
      const claims = Object.fromEntries(
        Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
      );
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, { claims, expiresAt: Number(payload.exp) * 1000 });
      return claims;
    } catch (error) {
      if (process.env.DEBUG_GATEWAY) console.warn('token rejected:', (error as Error).message);
      return undefined;
    }
  }
  return claimsFor;
}

type Handler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** Imports each route's handler module once, on its first request (as a Lambda's cold start). */
function handlerLoader(functionsDir: string): (route: RouteDefinition) => Promise<Handler> {
  const handlers = new Map<string, Promise<Handler>>();
  return (route) => {
    let loaded = handlers.get(route.id);
    if (!loaded) {
      const file = path.join(functionsDir, `${route.handler}.ts`);
      loaded = import(pathToFileURL(file).href).then((m: { handler: Handler }) => m.handler);
      handlers.set(route.id, loaded);
    }
    return loaded;
  };
}

/**
 * The local scheduler's test controls, as the gateway passes them on (never part of the deployed
 * app): the scheduler answers only a caller that shows the stack's secret.
 */
const SCHEDULER_CONTROL = '/_local/scheduler/';

async function relayScheduler(endpoint: string, req: IncomingMessage, res: ServerResponse, url: URL) {
  const body = req.method === 'POST' ? await readBody(req) : undefined;
  const secret = req.headers[CONTROL_SECRET_HEADER];
  const upstream = await fetch(`${endpoint}/_local/${url.pathname.slice(SCHEDULER_CONTROL.length)}`, {
    method: req.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(typeof secret === 'string' ? { [CONTROL_SECRET_HEADER]: secret } : {}),
    },
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
  res.writeHead(upstream.status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const claimsFor = await tokenChecker(opts);
  const loadHandler = handlerLoader(opts.functionsDir);
  const headers = securityHeaders(new URL(opts.cognitoEndpoint).origin, new URL(opts.s3Endpoint).origin);

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const match = matchRoute(method, url.pathname);
    if (!match) {
      if (pathExists(url.pathname)) return send(res, 405, { message: 'Method Not Allowed' });
      return send(res, 404, { message: 'Not Found' });
    }
    let claims: Record<string, string> | undefined;
    if (match.route.access === 'user') {
      claims = await claimsFor(req);
      if (!claims) return send(res, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
    }
    const body = await readBody(req);
    const requestId = randomUUID();
    const edge = {
      [ORIGIN_HEADER]: opts.originSecret,
      'cloudfront-viewer-address': `${req.socket.remoteAddress ?? HOST}:${req.socket.remotePort ?? 0}`,
    };
    const event = apiEvent(req, url, match, { requestId, body, claims, edge });
    const handler = await loadHandler(match.route);
    const result = await within(
      handler(
        event,
        lambdaContext(
          `policylens-local-${match.route.id}`,
          requestId,
          match.route.timeoutSeconds ?? 10,
          match.route.memoryMb,
        ),
      ),
      opts.integrationTimeoutMs ?? INTEGRATION_TIMEOUT_MS,
    );
    // The handler goes on, as the Lambda would; the caller is told what API Gateway tells it.
    if (result === TIMED_OUT) return send(res, 503, INTEGRATION_TIMEOUT_BODY);
    // CloudFront's response-headers policy covers /api/* too.
    const outHeaders: Record<string, string> = { ...headers };
    for (const [k, v] of Object.entries(result.headers ?? {})) outHeaders[k] = String(v);
    res.writeHead(result.statusCode ?? 200, outHeaders);
    res.end(result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''));
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? HOST}`);
    const work = (async () => {
      if (badlyEncoded(url)) return send(res, 400, { message: 'Bad Request' });
      if (url.pathname === '/config.json')
        return send(res, 200, opts.runtimeConfig, { 'cache-control': 'no-store' });
      if (url.pathname === '/cognito' || url.pathname === '/cognito/') return relayCognito(opts, req, res);
      if (url.pathname.startsWith('/cognito/') && req.method === 'GET') return relayKeys(opts, url, res);
      if (url.pathname.startsWith('/api/')) return api(req, res, url);
      if (url.pathname.startsWith(SCHEDULER_CONTROL) && opts.schedulerEndpoint)
        return relayScheduler(opts.schedulerEndpoint, req, res, url);
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return send(res, 405, { message: 'Method Not Allowed' });
      return staticFile(opts.webDir, headers, req, res, url);
    })();
    work.catch((error: unknown) => answerFailure(res, error));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, HOST, () => resolve());
  });
  return {
    url: `http://${HOST}:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
