import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pidFile, stopLeftovers } from '#scripts/local/own-processes';

/** A process that runs until stopped, with these words on its command line. */
function sleeper(...words: string[]): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', ...words], { stdio: 'ignore' });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe('what a crash of the local stack left running', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is stopped at the next start: only processes named in its pid files that still name its data folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-leftovers-'));
    dirs.push(dataDir);
    // A DynamoDB Local of this folder left by a crash, and a process of another folder whose id
    // the pid file names too (as if the number had been taken since).
    const ours = sleeper('-dbPath', path.join(dataDir, 'dynamodb'));
    const someoneElses = sleeper('-dbPath', '/somewhere/else');
    children.push(ours, someoneElses);
    // Both running their own command by now (a process just forked still shows its parent's).
    await Promise.all(
      [ours, someoneElses].map((child) => new Promise((resolve) => child.once('spawn', resolve))),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    mkdirSync(path.join(dataDir, 'pids'), { recursive: true });
    writeFileSync(pidFile(dataDir, 'dynamodb'), JSON.stringify({ pids: [ours.pid, someoneElses.pid] }));

    expect(await stopLeftovers(dataDir)).toEqual([ours.pid]);
    await exited(ours);
    expect(ours.signalCode).toBe('SIGTERM');
    expect(someoneElses.exitCode).toBeNull();
    expect(someoneElses.signalCode).toBeNull();
    expect(existsSync(pidFile(dataDir, 'dynamodb'))).toBe(false);
    // Nothing left: a second start stops nothing.
    expect(await stopLeftovers(dataDir)).toEqual([]);
  });
});
