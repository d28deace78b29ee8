import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { backgroundFunctions, routes } from '../functions/routes';
import { freePort } from '../scripts/local/ports';
import { repoRoot, startLocalStack } from '../scripts/local/stack';

/**
 * Benchmarks, written to bench/results/latest.json: cold and warm start of the local stack, the
 * size of each Lambda bundle (built as the CDK stack builds them) and the SPA's first-load JS.
 */
interface Size {
  raw: number;
  gzip: number;
}

async function ports() {
  return {
    app: await freePort(),
    dynamodb: await freePort(),
    s3: await freePort(),
    cognito: await freePort(),
    mailbox: await freePort(),
    smtp: await freePort(),
  };
}

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const stack = await startLocalStack({ dataDir, ports: await ports() });
  const res = await fetch(`${stack.appUrl}/api/health`);
  const elapsed = performance.now() - started;
  await stack.stop();
  if (!res.ok) throw new Error(`health answered ${res.status}`);
  return Math.round(elapsed);
}

async function localStackStart() {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-bench-'));
  try {
    const coldMs = await timeStart(dataDir);
    const warmMs = await timeStart(dataDir);
    return {
      coldMs,
      warmMs,
      note: 'start of every service until GET /api/health answers; warm = existing data',
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Bundles a handler with the CDK stack's settings: ESM, minified, AWS SDK v3 left to the runtime. */
async function lambdaBundle(handler: string): Promise<Size> {
  const result = await build({
    entryPoints: [path.join(repoRoot, 'functions', `${handler}.ts`)],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    minify: true,
    external: ['@aws-sdk/*'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: code.byteLength, gzip: gzipSync(code).byteLength };
}

function spaFirstLoad(): Size & { files: string[] } {
  const dir = path.join(repoRoot, 'dist/web');
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = [
    ...new Set(
      [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
        (m) => m[1] ?? '',
      ),
    ),
  ];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dir, file.replace(/^\//, '')));
    raw += content.byteLength;
    gzip += gzipSync(content).byteLength;
  }
  return { raw, gzip, files };
}

async function main() {
  const lambdas: Record<string, Size> = {};
  for (const fn of [...routes, ...Object.values(backgroundFunctions)]) {
    lambdas[fn.id] = await lambdaBundle(fn.handler);
  }
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    localStack: await localStackStart(),
    lambdaBundles: lambdas,
    spaFirstLoadJs: spaFirstLoad(),
  };
  const out = path.join(repoRoot, 'bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

await main();
