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

const { env } = theLocalStack();

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
