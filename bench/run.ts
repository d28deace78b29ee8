import '#scripts/local/dev-mode';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { ensureDemoAccount } from '#scripts/local/seed-demo';
import { freeLocalPorts, repoRoot, startLocalStack } from '#scripts/local/stack';
import { writePdf } from '#scripts/pdf/write-pdf';
import type { BuildManifest } from '#scripts/prerender/island-preloads';
import { analysisTimes, bedrockInputTokens, corpusDocuments, median } from './analysis';
import { apiLatency } from './api';
import { lambdaBundles, lambdaInitTimes } from './bundles';
import { fairReading } from './fair-reading';
import { ocrBenchmark } from './ocr';
import { pageFirstLoad, routeChunks } from './page-scripts';

/**
 * Benchmarks, written to bench/results/latest.json: cold and warm start of the local stack, the
 * size of each Lambda bundle (built as the CDK stack builds them), the SPA's first-load JS, text
 * extraction, upload to ready, a text PDF's upload to ready while another user's scans are read
 * (fairReading), and on ../shared/corpus (when it is there) the local analyser's time
 * per document and the input tokens of the Bedrock prompt. `npm run bench -- --only localAnalyser`
 * runs one part (names as in latest.json, comma-separated) and keeps the others' last results.
 */
async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const stack = await startLocalStack({ dataDir, ports: await freeLocalPorts() });
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

/** Public pages' first-load script and each signed-in route's chunk, from the production build. */
function webScripts() {
  const dir = path.join(repoRoot, 'dist/web');
  const manifest = JSON.parse(readFileSync(`${dir}.manifest.json`, 'utf8')) as BuildManifest;
  return {
    note: 'gzip bytes; pages: the entry of each built HTML page, and on a page with a form the code that brings it to life with its static imports; routes: own chunk and with its static imports',
    pages: pageFirstLoad(dir, manifest),
    routes: routeChunks(dir, manifest),
  };
}

/** Text extraction speed: pages per second, the median of several runs per document. */
async function extractionThroughput() {
  const corpus = path.resolve(repoRoot, '../shared/corpus/docs');
  const documents: [string, Buffer][] = existsSync(corpus)
    ? readdirSync(corpus)
        .filter((f) => f.endsWith('.pdf'))
        .map((f) => [f, readFileSync(path.join(corpus, f))])
    : [];
  documents.push([
    'generated-200-pages.pdf',
    writePdf(Array.from({ length: 200 }, (_, i) => ({ lines: sampleLines(i) }))),
  ]);
  const results: Record<string, { pages: number; medianMs: number; pagesPerSecond: number }> = {};
  for (const [name, bytes] of documents) {
    const times: number[] = [];
    let pages = 0;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      pages = (await readPdf(bytes, name)).pages.length;
      times.push(performance.now() - started);
    }
    const medianMs = median(times);
    results[name] = {
      pages,
      medianMs: Math.round(medianMs),
      pagesPerSecond: Math.round((pages / medianMs) * 1000),
    };
  }
  return results;
}

function sampleLines(i: number): string[] {
  return [
    `# Section ${i + 1}: What is covered`,
    ...Array.from(
      { length: 40 },
      (_, j) => `Clause ${i + 1}.${j + 1}: we will pay up to £${(j + 1) * 250} for loss or damage.`,
    ),
  ];
}

/** Upload to ready through the real API for a 5 MB PDF: manifest, upload to storage, completion. */
async function uploadToReady() {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-bench-upload-'));
  const stack = await startLocalStack({ dataDir, ports: await freeLocalPorts() });
  try {
    const account = await ensureDemoAccount(stack, path.join(dataDir, 'demo.json'));
    const token = await signIn(stack.env, account);
    // Just under 5 MB: 300 pages of text plus embedded image data, as a scanned policy pack has.
    const pagesCount = 300;
    const text = writePdf(Array.from({ length: pagesCount }, (_, i) => ({ lines: sampleLines(i) })));
    const pdf = writePdf(
      Array.from({ length: pagesCount }, (_, i) => ({ lines: sampleLines(i) })),
      { imageBytes: Math.floor(4.9 * 1024 * 1024) - text.length },
    );
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await uploadThroughApi(stack.appUrl, token, pdf);
      times.push(performance.now() - started);
    }
    return { bytes: pdf.length, pages: pagesCount, medianMs: Math.round(median(times)) };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signIn(
  env: Record<string, string>,
  account: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${env.APP_URL}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: env.USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  });
  const out = (await res.json()) as { AuthenticationResult?: { AccessToken?: string } };
  const token = out.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('bench user could not sign in');
  return token;
}

async function uploadThroughApi(appUrl: string, token: string, pdf: Buffer): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const create = await fetch(`${appUrl}/api/policies`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Bench policy',
      insuranceTypeId: 'home',
      startDate: '2025-01-01',
      endDate: '2026-01-01',
      files: [{ name: 'bench.pdf', size: pdf.length, fileType: 'policy_schedule' }],
    }),
  });
  const created = (await create.json()) as {
    policy: { id: string };
    uploads: { form: { url: string; fields: Record<string, string> } }[];
  };
  for (const { form } of created.uploads) {
    const body = new FormData();
    for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
    body.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bench.pdf');
    await fetch(form.url, { method: 'POST', body });
  }
  const complete = await fetch(`${appUrl}/api/policies/${created.policy.id}/complete`, {
    method: 'POST',
    headers,
  });
  if (!complete.ok) throw new Error(`bench upload failed: ${await complete.text()}`);
  await fetch(`${appUrl}/api/policies/${created.policy.id}`, { method: 'DELETE', headers });
}

const corpusDir = path.resolve(repoRoot, '../shared/corpus');

/** Each part of the benchmark by its key in latest.json; `--only a,b` runs just those. */
const PARTS: Record<string, () => Promise<unknown>> = {
  localStack: localStackStart,
  lambdaBundles,
  lambdaInit: () => lambdaInitTimes(),
  webScripts: async () => webScripts(),
  textExtraction: extractionThroughput,
  localAnalyser: async () => {
    const corpus = await corpusDocuments(corpusDir);
    return corpus ? analysisTimes(corpus) : null;
  },
  bedrockInputTokens: async () => {
    const corpus = await corpusDocuments(corpusDir);
    return corpus ? bedrockInputTokens(corpus) : null;
  },
  uploadToReady5MB: uploadToReady,
  fairReading,
  api: apiLatency,
  ocr: () => ocrBenchmark(corpusDir, path.join(repoRoot, 'bench/results')),
};

function selectedParts(argv: readonly string[]): string[] {
  const at = argv.indexOf('--only');
  const only = at >= 0 ? (argv[at + 1] ?? '').split(',').filter(Boolean) : Object.keys(PARTS);
  const unknown = only.filter((name) => !(name in PARTS));
  if (unknown.length > 0)
    throw new Error(`Unknown part ${unknown.join(', ')}; parts: ${Object.keys(PARTS).join(', ')}`);
  return only;
}

async function main() {
  const out = path.join(repoRoot, 'bench/results');
  const file = path.join(out, 'latest.json');
  // A partial run updates its parts and keeps the others' last results.
  const results: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  results.measuredAt = new Date().toISOString();
  results.machine = { cpus: os.cpus().length, node: process.version };
  for (const name of selectedParts(process.argv.slice(2))) results[name] = await PARTS[name]?.();
  mkdirSync(out, { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

await main();
