import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type LaunchedApp, launchApp, startApp, userPoolClientIdOf } from '#scripts/load/app-process';
import { isPortFree } from '#scripts/local/ports';
import { freeLocalPorts, type LocalPorts } from '#scripts/local/stack';
import { scannedPdf } from '#tests/fixtures/scanned-pdfs';
import { apiCall } from '../steps/api';
import { manifest, postToForm } from '../steps/policies';
import { givenASignedInUser } from '../steps/users';

/**
 * `npm start` killed outright (kill -9) while it reads a scan, then started again on the same data
 * and ports: what it started (DynamoDB Local, the PDF reader) goes with it, and the next start
 * comes up. And `npm start` stopped with SIGTERM to npm's own pid stops everything, as Ctrl-C does.
 */

// The app under test is its own process: it must not inherit this run's stack settings.
const stackEnv = inject('stackEnv');
const appEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in stackEnv)));

/** The first start may build the web app first (a fresh checkout has none). */
const FIRST_START_MS = 240_000;
const RESTART_MS = 90_000;

/** Every process now running, by id: its parent and its command line. */
function processTable(): Map<number, { ppid: number; args: string; zombie: boolean }> {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,stat=,args='], { encoding: 'utf8' });
  const rows = new Map<number, { ppid: number; args: string; zombie: boolean }>();
  for (const line of table.trim().split('\n')) {
    const [pid = '', ppid = '', stat = '', ...args] = line.trim().split(/\s+/);
    rows.set(Number(pid), { ppid: Number(ppid), args: args.join(' '), zombie: stat.startsWith('Z') });
  }
  return rows;
}

/** The processes a process started, and the ones they started, with their command lines. */
function descendantsOf(root: number): { pid: number; args: string }[] {
  const rows = processTable();
  const found: { pid: number; args: string }[] = [];
  const parents = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, row] of rows)
      if (parents.has(row.ppid) && !parents.has(pid) && !row.zombie) {
        parents.add(pid);
        found.push({ pid, args: row.args });
        grew = true;
      }
  }
  return found;
}

const stillRunning = (pids: readonly number[]) => {
  const rows = processTable();
  return pids.filter((pid) => rows.has(pid) && !rows.get(pid)?.zombie);
};

async function portsFree(ports: LocalPorts): Promise<boolean> {
  for (const port of Object.values(ports)) if (!(await isPortFree(port))) return false;
  return true;
}

describe('npm start killed outright, and stopped by its pid', () => {
  const dirs: string[] = [];
  const apps: LaunchedApp[] = [];
  const strays: number[] = [];

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.stop('SIGTERM').catch(() => undefined);
    for (const pid of stillRunning(strays.splice(0))) process.kill(pid, 'SIGKILL');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('kill -9 while a scan is read: DynamoDB Local and the PDF reader go with it, and the next start comes up', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-crash-'));
    dirs.push(dataDir);
    const ports = await freeLocalPorts();
    const app = await startApp({ dataDir, ports, env: appEnv, timeoutMs: FIRST_START_MS });
    apps.push(app);
    const user = await givenASignedInUser({
      appUrl: app.appUrl,
      mailboxUrl: app.mailboxUrl,
      userPoolClientId: await userPoolClientIdOf(app.appUrl),
    });
    // A twelve-page scan: a minute of OCR in a reader child of the app.
    const bytes = await scannedPdf(Array.from({ length: 12 }, (_, i) => [`Section ${i + 1} of the wording`]));
    const created = await apiCall(
      app.appUrl,
      user,
      'POST',
      '/api/policies',
      manifest([{ name: 'scan.pdf', bytes }]),
    );
    const form = ((await created.json()) as { uploads: { form: Parameters<typeof postToForm>[0] }[] })
      .uploads[0]?.form;
    expect((await postToForm(form ?? { url: '', fields: {} }, bytes, 'scan.pdf')).ok).toBe(true);
    const reader = () => descendantsOf(app.pid).filter((p) => p.args.includes('read-pdf-isolated'));
    await expect.poll(reader, { timeout: 30_000, interval: 200 }).not.toEqual([]);
    const started = descendantsOf(app.pid);
    strays.push(...started.map((p) => p.pid));
    expect(started.some((p) => p.args.includes('DynamoDBLocal.jar'))).toBe(true);

    expect(await app.stop('SIGKILL')).toBe('SIGKILL');
    apps.splice(0);
    await expect
      .poll(() => stillRunning(started.map((p) => p.pid)), { timeout: 15_000, interval: 200 })
      .toEqual([]);
    await expect.poll(() => portsFree(ports), { timeout: 10_000 }).toBe(true);

    const again = await startApp({ dataDir, ports, env: appEnv, timeoutMs: RESTART_MS });
    apps.push(again);
    expect((await fetch(`${again.appUrl}/api/health`)).status).toBe(200);
  }, 420_000);

  it.each<[string, NodeJS.Signals]>([
    ['SIGTERM to the pid of npm start stops every process it started, as Ctrl-C does', 'SIGTERM'],
    ['kill -9 of the pid of npm start: every process it started stops too', 'SIGKILL'],
  ])(
    '%s',
    async (_what, signal) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-npm-stop-'));
      dirs.push(dataDir);
      const ports = await freeLocalPorts();
      const npm = launchApp({ dataDir, ports, env: appEnv, viaNpm: true });
      apps.push(npm);
      await npm.running(FIRST_START_MS);
      const started = descendantsOf(npm.pid);
      strays.push(...started.map((p) => p.pid));
      expect(started.some((p) => p.args.includes('DynamoDBLocal.jar'))).toBe(true);

      await npm.stop(signal);
      apps.splice(0);
      await expect
        .poll(() => stillRunning(started.map((p) => p.pid)), { timeout: 25_000, interval: 200 })
        .toEqual([]);
      await expect.poll(() => portsFree(ports), { timeout: 10_000 }).toBe(true);
    },
    420_000,
  );
});
