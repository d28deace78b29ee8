import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * The processes the local stack starts that are not its own threads (DynamoDB Local, through
 * child-guard.mjs) are named in pid files under `<data folder>/pids`. They stop with the stack, and
 * die with it (the guard sees its parent go); should one still be running at the next start (a
 * crash that took the guard too), it is stopped then: only a process named in a pid file whose
 * command line still names this data folder, so never another program, nor a process that took
 * the number since. A port held by anything else is left, and reported as taken.
 */
export const pidFile = (dataDir: string, name: string) =>
  path.join(path.resolve(dataDir), 'pids', `${name}.json`);

/** A process's command line, or undefined when there is no such process. */
function commandLine(pid: number): string | undefined {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function stopped(pid: number, withinMs: number): Promise<boolean> {
  for (const until = Date.now() + withinMs; Date.now() < until; await delay(100))
    if (!running(pid)) return true;
  return !running(pid);
}

function pidsIn(file: string): number[] {
  try {
    const { pids } = JSON.parse(readFileSync(file, 'utf8')) as { pids?: unknown };
    return Array.isArray(pids) ? pids.filter((pid): pid is number => Number.isInteger(pid) && pid > 1) : [];
  } catch {
    return [];
  }
}

/** Stops one leftover of ours: SIGTERM, then SIGKILL if it has not gone within five seconds. */
async function stopLeftover(pid: number): Promise<void> {
  process.kill(pid, 'SIGTERM');
  if (await stopped(pid, 5000)) return;
  process.kill(pid, 'SIGKILL');
  await stopped(pid, 2000);
}

/** Stops what an earlier run on this data folder left running; the ids of the processes stopped. */
export async function stopLeftovers(dataDir: string): Promise<number[]> {
  const dir = path.dirname(pidFile(dataDir, 'any'));
  mkdirSync(dir, { recursive: true });
  const done: number[] = [];
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.json'))) {
    const file = path.join(dir, name);
    for (const pid of pidsIn(file)) {
      // Still ours: its command line names this data folder (java's -dbPath, the guard's pid file).
      if (!commandLine(pid)?.includes(path.resolve(dataDir))) continue;
      await stopLeftover(pid).catch(() => undefined);
      done.push(pid);
    }
    rmSync(file, { force: true });
  }
  return done;
}
