import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { backgroundFunctions, routes } from '#functions/routes';
import { sdkRequireAliases } from '#infra/sdk-require';
import { repoRoot } from '#scripts/local/stack';
import { median } from './analysis';

/**
 * The Lambda bundles as the CDK stack builds them (infra/constructs/function.ts): ESM for Node 22,
 * minified, the AWS SDK v3 left to the runtime and loaded with `require` (infra/sdk-require.ts), and
 * the banner that lets CommonJS dependencies require Node's built-ins.
 */
export interface Size {
  raw: number;
  gzip: number;
}

const BANNER = "import{createRequire}from'node:module';const require=createRequire(import.meta.url);";

/** A handler's bundle and the files it was built from (paths relative to the repository). */
export interface HandlerBundle {
  readonly code: Uint8Array;
  readonly inputs: readonly string[];
}

export async function buildHandler(handler: string): Promise<HandlerBundle> {
  const result = await build({
    entryPoints: [path.join(repoRoot, 'functions', `${handler}.ts`)],
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    minify: true,
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    banner: { js: BANNER },
    alias: sdkRequireAliases(),
    logLevel: 'silent',
  });
  return {
    code: result.outputFiles[0]?.contents ?? new Uint8Array(),
    inputs: Object.keys(result.metafile.inputs),
  };
}

export async function bundleHandler(handler: string): Promise<Uint8Array> {
  return (await buildHandler(handler)).code;
}

export const allFunctions = () => [...routes, ...Object.values(backgroundFunctions)];

/**
 * The functions someone waits on: every API route, and the user pool's triggers, which run inside
 * a sign-up or a sign-in. Each is kept within REQUEST_PATH_GZIP_BUDGET.
 */
export const requestPathFunctions = () => [
  ...routes,
  backgroundFunctions.authCustomMessage,
  backgroundFunctions.authPostConfirmation,
  backgroundFunctions.authPreSignUp,
];

/** Gzip bytes a request-path bundle may have (about 75-95 kB now: the wrapper, zod, logging, the SDK's glue). */
export const REQUEST_PATH_GZIP_BUDGET = 100_000;

export async function lambdaBundles(): Promise<Record<string, Size>> {
  const sizes: Record<string, Size> = {};
  for (const fn of allFunctions()) {
    const code = await bundleHandler(fn.handler);
    sizes[fn.id] = { raw: code.byteLength, gzip: gzipSync(code).byteLength };
  }
  return sizes;
}

/** Loads a module in a new Node process and prints how long the import took, in ms. */
const IMPORT_TIMER = `const t=performance.now();await import(process.argv[1]);process.stdout.write(String(performance.now()-t));`;

/**
 * The init time of each bundle: a fresh Node process imports it (what Lambda's init phase does
 * after starting the runtime), the median of three. Node's own start is not counted; the AWS SDK
 * is loaded from node_modules as Lambda loads it from the runtime.
 */
export async function lambdaInitTimes(runs = 3): Promise<Record<string, { medianMs: number }>> {
  // Inside the repository, so the SDK resolves from its node_modules.
  const dir = path.join(repoRoot, '.local/bench-bundles');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const times: Record<string, { medianMs: number }> = {};
  try {
    for (const fn of allFunctions()) {
      const file = path.join(dir, `${fn.id}.mjs`);
      writeFileSync(file, await bundleHandler(fn.handler));
      const runsMs = Array.from({ length: runs }, () =>
        Number(
          execFileSync(process.execPath, ['--input-type=module', '-e', IMPORT_TIMER, file], {
            env: {
              PATH: process.env.PATH,
              AWS_REGION: 'eu-west-2',
              AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            },
            encoding: 'utf8',
          }),
        ),
      );
      times[fn.id] = { medianMs: Math.round(median(runsMs) * 10) / 10 };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return times;
}
