import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';

/**
 * The local stack's own controls (the scheduler's clock) answer only a caller that shows the
 * secret the stack made at its start: the tests and tools it was started for. They read it from
 * the stack, or from this file under the data folder, which only the user who started the stack
 * can read; anyone else on the machine reaching those controls gets 403.
 */
export const CONTROL_SECRET_HEADER = 'x-policylens-local-secret';

const CONTROL_SECRET_FILE = 'control-secret';

/** A new secret for one start, written where that start's tests and tools find it. */
export function newControlSecret(dataDir: string): string {
  const secret = randomBytes(24).toString('base64url');
  writeFileSync(path.join(dataDir, CONTROL_SECRET_FILE), secret, { mode: 0o600 });
  return secret;
}

/** The secret of the stack running on `dataDir` (e.g. `.local`). */
export function readControlSecret(dataDir: string): string {
  return readFileSync(path.join(dataDir, CONTROL_SECRET_FILE), 'utf8').trim();
}

/** Whether a request shows the stack's secret (compared in constant time). */
export function showsControlSecret(headers: IncomingHttpHeaders, secret: string): boolean {
  const shown = headers[CONTROL_SECRET_HEADER];
  if (typeof shown !== 'string' || secret === '') return false;
  const given = Buffer.from(shown);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where a test or tool reaches one of the stack's controls, and the secret it shows there. */
export interface LocalControl {
  readonly url: string;
  readonly secret: string;
}

/** A call to a control, with the secret shown. */
export function callControl(
  control: LocalControl,
  subpath: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(CONTROL_SECRET_HEADER, control.secret);
  return fetch(`${control.url}${subpath}`, { ...init, headers });
}

const STORAGE_KEYS_FILE = 's3-keys.json';

/** The S3 key pair of this start, beside the secret, for the tests and tools it was started for. */
export function writeStorageKeys(
  dataDir: string,
  keys: { accessKeyId: string; secretAccessKey: string },
): void {
  writeFileSync(path.join(dataDir, STORAGE_KEYS_FILE), JSON.stringify(keys), { mode: 0o600 });
}

export function readStorageKeys(dataDir: string): { accessKeyId: string; secretAccessKey: string } {
  return JSON.parse(readFileSync(path.join(dataDir, STORAGE_KEYS_FILE), 'utf8')) as {
    accessKeyId: string;
    secretAccessKey: string;
  };
}
