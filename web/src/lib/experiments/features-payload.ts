import { z } from 'zod';
import type { KeyValueStore } from './browser-storage';

/** The features file: GrowthBook's payload format, served by us as a static file. */
export const FEATURES_URL = '/features.json';

const featuresPayloadSchema = z
  .object({
    features: z.record(
      z.string(),
      z
        .object({
          defaultValue: z.unknown().optional(),
          rules: z.array(z.record(z.string(), z.unknown())).optional(),
        })
        .passthrough(),
    ),
  })
  .passthrough();

export type FeaturesPayload = z.infer<typeof featuresPayloadSchema>;

export function parseFeaturesPayload(value: unknown): FeaturesPayload {
  return featuresPayloadSchema.parse(value);
}

/**
 * A copy kept in local storage (spec 9, 'Feature-flag cache'): used without asking for a minute,
 * used while a fresh copy is fetched for up to four hours, and ignored after that.
 */
export const FEATURES_CACHE_KEY = 'policylens.features';
export const FEATURES_STALE_AFTER_MS = 60_000;
export const FEATURES_MAX_AGE_MS = 4 * 60 * 60 * 1000;
const FEATURES_TIMEOUT_MS = 5_000;

const cachedSchema = z.object({ savedAt: z.number(), payload: z.unknown() });

export interface CachedFeatures {
  readonly payload: FeaturesPayload;
  readonly stale: boolean;
}

export function readCachedFeatures(
  store: KeyValueStore | undefined,
  now: number,
): CachedFeatures | undefined {
  try {
    const raw = store?.getItem(FEATURES_CACHE_KEY);
    if (!raw) return undefined;
    const cached = cachedSchema.parse(JSON.parse(raw));
    const age = now - cached.savedAt;
    if (age < 0 || age >= FEATURES_MAX_AGE_MS) return undefined;
    return { payload: parseFeaturesPayload(cached.payload), stale: age >= FEATURES_STALE_AFTER_MS };
  } catch {
    return undefined;
  }
}

export function writeCachedFeatures(
  store: KeyValueStore | undefined,
  payload: FeaturesPayload,
  now: number,
): void {
  try {
    store?.setItem(FEATURES_CACHE_KEY, JSON.stringify({ savedAt: now, payload }));
  } catch {
    // A full or blocked store only means the file is fetched again next time.
  }
}

export interface LoadFeaturesOptions {
  readonly store: KeyValueStore | undefined;
  readonly now: () => number;
  readonly fetchPayload?: () => Promise<unknown>;
}

async function fetchFeaturesFile(): Promise<unknown> {
  const response = await fetch(FEATURES_URL, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(FEATURES_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${FEATURES_URL} answered ${response.status}`);
  return response.json();
}

/** The features payload: from the cache while it is fresh, otherwise fetched (and cached). */
export async function loadFeatures({
  store,
  now,
  fetchPayload = fetchFeaturesFile,
}: LoadFeaturesOptions): Promise<FeaturesPayload> {
  const cached = readCachedFeatures(store, now());
  if (cached && !cached.stale) return cached.payload;
  const fresh = fetchPayload().then((value) => {
    const payload = parseFeaturesPayload(value);
    writeCachedFeatures(store, payload, now());
    return payload;
  });
  if (!cached) return fresh;
  // A stale copy still decides this visit; the fetched one is ready for the next.
  fresh.catch(() => undefined);
  return cached.payload;
}
