import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeLocalPorts, startLocalStack } from '#scripts/local/stack';

/**
 * The local stack in a process of its own, so that the load a benchmark generates does not share
 * the gateway's thread: started by `startStackProcess`, it reports its URLs and environment over IPC
 * and stops when its parent says so or goes away.
 */
export interface StackReady {
  readonly appUrl: string;
  readonly mailboxUrl: string;
  readonly env: Record<string, string>;
}

process.env.LOG_LEVEL = 'silent';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-bench-stack-'));
const stack = await startLocalStack({ dataDir, ports: await freeLocalPorts() });
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
const ready: StackReady = { appUrl: stack.appUrl, mailboxUrl: stack.mailboxUrl, env: stack.env };
process.send?.(ready);
