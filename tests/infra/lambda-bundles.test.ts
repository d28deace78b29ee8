import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildHandler, REQUEST_PATH_GZIP_BUDGET, requestPathFunctions } from '#bench/bundles';
import { sdkRequireAliases } from '#infra/sdk-require';
import { repoRoot } from '#scripts/local/stack';

/** The common-password list (some 400 kB): only a form that sets a password needs it. */
const COMMON_PASSWORDS = /node_modules\/@zxcvbn-ts\//;
/** The OpenAPI generator: the document is generated at build time and served as a file. */
const OPENAPI_GENERATOR = /node_modules\/@asteasolutions\/zod-to-openapi\//;
/** An ESM import of an AWS SDK package, static or dynamic (infra/sdk-require.ts has each one's shim). */
const SDK_IMPORT = /from\s*["']@aws-sdk\/|import\s*\(\s*["']@aws-sdk\//;

/**
 * SDK packages a route must not load when it starts: those of other operations, and those only a
 * rare path of its own uses, loaded on first use there (functions/lib/first-use.ts).
 */
const NOT_LOADED_AT_INIT: Record<string, readonly string[]> = {
  // The sweep before a create mails a timed-out mailed policy's sender (SES, the user pool).
  'create-policy': ['client-sesv2', 'client-cognito-identity-provider', 'client-lambda', 'client-sqs'],
  'create-quick-policy': ['client-sesv2', 'client-cognito-identity-provider', 'client-lambda', 'client-sqs'],
  // Completing mails the team only for a 1 Click Upload, and asks the worker to settle only when the
  // files were read before the policy was completed.
  'complete-policy': [
    'client-sesv2',
    'client-lambda',
    'client-sqs',
    'client-cognito-identity-provider',
    'client-scheduler',
  ],
  'update-policy': ['client-s3', 'client-sesv2', 'client-lambda', 'client-sqs'],
  'delete-policy': [
    's3-presigned-post',
    'client-sesv2',
    'client-cognito-identity-provider',
    'client-lambda',
    'client-sqs',
  ],
  'update-me': ['client-s3', 'client-scheduler'],
  // The assessment worker reads the claimant's country: claiming and retrying load no user pool.
  'create-assessment': ['client-cognito-identity-provider'],
  'retry-assessment': ['client-cognito-identity-provider'],
};

/** The AWS SDK packages a bundle has required once it is imported: what its init loads. */
function sdkLoadedAtInit(code: Uint8Array): string[] {
  // Inside the repository, so the SDK resolves from its node_modules as the bench's bundles do.
  mkdirSync(path.join(repoRoot, '.local'), { recursive: true });
  const dir = mkdtempSync(path.join(repoRoot, '.local/init-check-'));
  try {
    const file = path.join(dir, 'bundle.mjs');
    writeFileSync(file, code);
    const script = `await import(process.argv[1]);const r=(await import('node:module')).createRequire(process.argv[1]);process.stdout.write(JSON.stringify(Object.keys(r.cache)));`;
    const loaded: string[] = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script, file], {
        env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-2' },
        encoding: 'utf8',
      }),
    );
    return [...new Set(loaded.flatMap((m) => /node_modules\/@aws-sdk\/([^/]+)\//.exec(m)?.[1] ?? []))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Every request-path function, bundled as the stack bundles it, once for all the checks.
const bundles = await Promise.all(
  requestPathFunctions().map(async (fn) => ({ id: fn.id, ...(await buildHandler(fn.handler)) })),
);

describe('the request-path Lambda bundles', () => {
  it('leave out the common-password list: no function sets a password (the user pool does)', () => {
    const withList = bundles.filter((b) => b.inputs.some((input) => COMMON_PASSWORDS.test(input)));
    expect(withList.map((b) => b.id)).toEqual([]);
  });

  it('leave out the OpenAPI generator, get-openapi too', () => {
    const withGenerator = bundles.filter((b) => b.inputs.some((input) => OPENAPI_GENERATOR.test(input)));
    expect(withGenerator.map((b) => b.id)).toEqual([]);
  });

  it('load the AWS SDK with require, never with an ESM import (which makes Node scan each package)', () => {
    const importing = bundles.filter((b) => SDK_IMPORT.test(new TextDecoder().decode(b.code)));
    expect(importing.map((b) => b.id)).toEqual([]);
  });

  it('require each SDK package through a shim that loads that very package', () => {
    for (const [sdk, shim] of Object.entries(sdkRequireAliases())) {
      expect(createRequire(shim)(shim), sdk).toBe(createRequire(import.meta.url)(sdk));
    }
  });

  it('load at init only the SDK packages of their own common path', () => {
    const extra = Object.entries(NOT_LOADED_AT_INIT).flatMap(([id, packages]) => {
      const bundle = bundles.find((b) => b.id === id);
      if (!bundle) return [`${id}: no such function`];
      const loaded = sdkLoadedAtInit(bundle.code);
      return packages.filter((p) => loaded.includes(p)).map((p) => `${id}: ${p}`);
    });
    expect(extra).toEqual([]);
  });

  it(`are each within ${REQUEST_PATH_GZIP_BUDGET / 1000} kB gzipped`, () => {
    const over = bundles
      .map((b) => ({ id: b.id, gzip: gzipSync(b.code).byteLength }))
      .filter((b) => b.gzip > REQUEST_PATH_GZIP_BUDGET);
    expect(over).toEqual([]);
  });
});
