import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resetConfig } from '#functions/lib/config';
import { ORIGIN_HEADER } from '#functions/lib/edge';
import { ConflictError, NotFoundError, ThrottledError } from '#functions/lib/errors';
import { type HttpEvent, publicHttp, Reply, userHttp } from '#functions/lib/http';

const ORIGIN_SECRET = 'the-edge-secret-for-these-tests';
Object.assign(process.env, {
  LOG_LEVEL: 'silent',
  STAGE: 'local',
  ORIGIN_SECRET,
  TABLE_NAME: 't',
  DOCUMENTS_BUCKET: 'b',
  USER_POOL_ID: 'pool',
  USER_POOL_CLIENT_ID: 'web-client',
});
resetConfig();

/** A request as the edge forwards it (with the origin secret), unless `headers` says otherwise. */
function event(overrides: Partial<HttpEvent> = {}, claims?: Record<string, string>): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/test',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: { [ORIGIN_HEADER]: ORIGIN_SECRET },
    isBase64Encoded: false,
    requestContext: {
      requestId: 'r1',
      routeKey: 'POST /api/test',
      ...(claims ? { authorizer: { jwt: { claims } } } : {}),
    } as HttpEvent['requestContext'],
    ...overrides,
  };
}
const ctx = {} as Context;

describe('http wrapper', () => {
  const echo = publicHttp(
    { body: z.object({ name: z.string().min(1, 'Please enter your name') }) },
    async ({ body }) => ({
      hello: body.name,
    }),
  );

  it('parses the body with the schema and answers JSON', async () => {
    const res = await echo(event({ body: JSON.stringify({ name: 'Ann' }) }), ctx);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '')).toEqual({ hello: 'Ann' });
    expect(res.headers?.['content-type']).toContain('application/json');
  });

  it('answers 400 with the schema message for bad input, and for a body that is not JSON', async () => {
    const bad = await echo(event({ body: JSON.stringify({ name: '' }) }), ctx);
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body ?? '')).toEqual({ error: 'Please enter your name' });
    const notJson = await echo(event({ body: '{oops' }), ctx);
    expect(notJson.statusCode).toBe(400);
  });

  it('maps typed errors to their status and hides unknown ones behind a 500', async () => {
    const notFound = publicHttp({}, async () => {
      throw new NotFoundError();
    });
    const conflict = publicHttp({}, async () => {
      throw new ConflictError('You can upload at most 10 policies');
    });
    const boom = publicHttp({}, async () => {
      throw new Error('secret detail');
    });
    expect((await notFound(event(), ctx)).statusCode).toBe(404);
    const c = await conflict(event(), ctx);
    expect(c.statusCode).toBe(409);
    expect(JSON.parse(c.body ?? '')).toEqual({ error: 'You can upload at most 10 policies' });
    const b = await boom(event(), ctx);
    expect(b.statusCode).toBe(500);
    expect(b.body).not.toContain('secret detail');
  });

  it('says in Retry-After when a limit reached may be tried again', async () => {
    const inTenMinutes = publicHttp({}, async () => {
      throw new ThrottledError('Try again at 08:00 UTC.', new Date(Date.now() + 600_000));
    });
    const unsaid = publicHttp({}, async () => {
      throw new ThrottledError();
    });
    const limited = await inTenMinutes(event(), ctx);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers?.['retry-after'])).toBeGreaterThanOrEqual(599);
    expect(Number(limited.headers?.['retry-after'])).toBeLessThanOrEqual(600);
    expect(JSON.parse(limited.body ?? '')).toEqual({ error: 'Try again at 08:00 UTC.' });
    expect((await unsaid(event(), ctx)).headers).not.toHaveProperty('retry-after');
  });

  it('answers 503 with a message to try again when a dependency stalled or throttled', async () => {
    const stalled = (name: string, extra: Record<string, unknown> = {}) =>
      publicHttp({}, async () => {
        throw Object.assign(new Error('socket hang up'), { name, ...extra });
      });
    for (const failing of [
      stalled('TimeoutError'),
      stalled('ProvisionedThroughputExceededException'),
      stalled('Error', { code: 'ECONNRESET' }),
      stalled('SomethingTransient', { $retryable: { throttling: false } }),
    ]) {
      const res = await failing(event(), ctx);
      expect(res.statusCode).toBe(503);
      expect(JSON.parse(res.body ?? '')).toEqual({
        error: 'PolicyLens is busy right now. Please try again in a moment.',
      });
    }
    // Anything else is still a plain 500 that says nothing of the cause.
    expect((await stalled('ValidationException')(event(), ctx)).statusCode).toBe(500);
  });

  it('answers the busy 503 when the function is about to run out of time, not a bare 500', async () => {
    const stalls = publicHttp({}, () => new Promise(() => undefined));
    const nearlyOut = { getRemainingTimeInMillis: () => 30 } as unknown as Context;
    const res = await stalls(event(), nearlyOut);
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body ?? '')).toEqual({
      error: 'PolicyLens is busy right now. Please try again in a moment.',
    });
  });

  it('returns a Reply with its own status', async () => {
    const created = publicHttp({}, async () => new Reply(201, { id: 'x' }));
    expect((await created(event(), ctx)).statusCode).toBe(201);
  });

  it('answers 403 to a request that did not come through the edge, without running the handler', async () => {
    let ran = false;
    const route = publicHttp({}, async () => {
      ran = true;
      return {};
    });
    for (const headers of [{}, { [ORIGIN_HEADER]: 'a-guess-of-the-secret-value' }]) {
      const res = await route(event({ headers }), ctx);
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body ?? '')).toEqual({ error: 'Forbidden' });
    }
    expect(ran).toBe(false);
    expect((await route(event(), ctx)).statusCode).toBe(200);
  });

  it('takes no caller from the body, an ID token or a token of another client (401)', async () => {
    // The owner's own request succeeds in tests/security/access-matrix.test.ts (it reads the table).
    const whoami = userHttp({}, async ({ caller }) => caller);
    expect((await whoami(event({ body: JSON.stringify({ sub: 'intruder' }) }), ctx)).statusCode).toBe(401);
    const idToken = { sub: 'user-1', token_use: 'id', aud: 'web-client' };
    expect((await whoami(event({}, idToken), ctx)).statusCode).toBe(401);
    const otherClient = { sub: 'user-1', token_use: 'access', client_id: 'another-client' };
    expect((await whoami(event({}, otherClient), ctx)).statusCode).toBe(401);
  });
});
