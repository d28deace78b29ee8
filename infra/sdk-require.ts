import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shims = fileURLToPath(new URL('./sdk-require/', import.meta.url));

/**
 * How a function bundle loads the AWS SDK: with Node's `require` (the banner's, which finds the
 * runtime's copy through NODE_PATH), not with an ESM `import`. The SDK packages are CommonJS, and an
 * ESM import of one makes Node scan its source for named exports (cjs-module-lexer) and wrap it as an
 * ES module; for the DynamoDB clients and Secrets Manager that is about half of a route's init time
 * (docs/performance.md, "Lambda init time"). Each package the functions use is aliased to a
 * one-line CommonJS module in `sdk-require/` that requires it by a name esbuild leaves to run time;
 * the SDK stays external and is still loaded during init, when the bundle is imported.
 */
export function sdkRequireAliases(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(shims)
      .filter((file) => file.endsWith('.cjs'))
      .map((file) => [`@aws-sdk/${basename(file, '.cjs')}`, join(shims, file)]),
  );
}
