import { randomUUID } from 'node:crypto';
import { ORIGIN_HEADER } from '#functions/lib/edge';
import type { HttpEvent, HttpResult } from '#functions/lib/http';
import { matchRoute } from '#functions/routes';
import { lambdaContext } from '#scripts/local/lambda-context';
import { decodeJwt } from './tokens';
import type { TestUser } from './users';

export type RouteHandler = (
  event: HttpEvent,
  context: ReturnType<typeof lambdaContext>,
) => Promise<HttpResult>;

/**
 * Calls a route's real handler in this process, with the API Gateway event the gateway would build
 * for the user's request (their verified claims, the edge's headers): so the AWS SDK clients it uses
 * are this process's, and a test can inject faults into them.
 */
export async function callRoute(
  handler: RouteHandler,
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const match = matchRoute(method, path);
  if (!match) throw new Error(`no route for ${method} ${path}`);
  const claims = Object.fromEntries(
    Object.entries(decodeJwt(user.accessToken)).map(([k, v]) => [k, String(v)]),
  );
  const requestId = randomUUID();
  const event = {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: {
      [ORIGIN_HEADER]: process.env.ORIGIN_SECRET ?? '',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      requestId,
      routeKey: match.routeKey,
      http: { method, path, sourceIp: '127.0.0.1' },
      authorizer: { jwt: { claims } },
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
  } as unknown as HttpEvent;
  const result = await handler(
    event,
    lambdaContext(match.route.id, requestId, match.route.timeoutSeconds ?? 10),
  );
  return { status: result.statusCode ?? 200, body: result.body ? JSON.parse(result.body) : undefined };
}
