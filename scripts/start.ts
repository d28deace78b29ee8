import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { javaProblem } from './local/dynamodb';
import { DEFAULT_LOCAL_MAIL_DOMAINS } from './local/mail-verdicts';
import { PortInUseError } from './local/ports';
import { ensureDemoAccount } from './local/seed-demo';
import { type LocalStack, portsFromEnv, repoRoot, startLocalStack } from './local/stack';

/** `npm start`: builds the SPA when its sources changed, starts the local stack, prints the URLs. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale(): boolean {
  const built = path.join(repoRoot, 'dist/web/index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(repoRoot, 'web')),
    newestMtime(path.join(repoRoot, 'domain')),
    newestMtime(path.join(repoRoot, 'scripts/prerender')),
    statSync(path.join(repoRoot, 'scripts/build-web.ts')).mtimeMs,
    statSync(path.join(repoRoot, 'vite.config.ts')).mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

/** The demo domain, and any given in LOCAL_MAIL_DOMAINS (comma-separated) to send policies from your own address. */
function localMailDomains(): string[] {
  const extra = (process.env.LOCAL_MAIL_DOMAINS ?? '').split(',').map((d) => d.trim().toLowerCase());
  return [...DEFAULT_LOCAL_MAIL_DOMAINS, ...extra.filter(Boolean)];
}

/** Builds the SPA as `npm run build` does; resolves with the build's exit code. */
function buildWeb(onStart: (child: ChildProcess) => void): Promise<number> {
  console.log('Building the web app…');
  // Always the production build of React, whatever NODE_ENV the caller had (test runners set 'test').
  const build = spawn('npm', ['run', '--silent', 'build', '--', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  onStart(build);
  return new Promise((resolve) => build.once('exit', (code) => resolve(code ?? 1)));
}

/**
 * The processes that launched this one, in its process group: `npm start`, its shell, tsx. Up to
 * the first outside the group (the terminal's shell, which job control keeps apart).
 */
function launchers(): number[] {
  try {
    const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,pgid='], { encoding: 'utf8' });
    const rows = new Map<number, { ppid: number; pgid: number }>();
    for (const line of table.trim().split('\n')) {
      const [pid = 0, ppid = 0, pgid = 0] = line.trim().split(/\s+/).map(Number);
      rows.set(pid, { ppid, pgid });
    }
    const group = rows.get(process.pid)?.pgid;
    const chain: number[] = [];
    for (let pid = process.ppid; pid > 1 && rows.get(pid)?.pgid === group; pid = rows.get(pid)?.ppid ?? 0)
      chain.push(pid);
    return chain;
  } catch {
    return [process.ppid];
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Calls `gone` once a process that launched this one has gone (kill -9 of `npm start`, say): the
 * stack then stops as on Ctrl-C rather than running on unseen, holding its ports.
 */
function watchLaunchers(gone: () => void): void {
  const parent = process.ppid;
  const chain = launchers();
  const timer = setInterval(() => {
    if (process.ppid === parent && chain.every(isRunning)) return;
    clearInterval(timer);
    console.log('\nThe process that started PolicyLens has gone.');
    gone();
  }, 1000);
  timer.unref();
}

/** How long stopping may take before the process gives up waiting and exits anyway. */
const STOP_LIMIT_MS = 20_000;

async function main(): Promise<void> {
  // Listened for from the first moment: a stop asked for while starting waits for the services
  // already starting and stops them too, so none is left running (DynamoDB Local is a Java process).
  let stopRequested = false;
  let stopping = false;
  let stack: LocalStack | undefined;
  let build: ChildProcess | undefined;
  const stopStack = async (running: LocalStack) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping PolicyLens…');
    const limit = setTimeout(() => {
      console.error(`PolicyLens did not stop within ${STOP_LIMIT_MS / 1000} s.`);
      process.exit(1);
    }, STOP_LIMIT_MS);
    await running.stop();
    clearTimeout(limit);
    process.exit(0);
  };
  const stop = () => {
    stopRequested = true;
    build?.kill('SIGTERM');
    // Still starting: the start finishes first, then stops (below).
    if (stack) void stopStack(stack);
  };
  // Ctrl-C, `kill <pid>` (SIGTERM) and a closed terminal stop it alike; so does its launcher's end.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
  watchLaunchers(stop);

  const java = javaProblem();
  if (java) {
    console.error(java);
    process.exit(1);
  }
  const ports = portsFromEnv(process.env);
  if (webIsStale()) {
    const status = await buildWeb((child) => {
      build = child;
    });
    build = undefined;
    if (stopRequested) process.exit(0);
    if (status !== 0) process.exit(status);
  }
  const started = Date.now();
  const dataDir = process.env.POLICYLENS_DATA_DIR ?? path.join(repoRoot, '.local');
  try {
    stack = await startLocalStack({ dataDir, ports, mailDomains: localMailDomains() });
  } catch (error) {
    console.error(error instanceof PortInUseError ? error.message : error);
    process.exit(1);
  }
  if (stopRequested) return stopStack(stack);
  let demo: { email: string; password: string } | undefined;
  if (!process.argv.includes('--no-seed')) {
    try {
      demo = await ensureDemoAccount(stack, path.join(dataDir, 'demo-account.json'));
    } catch (error) {
      // Stopped while seeding: the services went away, which is no news.
      if (stopRequested) return;
      console.error(`The demo account could not be created: ${(error as Error).message}`);
    }
  }
  if (stopRequested) return;
  console.log(`\nPolicyLens is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s).`);
  console.log(`  Open the app:   ${stack.appUrl}`);
  console.log(`  Local mailbox:  ${stack.mailboxUrl}  (every e-mail the app sends lands here)`);
  console.log(
    `  E-mail a policy: send PDFs to ${stack.smtp.uploadAddress} through SMTP ${stack.smtp.host}:${stack.smtp.port}`,
  );
  if (demo)
    console.log(
      `  Demo account:   ${demo.email} / ${demo.password}  (two sample policies; skip with --no-seed)`,
    );
  const shownDir = dataDir.startsWith(repoRoot) ? path.relative(repoRoot, dataDir) : dataDir;
  console.log(`  Data is kept in ${shownDir}/. Press Ctrl-C (or kill ${process.pid}) to stop.\n`);
}

void main();
