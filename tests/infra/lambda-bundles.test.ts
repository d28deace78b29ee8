import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildHandler, REQUEST_PATH_GZIP_BUDGET, requestPathFunctions } from '#bench/bundles';
import { sdkRequireAliases } from '#infra/sdk-require';

/** The common-password list (some 400 kB): only a form that sets a password needs it. */
const COMMON_PASSWORDS = /node_modules\/@zxcvbn-ts\//;
/** The OpenAPI generator: the document is generated at build time and served as a file. */
const OPENAPI_GENERATOR = /node_modules\/@asteasolutions\/zod-to-openapi\//;
/** An ESM import of an AWS SDK package, static or dynamic (infra/sdk-require.ts has each one's shim). */
const SDK_IMPORT = /from\s*["']@aws-sdk\/|import\s*\(\s*["']@aws-sdk\//;

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

  it(`are each within ${REQUEST_PATH_GZIP_BUDGET / 1000} kB gzipped`, () => {
    const over = bundles
      .map((b) => ({ id: b.id, gzip: gzipSync(b.code).byteLength }))
      .filter((b) => b.gzip > REQUEST_PATH_GZIP_BUDGET);
    expect(over).toEqual([]);
  });
});
