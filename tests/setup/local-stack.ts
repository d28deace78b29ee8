import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freeLocalPorts, startLocalStack } from '#scripts/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: Record<string, string>;
    appUrl: string;
    mailboxUrl: string;
    smtp: { host: string; port: number; uploadAddress: string };
    /** Where the handlers running in the local stack write their log lines. */
    handlerLog: string;
    /** The secret the stack's own controls ask for (scripts/local/control-secret.ts). */
    controlSecret: string;
  }
}

/** Starts the local stack once for the integration tests, on free ports with throwaway data. */
export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL = process.env.DEBUG_LOGS ? 'info' : 'silent';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-it-'));
  const handlerLog = path.join(dataDir, 'handlers.log');
  process.env.LOG_FILE = handlerLog;
  // Test users have addresses at example.com: the local inbox trusts it besides the demo domain.
  const stack = await startLocalStack({
    dataDir,
    ports: await freeLocalPorts(),
    mailDomains: ['policylens.local', 'example.com'],
  });
  project.provide('stackEnv', stack.env);
  project.provide('appUrl', stack.appUrl);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('smtp', stack.smtp);
  project.provide('handlerLog', handlerLog);
  project.provide('controlSecret', stack.controlSecret);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
