import { listAccountsClosedSince } from '../data/closed-accounts';
import { deletePrefix } from '../data/user-data';
import { config } from '../lib/config';
import { logger } from '../lib/logger';
import { EXPORTS_ROOT, exportsPrefix } from './export-keys';

/** How long an export is kept at most: the bucket's lifecycle rule on exports/ (infra/constructs/data.ts). */
export const EXPORT_KEPT_MS = 24 * 3600 * 1000;

export interface ExportSweepReport {
  /** Accounts closed within the last day whose exports were looked for. */
  readonly closedAccounts: number;
  /** Export objects removed. */
  readonly removed: number;
}

/**
 * Removes exports that must not be there, on the scheduled sweep. Those of every account closed
 * within the last day: an export that was being written while its account was deleted removes
 * its own zip, but one cut short before it could (its function timed out or failed) leaves it
 * here; later than a day, the bucket's lifecycle has removed it. Locally, where the S3 emulator
 * has no lifecycle rules, also every export older than a day, as that rule would.
 */
export async function sweepExports(now = Date.now()): Promise<ExportSweepReport> {
  const dayAgo = new Date(now - EXPORT_KEPT_MS);
  const subs = await listAccountsClosedSince(dayAgo.toISOString());
  let removed = 0;
  const failures: unknown[] = [];
  for (const sub of subs) {
    // One account's failure does not stop the others; the next sweep tries it again.
    removed += await deletePrefix(exportsPrefix(sub)).catch((error: unknown) => {
      failures.push(error);
      return 0;
    });
  }
  if (config().local) removed += await deletePrefix(EXPORTS_ROOT, { modifiedBefore: dayAgo });
  logger.info('exports swept', { closedAccounts: subs.length, removed, failed: failures.length });
  if (failures.length > 0) throw failures[0];
  return { closedAccounts: subs.length, removed };
}
