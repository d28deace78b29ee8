import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Gateway,
  INTEGRATION_TIMEOUT_BODY,
  INTEGRATION_TIMEOUT_MS,
  startGateway,
} from '#scripts/local/gateway';
import { freePort } from '#scripts/local/ports';
import { stackCognitoScope, theLocalStack } from '../steps/local-stack';

const { appUrl, env } = theLocalStack();

/** API Gateway's limit on a request's body (HTTP API: 10 MB). */
const OVER_THE_LIMIT = 10 * 1024 * 1024 + 1;

/** A body of `bytes`, sent as a stream with no length given beforehand (chunked). */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  const chunk = 1024 * 1024;
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      controller.enqueue(new Uint8Array(Math.min(chunk, left)));
      left -= chunk;
    },
  });
}

describe('the local gateway, as API Gateway, answers a request it will not take', () => {
  it('over the body limit with 413 and a JSON error, whether its length is said first or not', async () => {
    const sends: [string, RequestInit][] = [
      ['/api/contact', { body: new Uint8Array(OVER_THE_LIMIT) }],
      ['/api/contact', { body: streamOf(OVER_THE_LIMIT), duplex: 'half' } as RequestInit],
      ['/api/policies', { body: new Uint8Array(OVER_THE_LIMIT) }],
      ['/cognito', { body: streamOf(OVER_THE_LIMIT), duplex: 'half' } as RequestInit],
    ];
    for (const [path, init] of sends) {
      const res = await fetch(`${appUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...init,
      });
      expect(res.status, path).toBe(path === '/api/policies' ? 401 : 413);
      if (res.status === 413) expect(await res.json()).toEqual({ message: 'Request Entity Too Large' });
      else await res.body?.cancel();
    }
    // The gateway still answers afterwards.
    expect((await fetch(`${appUrl}/api/health`)).status).toBe(200);
  });

  it('with a percent sign that starts no character, in its path or its query, with 400', async () => {
    const badly = [
      '/api/policies/%ZZ',
      '/api/policies/%E0%A4%A',
      '/%ZZ',
      '/blog/%E0%A4%A',
      '/api/health?x=%ZZ',
      '/?q=%E0%A4%A',
      '/api/health?%ZZ=1',
    ];
    for (const path of badly) {
      const res = await fetch(`${appUrl}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ message: 'Bad Request' });
    }
    const wellFormed = await fetch(`${appUrl}/api/health?q=a%20b+c%E0%A4%A4`);
    expect(wellFormed.status).toBe(200);
  });
});

/**
 * The local gateway ends a request at API Gateway's 30 s integration limit. Shown here with a
 * gateway whose limit is cut short and whose /api/health handler takes a second.
 */
describe('local API gateway limits', () => {
  const SLOW_MS = 1000;
  let functionsDir: string;
  const gateways: Gateway[] = [];

  beforeAll(() => {
    functionsDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-slow-handlers-'));
    mkdirSync(path.join(functionsDir, 'handlers/system'), { recursive: true });
    writeFileSync(
      path.join(functionsDir, 'handlers/system/get-health.ts'),
      `export const handler = async () => {
        await new Promise((resolve) => setTimeout(resolve, ${SLOW_MS}));
        return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"status":"ok"}' };
      };\n`,
    );
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.stop();
    rmSync(functionsDir, { recursive: true, force: true });
  });

  async function gatewayWithLimit(integrationTimeoutMs: number): Promise<Gateway> {
    const cognito = env.COGNITO_ENDPOINT ?? '';
    const gateway = await startGateway({
      port: await freePort(),
      webDir: functionsDir,
      functionsDir,
      runtimeConfig: {
        region: 'eu-west-2',
        userPoolId: '',
        userPoolClientId: '',
        appUrl: '',
        uploadAddress: '',
        local: true,
      },
      cognitoEndpoint: cognito,
      cognitoExtras: {},
      cognitoScope: stackCognitoScope(env),
      s3Endpoint: env.S3_ENDPOINT ?? '',
      issuer: env.TOKEN_ISSUER ?? '',
      userPoolClientId: env.USER_POOL_CLIENT_ID ?? '',
      jwksUri: `${cognito}/${env.USER_POOL_ID}/.well-known/jwks.json`,
      integrationTimeoutMs,
      originSecret: env.ORIGIN_SECRET ?? '',
    });
    gateways.push(gateway);
    return gateway;
  }

  it('is 30 s unless told otherwise, as in API Gateway', () => {
    expect(INTEGRATION_TIMEOUT_MS).toBe(30_000);
  });

  it('answers 503 with an error once a handler passes the limit', async () => {
    const gateway = await gatewayWithLimit(200);
    const started = Date.now();
    const res = await fetch(`${gateway.url}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(INTEGRATION_TIMEOUT_BODY);
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
  });

  it('passes the answer of a handler that finishes within the limit', async () => {
    const gateway = await gatewayWithLimit(5000);
    const res = await fetch(`${gateway.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
