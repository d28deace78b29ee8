import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway } from '#scripts/local/gateway';
import { freePort } from '#scripts/local/ports';
import { paths } from '#web/lib/paths';
import { stackCognitoScope, theLocalStack } from '../steps/local-stack';

const { env } = theLocalStack();

/** A built site as `npm run build` lays it out, each page saying which file it is. */
const SITE_FILES = ['index.html', 'app.html', '404.html', 'coverage/index.html', 'blog/index.html'];
const POST = 'blog/a-real-post/index.html';

/**
 * The local gateway serves the site as CloudFront does: a missing page answers 404 with the
 * not-found page, while prerendered pages and the signed-in app's routes answer 200.
 */
describe('local gateway: pages that do not exist', () => {
  let webDir: string;
  let gateway: Gateway;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-site-'));
    for (const file of [...SITE_FILES, POST]) {
      mkdirSync(path.dirname(path.join(webDir, file)), { recursive: true });
      writeFileSync(path.join(webDir, file), `<!doctype html><title>${file}</title>`);
    }
    const cognito = env.COGNITO_ENDPOINT ?? '';
    gateway = await startGateway({
      port: await freePort(),
      webDir,
      functionsDir: path.resolve('functions'),
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
      originSecret: env.ORIGIN_SECRET ?? '',
    });
  });
  afterAll(async () => {
    await gateway.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  async function page(pathname: string): Promise<{ status: number; file: string }> {
    const res = await fetch(`${gateway.url}${pathname}`);
    const file = /<title>(.*)<\/title>/.exec(await res.text())?.[1] ?? '';
    return { status: res.status, file };
  }

  it.each(['/this-page-does-not-exist', '/blog/no-such-post', '/policies/not-a-route'])(
    '%s answers 404 with the not-found page',
    async (pathname) => {
      expect(await page(pathname)).toEqual({ status: 404, file: '404.html' });
    },
  );

  it('prerendered pages answer 200 with their own page', async () => {
    expect(await page('/')).toEqual({ status: 200, file: 'index.html' });
    expect(await page('/coverage')).toEqual({ status: 200, file: 'coverage/index.html' });
    expect(await page('/blog/a-real-post/')).toEqual({ status: 200, file: POST });
  });

  it.each([paths.policies, paths.profile, paths.assessClaim, paths.authConfirm, paths.reminderUnsubscribe])(
    'the app route %s answers 200 with the app shell',
    async (pathname) => {
      expect(await page(pathname)).toEqual({ status: 200, file: 'app.html' });
    },
  );
});
