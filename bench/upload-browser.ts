import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { ensureDemoAccount } from '#scripts/local/seed-demo';
import { writePdf } from '#scripts/pdf/write-pdf';

/**
 * How long an 8 MB policy upload (1 Click Upload, the form that takes a file that big) takes in
 * Chromium, split into the time requests are in flight (network and server) and the time the
 * browser spends on its own, with the main thread's work beside it. Run by `npm run bench:pages`
 * against the production build it serves, once as this machine runs it and once as a slow laptop
 * on home broadband would (CPU slowed four times, 10 Mbit/s up), and written under `upload`.
 */
export interface UploadTimes {
  /** Medians, in milliseconds, from pressing Upload until the page says the policy is uploaded. */
  readonly totalMs: number;
  /** Time with at least one request in flight: the API, storage and the user pool. */
  readonly networkServerMs: number;
  /** The rest of the total: what the browser spends on its own, before, between and after requests. */
  readonly browserMs: number;
  /** All the work of the page's main thread in that time, in parallel with requests or not. */
  readonly mainThreadMs: number;
  /** The longest single main-thread task in that time. */
  readonly longestTaskMs: number;
}

export interface UploadMeasurement {
  readonly fileBytes: number;
  readonly runs: number;
  /** As this machine runs it, the stack on the same machine. */
  readonly unthrottled: UploadTimes;
  /** The CPU slowed four times and the uplink at 10 Mbit/s: the file takes seconds to send. */
  readonly slowLaptopOnBroadband: UploadTimes;
}

interface StackLike {
  readonly appUrl: string;
  readonly env: Readonly<Record<string, string>>;
}

const FILE_BYTES = 8 * 1024 * 1024;
/** Lighthouse's mobile CPU slowdown, and a 10 Mbit/s home uplink. */
const SLOW_LAPTOP_ON_BROADBAND: Conditions = { cpuSlowdown: 4, uploadBytesPerSecond: 10_000_000 / 8 };
const RUNS = 3;
const UPLOADED = 'Your policy documents have been uploaded successfully!';
const QUICK_POLICY_INPUT = 'quick-policy-file';

/** An 8 MB policy schedule: pages of text carrying scanned-image-sized data, as real ones do. */
export function eightMegabytePdf(): Buffer {
  const pages = Array.from({ length: 20 }, (_, i) => ({
    lines: [`# Home Insurance Policy Schedule, page ${i + 1}`, 'Insurer: Example Mutual Insurance plc'],
  }));
  const text = writePdf(pages);
  return writePdf(pages, { title: 'Home Insurance Policy Schedule', imageBytes: FILE_BYTES - text.length });
}

/** The total length of the union of [start, end] intervals. */
export function coveredMs(intervals: readonly (readonly [number, number])[]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | undefined;
  for (const [start, end] of sorted) {
    if (current && start <= current[1]) current[1] = Math.max(current[1], end);
    else {
      if (current) total += current[1] - current[0];
      current = [start, end];
    }
  }
  if (current) total += current[1] - current[0];
  return total;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

type Marks = { uploadStarted?: number; uploadDone?: number };

/** In the page: marks, in its own clock, when Upload is pressed and when the page says it is done. */
function watchUpload(done: string) {
  const marks = window as Marks;
  marks.uploadStarted = undefined;
  marks.uploadDone = undefined;
  performance.clearResourceTimings();
  document.addEventListener('submit', (event) => (marks.uploadStarted = event.timeStamp), {
    capture: true,
    once: true,
  });
  const observer = new MutationObserver(() => {
    if (marks.uploadStarted === undefined || !document.body.innerText.includes(done)) return;
    marks.uploadDone = performance.now();
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** In the page: the total, and each request in flight between the marks as [start, end]. */
function pageTimes(): { totalMs: number; requests: [number, number][] } {
  const { uploadStarted = 0, uploadDone = 0 } = window as Marks;
  const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.startTime >= uploadStarted && entry.startTime <= uploadDone)
    .map((entry): [number, number] => [
      entry.startTime,
      Math.min(entry.responseEnd || uploadDone, uploadDone),
    ]);
  return { totalMs: uploadDone - uploadStarted, requests };
}

/** Main-thread tasks (ms each) of a trace started before the run. */
async function mainThreadTasks(cdp: CDPSession): Promise<number[]> {
  const stream = await new Promise<string>((resolve) => {
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? ''));
    void cdp.send('Tracing.end');
  });
  let text = '';
  for (let eof = false; !eof; ) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    eof = chunk.eof;
  }
  await cdp.send('IO.close', { handle: stream });
  type TraceEvent = {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    dur?: number;
    args?: { name?: string };
  };
  const events = (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
  // Every renderer's main thread is traced; the page's is the busy one (other tabs are idle).
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // A task is `RunTask` in some Chromium builds and `ThreadControllerImpl::RunTask` (inside it) in all.
  const task = events.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name !== task || e.ph !== 'X' || !mainThreads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), (e.dur ?? 0) / 1000]);
  }
  const sum = (tasks: number[]) => tasks.reduce((total, ms) => total + ms, 0);
  return [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
}

