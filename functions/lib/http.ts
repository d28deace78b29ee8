import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type ZodType, z } from 'zod';
import { isAccountClosed } from '../data/closed-accounts';
import { isSignedOut } from '../data/sign-out-marks';
import { config } from './config';
import { cameThroughEdge } from './edge';
import {
  AppError,
  isPassingFailure,
  NotFoundError,
  ThrottledError,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
} from './errors';
import { createOnce, IDEMPOTENCY_HEADER } from './idempotency';
import { logger } from './logger';
import { count, METRIC, metrics, observed } from './observability';

/** The caller, as the JWT authorizer verified them. */
export interface Caller {
  /** The user's stable id: every key of their data starts from it. */
  readonly sub: string;
  /** The user-pool user name (for Cognito admin calls). */
  readonly username: string;
  /** When the access token was issued (`iat`, epoch seconds; NaN when it does not say). */
  readonly issuedAt: number;
}

/** API Gateway v2 event as seen behind a JWT authorizer (claims present on private routes). */
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: Record<string, string | number | boolean | string[]> } };
  };
};
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** A reply with a status other than 200. */
export class Reply<T> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

interface Schemas<B extends ZodType, Q extends ZodType, P extends ZodType> {
  body?: B;
  query?: Q;
  params?: P;
}

interface Input<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  event: HttpEvent;
}

const none = z.unknown();

function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

function parse<S extends ZodType>(
  schema: S | undefined,
  value: unknown,
  what: 'input' | 'path' = 'input',
): z.infer<S> {
  if (!schema) return value as z.infer<S>;
  const result = schema.safeParse(value);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'Invalid request';
    // A path that names nothing valid names nothing of the caller's.
    throw what === 'path' ? new NotFoundError(message) : new ValidationError(message);
  }
  return result.data;
}

function readBody(event: HttpEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('Request body must be JSON');
  }
}

/**
 * The caller of a verified access token issued to this app's client. API Gateway's JWT authorizer
 * checks the signature, issuer and expiry, and its scopes keep ID tokens out; the claims are
 * checked again here, so no other kind of token (an ID token, one of another client) is taken.
 */
function callerOf(event: HttpEvent): Caller | undefined {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  if (claims?.token_use !== 'access' || claims.client_id !== config().userPoolClientId) return undefined;
  const username = claims?.username;
  return {
    sub,
    username: typeof username === 'string' && username !== '' ? username : sub,
    issuedAt: Number(claims.iat),
  };
}

function toResult(value: unknown): HttpResult {
  if (value instanceof Reply) return json(value.status, value.body, value.headers);
  return json(200, value);
}

/** A refusal for a limit says when to try again (RFC 9110 Retry-After, in seconds). */
function retryAfter(error: AppError): Record<string, string> {
  if (!(error instanceof ThrottledError) || !error.retryAt) return {};
  return { 'retry-after': String(Math.max(1, Math.ceil((error.retryAt.getTime() - Date.now()) / 1000))) };
}

/** What a route answers when its function is about to run out of time: the busy 503, not a bare 500. */
const outOfTime = (): HttpResult => json(503, { error: new UnavailableError().message });

