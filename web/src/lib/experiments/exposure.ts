import type { ExperimentEvent } from '#domain/schemas/public';
import type { KeyValueStore } from './browser-storage';

export const EVENTS_URL = '/api/events';

export function exposureFlagKey(experimentId: string): string {
  return `policylens.experiment.${experimentId}.viewed`;
}

export interface Exposure {
  readonly experimentId: string;
  readonly variationId: string;
  readonly visitorId: string;
}

/**
 * Sets the once-per-visitor flag for an experiment. True only for the call that set it, i.e.
 * the one that should record the view; false if already recorded or storage cannot remember it.
 */
export function claimExposure(store: KeyValueStore | undefined, experimentId: string): boolean {
  if (!store) return false;
  const key = exposureFlagKey(experimentId);
  try {
    if (store.getItem(key) !== null) return false;
    store.setItem(key, new Date().toISOString());
    return store.getItem(key) !== null;
  } catch {
    return false;
  }
}

function releaseExposure(store: KeyValueStore, experimentId: string): void {
  try {
    store.removeItem(exposureFlagKey(experimentId));
  } catch {
    // Nothing to undo if storage has gone away.
  }
}

async function postExposure(exposure: Exposure): Promise<void> {
  // Checked by the events endpoint; built here from the page's own values.
  const body: ExperimentEvent = { name: 'Experiment Viewed', ...exposure };
  const response = await fetch(EVENTS_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    // Still delivered if the visitor leaves the page straight away.
    keepalive: true,
  });
  if (!response.ok) throw new Error(`${EVENTS_URL} answered ${response.status}`);
}

/**
 * Records 'Experiment Viewed' once per visitor and experiment. If sending fails the flag is
 * cleared again, so a later view tries once more.
 */
export async function recordExposureOnce(
  store: KeyValueStore | undefined,
  exposure: Exposure,
  send: (exposure: Exposure) => Promise<void> = postExposure,
): Promise<boolean> {
  if (!store || !claimExposure(store, exposure.experimentId)) return false;
  try {
    await send(exposure);
    return true;
  } catch {
    releaseExposure(store, exposure.experimentId);
    return false;
  }
}
