import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
import { freePort } from '#scripts/local/ports';
import { freeLocalPorts, repoRoot, startLocalStack } from '#scripts/local/stack';
import { buildSite } from '#scripts/prerender/build-site';
import { measureUploadInBrowser } from './upload-browser';

/**
 * `npm run bench:pages`: Lighthouse (mobile profile, simulated throttling) with Debian's Chromium
 * against the production build served by the local stack, for the home page, the blog, one post
 * and log in. Writes bench/results/lighthouse.json: category scores, LCP, CLS, TBT and the bytes
 * of HTML, CSS and JS each page loads first (raw and gzip).
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: '/blog/5-step-guide-to-making-an-insurance-claim' },
  { name: 'login', path: '/login' },
] as const;

interface Bytes {
  raw: number;
  gzip: number;
}

interface FirstLoad {
  html: Bytes;
  css: Bytes;
  js: Bytes;
  total: Bytes;
  requests: number;
}

interface PageResult {
  name: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** Milliseconds. */
  lcp: number | null;
  cls: number | null;
  /** Milliseconds. */
  tbt: number | null;
  firstLoad: FirstLoad;
}

async function startChromium(userDataDir: string): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, process: child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`Chromium at ${CHROME_PATH} did not open its debugging port`);
}

function emptyBytes(): Bytes {
  return { raw: 0, gzip: 0 };
}

function add(into: Bytes, more: Bytes): void {
  into.raw += more.raw;
  into.gzip += more.gzip;
}

const KIND_BY_RESOURCE_TYPE: Record<string, 'html' | 'css' | 'js' | undefined> = {
  Document: 'html',
  Stylesheet: 'css',
  Script: 'js',
};

/** The page's own HTML, CSS and JS that the load fetched, measured from the served files. */
async function firstLoadBytes(lhr: Result, origin: string): Promise<FirstLoad> {
  const details = lhr.audits['network-requests']?.details as
    | { items?: { url: string; resourceType?: string }[] }
    | undefined;
  const seen = new Set<string>();
  const totals: FirstLoad = {
    html: emptyBytes(),
    css: emptyBytes(),
    js: emptyBytes(),
    total: emptyBytes(),
    requests: 0,
  };
  for (const item of details?.items ?? []) {
    const kind = KIND_BY_RESOURCE_TYPE[item.resourceType ?? ''];
    if (!kind || seen.has(item.url) || new URL(item.url).origin !== origin) continue;
    seen.add(item.url);
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    const size = { raw: body.length, gzip: gzipSync(body).length };
    add(totals[kind], size);
    add(totals.total, size);
    totals.requests++;
  }
  return totals;
}

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function metric(lhr: Result, audit: string): number | null {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : null;
}

async function audit(url: string, port: number): Promise<Result> {
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
  if (run.lhr.runtimeError) throw new Error(`${url}: ${run.lhr.runtimeError.message}`);
  return run.lhr;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function printSummary(pages: readonly PageResult[]): void {
  const rows = pages.map((page) => ({
    page: page.name,
    perf: page.scores.performance,
    a11y: page.scores.accessibility,
    bp: page.scores['best-practices'],
    seo: page.scores.seo,
    'LCP ms': page.lcp === null ? null : Math.round(page.lcp),
    CLS: page.cls === null ? null : Number(page.cls.toFixed(3)),
    'TBT ms': page.tbt === null ? null : Math.round(page.tbt),
    'HTML gz': kb(page.firstLoad.html.gzip),
    'CSS gz': kb(page.firstLoad.css.gzip),
    'JS gz': kb(page.firstLoad.js.gzip),
    'JS raw': kb(page.firstLoad.js.raw),
  }));
  console.table(rows);
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'policylens-lighthouse-'));
  const ports = await freeLocalPorts();
  // Built for the address it is served from, so canonical links and the sitemap point at it.
  const siteUrl = `http://127.0.0.1:${ports.app}`;
  const webDir = path.join(work, 'web');
  let chromium: ChildProcess | undefined;
  let stack: Awaited<ReturnType<typeof startLocalStack>> | undefined;
  try {
    console.log('Building the production site…');
    await buildSite({ repoRoot, outDir: webDir, siteUrl, logLevel: 'warn' });
    stack = await startLocalStack({ dataDir: path.join(work, 'data'), ports, webDir });
    const browser = await startChromium(path.join(work, 'chromium'));
    chromium = browser.process;
    const out = path.join(repoRoot, 'bench/results');
    const reports = path.join(out, 'lighthouse');
    mkdirSync(reports, { recursive: true });
    const results: PageResult[] = [];
    for (const page of PAGES) {
      const url = `${stack.appUrl}${page.path}`;
      console.log(`Lighthouse: ${url}`);
      const lhr = await audit(url, browser.port);
      // The full report, for a closer look at any one number.
      writeFileSync(path.join(reports, `${page.name}.json`), JSON.stringify(lhr));
      results.push({
        name: page.name,
        url: page.path,
        scores: {
          performance: score(lhr, 'performance'),
          accessibility: score(lhr, 'accessibility'),
          'best-practices': score(lhr, 'best-practices'),
          seo: score(lhr, 'seo'),
        },
        lcp: metric(lhr, 'largest-contentful-paint'),
        cls: metric(lhr, 'cumulative-layout-shift'),
        tbt: metric(lhr, 'total-blocking-time'),
        firstLoad: await firstLoadBytes(lhr, stack.appUrl),
      });
    }
    const report = {
      measuredAt: new Date().toISOString(),
      lighthouse: 'mobile profile, simulated throttling',
      chromium: CHROME_PATH,
      pages: results,
      upload: await measureUploadInBrowser(stack, browser.port),
    };
    writeFileSync(path.join(out, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
    printSummary(results);
    console.log(`Written to ${path.join(out, 'lighthouse.json')}`);
  } finally {
    chromium?.kill();
    await stack?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
