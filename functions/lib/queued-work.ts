/**
 * How long work queued for a background worker (a claim assessment, a coverage calculation) may
 * stay pending: longer than the worker's time limit, its retry and the oldest event Lambda still
 * runs. Work pending longer has no worker left on it; it is shown failed, so it can be asked again.
 */
export const STALE_AFTER_MS = 10 * 60_000;

/** True when work queued at `queuedAt` has waited so long that no worker can still be on it. Pure. */
export function waitedTooLong(queuedAt: string, now: number): boolean {
  return now - Date.parse(queuedAt) > STALE_AFTER_MS;
}
