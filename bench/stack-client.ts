import { fork } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '#scripts/local/stack';
import type { StackReady } from './stack-process';

export interface StackProcess extends StackReady {
  stop(): Promise<void>;
}

/** Starts the local stack in a child process and resolves once it answers. */
export function startStackProcess(timeoutMs = 180_000): Promise<StackProcess> {
  const child = fork(path.join(repoRoot, 'bench/stack-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the local stack did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local stack stopped while starting (exit ${code})`));
    });
    child.once('message', (ready: StackReady) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ ...ready, stop });
    });
  });
}