type RunTimes = UploadTimes;

/**
 * Chooses the file as a person does: the page gets a File backed by the file on disk. (Playwright's
 * own file chooser, on a browser it connected to, copies the bytes into the page with a script
 * instead, which is work of its own on the main thread.)
 */
async function chooseFile(cdp: CDPSession, filePath: string): Promise<void> {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector('input[type="file"][name="${QUICK_POLICY_INPUT}"]')`,
  });
  if (!result.objectId) throw new Error('the 1 Click Upload file input is not on the page');
  await cdp.send('DOM.setFileInputFiles', { files: [filePath], objectId: result.objectId });
}

/** How the browser is slowed: its CPU, and its uplink (bytes a second; unlimited when absent). */
interface Conditions {
  readonly cpuSlowdown: number;
  readonly uploadBytesPerSecond?: number;
}

async function slowDown(cdp: CDPSession, conditions: Conditions): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.uploadBytesPerSecond ? 20 : 0,
    downloadThroughput: -1,
    uploadThroughput: conditions.uploadBytesPerSecond ?? -1,
  });
}

async function oneRun(
  page: Page,
  appUrl: string,
  pdfPath: string,
  conditions: Conditions,
): Promise<RunTimes> {
  await page.goto(`${appUrl}/policies`);
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: '1 Click Upload' }) });
  await card.getByRole('button', { name: 'Upload now' }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await slowDown(cdp, conditions);
  await page.evaluate(watchUpload, UPLOADED);
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline',
    transferMode: 'ReturnAsStream',
  });
  await chooseFile(cdp, pdfPath);
  await card.getByRole('button', { name: 'Upload now' }).click();
  // Looked for seldom, so that the looking adds next to nothing to the page's own work.
  await page.waitForFunction(() => (window as Marks).uploadDone !== undefined, null, {
    polling: 500,
    timeout: 120_000,
  });
  const tasks = await mainThreadTasks(cdp);
  await slowDown(cdp, { cpuSlowdown: 1 });
  await cdp.detach();
  const { totalMs, requests } = await page.evaluate(pageTimes);
  const networkServerMs = coveredMs(requests);
  return {
    totalMs,
    networkServerMs,
    browserMs: totalMs - networkServerMs,
    mainThreadMs: tasks.reduce((sum, ms) => sum + ms, 0),
    longestTaskMs: Math.max(0, ...tasks),
  };
}

/** Frees the slot a run took, through the API with the page's own session. */
async function deleteNewestPolicy(page: Page, appUrl: string): Promise<void> {
  await page.evaluate(async (base) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
    const headers = { authorization: `Bearer ${key ? localStorage.getItem(key) : ''}` };
    const list = (await (await fetch(`${base}/api/policies`, { headers })).json()) as {
      policies: { id: string; createdAt: string }[];
    };
    const newest = [...list.policies].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (newest) await fetch(`${base}/api/policies/${newest.id}`, { method: 'DELETE', headers });
  }, appUrl);
}

async function timesAt(
  page: Page,
  appUrl: string,
  pdfPath: string,
  slowed: Conditions,
): Promise<UploadTimes> {
  const runs: RunTimes[] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(await oneRun(page, appUrl, pdfPath, slowed));
    await deleteNewestPolicy(page, appUrl);
  }
  const middle = (pick: (r: RunTimes) => number) => Math.round(median(runs.map(pick)));
  return {
    totalMs: middle((r) => r.totalMs),
    networkServerMs: middle((r) => r.networkServerMs),
    browserMs: middle((r) => r.browserMs),
    mainThreadMs: middle((r) => r.mainThreadMs),
    longestTaskMs: middle((r) => r.longestTaskMs),
  };
}

/**
 * On a Chromium already running (its debugging port), signs the demo account in and uploads the
 * 8 MB PDF with 1 Click Upload, three times at each setting, deleting each policy again.
 */
export async function measureUploadInBrowser(
  stack: StackLike,
  chromiumPort: number,
): Promise<UploadMeasurement> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'policylens-upload-bench-'));
  let browser: Browser | undefined;
  try {
    const pdf = eightMegabytePdf();
    const pdfPath = path.join(work, 'home-policy-schedule.pdf');
    writeFileSync(pdfPath, pdf);
    const account = await ensureDemoAccount(stack, path.join(work, 'demo-account.json'));
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromiumPort}`);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${stack.appUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(`${stack.appUrl}/profile`);
    const unthrottled = await timesAt(page, stack.appUrl, pdfPath, { cpuSlowdown: 1 });
    const slowLaptopOnBroadband = await timesAt(page, stack.appUrl, pdfPath, SLOW_LAPTOP_ON_BROADBAND);
    await page.context().close();
    return { fileBytes: pdf.length, runs: RUNS, unthrottled, slowLaptopOnBroadband };
  } finally {
    await browser?.close();
    rmSync(work, { recursive: true, force: true });
  }
}
