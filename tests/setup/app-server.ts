import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readControlSecret, readStorageKeys } from '#scripts/local/control-secret';
import { freePort } from '#scripts/local/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eAppUrl: string;
    e2eMailboxUrl: string;
    /** DynamoDB Local of the running app, for tests that put a row in a state the UI must show. */
    e2eDynamoDbEndpoint: string;
    /** The local SMTP inbox of the running app (host:port), where policies are e-mailed in. */
    e2eSmtpAddress: string;
    /** The secret the running app's own controls ask for, which it wrote under its data folder. */
    e2eControlSecret: string;
    e2eStorageKeys: { accessKeyId: string; secretAccessKey: string };
  }
}

/** Runs `npm start`'s entry point, as a user would, on free ports with throwaway data. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-e2e-'));
  const env = {
    ...process.env,
    POLICYLENS_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: String(await freePort()),
    DYNAMODB_PORT: String(await freePort()),
    S3_PORT: String(await freePort()),
    COGNITO_PORT: String(await freePort()),
    MAILBOX_PORT: String(await freePort()),
    SMTP_PORT: String(await freePort()),
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const urls = await new Promise<{ app: string; mailbox: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${output}`)), 170_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const app = /Open the app:\s+(\S+)/.exec(output)?.[1];
      const mailbox = /Local mailbox:\s+(\S+)/.exec(output)?.[1];
      if (app && mailbox) {
        clearTimeout(timer);
        resolve({ app, mailbox });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  project.provide('e2eAppUrl', urls.app);
  project.provide('e2eMailboxUrl', urls.mailbox);
  project.provide('e2eDynamoDbEndpoint', `http://127.0.0.1:${env.DYNAMODB_PORT}`);
  project.provide('e2eSmtpAddress', `127.0.0.1:${env.SMTP_PORT}`);
  project.provide('e2eControlSecret', readControlSecret(dataDir));
  project.provide('e2eStorageKeys', readStorageKeys(dataDir));
  return async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