function wrap(fn: (event: HttpEvent, context: Context) => Promise<unknown>) {
  return observed<HttpEvent, HttpResult>(
    async (event, context) => {
      logger.setContext({ requestId: event.requestContext.requestId, route: event.routeKey });
      try {
        // Before anything else: a request that did not come through CloudFront is not answered.
        if (!(await cameThroughEdge(event.headers))) {
          logger.warn('request refused', { status: 403, reason: 'not through the edge' });
          return json(403, { error: 'Forbidden' });
        }
        const result = toResult(await fn(event, context));
        logger.info('request answered', { status: result.statusCode });
        return result;
      } catch (error) {
        if (error instanceof AppError && error.status < 500) {
          logger.info('request answered', { status: error.status, error: error.name });
          return json(error.status, { error: error.message }, retryAfter(error));
        }
        metrics.addDimension('route', event.routeKey || 'unknown');
        count(METRIC.errors);
        if (error instanceof AppError) {
          logger.warn('request failed', { status: error.status, error: error.name });
          return json(error.status, { error: error.message });
        }
        if (isPassingFailure(error)) {
          // A stalled or throttled dependency: a clear 503 the app offers to retry, within the route's time.
          logger.warn('dependency unavailable', { status: 503, error: (error as Error).name });
          return json(503, { error: new UnavailableError().message });
        }
        logger.error('unhandled error', {
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
        return json(500, { error: 'Something went wrong. Please try again.' });
      }
    },
    { timeoutResponse: outOfTime },
  );
}

/** A public route: input parsed with the given schemas, errors mapped to `{ error }` replies. */
export function publicHttp<
  B extends ZodType = typeof none,
  Q extends ZodType = typeof none,
  P extends ZodType = typeof none,
>(schemas: Schemas<B, Q, P>, fn: (input: Input<z.infer<B>, z.infer<Q>, z.infer<P>>) => Promise<unknown>) {
  return wrap(async (event) =>
    fn({
      body: parse(schemas.body, schemas.body ? readBody(event) : undefined),
      query: parse(schemas.query, event.queryStringParameters ?? {}),
      params: parse(schemas.params, event.pathParameters ?? {}, 'path'),
      event,
    }),
  );
}

/**
 * Whether the caller's session has ended though its token is still valid: the account is closed
 * (or being deleted), or every session was signed out after the token was issued. Both marks are
 * read at once.
 */
async function sessionEnded(caller: Caller, finishesDeletion = false): Promise<boolean> {
  const [closed, signedOut] = await Promise.all([
    isAccountClosed(caller.sub, finishesDeletion),
    isSignedOut(caller.sub, caller.issuedAt),
  ]);
  return closed || signedOut;
}

/**
 * A read runs beside the closed-account check (it changes nothing, so one round trip is saved) and
 * its answer is given only when the account is open; whatever the read found, a closed account
 * gets 401. Only GET routes run so, and so a GET route must write nothing (the route table's
 * test keeps it): what it wrote would be written for a closed account too.
 */
async function readUnlessClosed(closed: () => Promise<boolean>, read: () => Promise<unknown>) {
  const [isClosed, value] = await Promise.allSettled([closed(), read()]);
  if (isClosed.status === 'rejected') throw isClosed.reason;
  if (isClosed.value) throw new UnauthorizedError();
  if (value.status === 'rejected') throw value.reason;
  return value.value;
}

/** A signed-in route: the caller comes from the verified token only, never from the request. */
export function userHttp<
  B extends ZodType = typeof none,
  Q extends ZodType = typeof none,
  P extends ZodType = typeof none,
>(
  schemas: Schemas<B, Q, P>,
  fn: (input: Input<z.infer<B>, z.infer<Q>, z.infer<P>> & { caller: Caller }) => Promise<unknown>,
  options: {
    readonly createOnce?: string;
    /** Also answers an account being deleted: deleting again finishes a deletion a failure stopped. */
    readonly finishesDeletion?: boolean;
  } = {},
) {
  return wrap(async (event, context) => {
    const caller = callerOf(event);
    if (!caller) throw new UnauthorizedError();
    const input = () => ({
      caller,
      body: parse(schemas.body, schemas.body ? readBody(event) : undefined),
      query: parse(schemas.query, event.queryStringParameters ?? {}),
      params: parse(schemas.params, event.pathParameters ?? {}, 'path'),
      event,
    });
    const closed = () => sessionEnded(caller, options.finishesDeletion);
    if (event.requestContext.http.method === 'GET') return readUnlessClosed(closed, () => fn(input()));
    if (await closed()) throw new UnauthorizedError();
    const given = input();
    if (!options.createOnce) return fn(given);
    // A create: a retry with the same Idempotency-Key gets the first answer, and nothing twice; the
    // key sent again with other details (what was parsed of the body and path) is refused.
    const call = { sub: caller.sub, key: event.headers?.[IDEMPOTENCY_HEADER] };
    const request = { body: given.body, params: given.params };
    const kept = await createOnce(options.createOnce, { ...call, request }, context, async () => {
      const value = await fn(given);
      return value instanceof Reply
        ? { status: value.status, body: value.body }
        : { status: 200, body: value };
    });
    return new Reply(kept.status, kept.body);
  });
}
