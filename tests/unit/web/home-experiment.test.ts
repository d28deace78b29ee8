import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MAX_POLICIES, megabytes, QUICK_UPLOAD_POLICY_MAX_BYTES } from '#domain/constants';
import { HomeIllustration } from '#web/features/home/components/home-illustration';
import { homeVariants } from '#web/features/home/home-variants';
import { forcedVariation, resolveAssignment } from '#web/lib/experiments/assignment';
import type { KeyValueStore } from '#web/lib/experiments/browser-storage';
import { claimExposure, recordExposureOnce } from '#web/lib/experiments/exposure';
import {
  FEATURES_CACHE_KEY,
  type FeaturesPayload,
  loadFeatures,
  parseFeaturesPayload,
} from '#web/lib/experiments/features-payload';
import { assignWithGrowthBook } from '#web/lib/experiments/growthbook-assignment';
import { HOMEPAGE_VARIATIONS, homepageExperiment } from '#web/lib/experiments/homepage-variant';
import { newVisitorId, readOrCreateVisitorId, VISITOR_ID_KEY } from '#web/lib/experiments/visitor-id';

const featuresFile = parseFeaturesPayload(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../web/public/features.json'), 'utf8')),
);

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const blockedStore: KeyValueStore = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  removeItem: () => undefined,
};

const evaluate = (payload: FeaturesPayload, visitorId: string) =>
  assignWithGrowthBook(homepageExperiment, payload, visitorId);

describe('forcing a variation from the address', () => {
  it('takes ?variant= when it names one of the five variations', () => {
    expect(forcedVariation(homepageExperiment, '?variant=variantB')).toBe('variantB');
    expect(forcedVariation(homepageExperiment, '?utm_source=x&variant=control')).toBe('control');
  });

  it('ignores missing, unknown or differently cased names', () => {
    expect(forcedVariation(homepageExperiment, '')).toBeUndefined();
    expect(forcedVariation(homepageExperiment, '?variant=variantZ')).toBeUndefined();
    expect(forcedVariation(homepageExperiment, '?variant=VariantB')).toBeUndefined();
  });
});

describe('resolving the assignment', () => {
  const base = {
    experiment: homepageExperiment,
    search: '',
    visitorId: 'visitor-0001',
    loadPayload: async () => featuresFile,
    evaluate,
  };

  it('shows a forced variation without loading the features file, and counts it as a view', async () => {
    const loadPayload = vi.fn(async () => featuresFile);
    const assignment = await resolveAssignment({ ...base, search: '?variant=variantD', loadPayload });
    expect(assignment).toEqual({ variation: 'variantD', source: 'forced', visitorId: 'visitor-0001' });
    expect(loadPayload).not.toHaveBeenCalled();
  });

  it('falls back to control, not counted, when the visitor id cannot be kept (storage blocked)', async () => {
    await expect(resolveAssignment({ ...base, visitorId: undefined })).resolves.toEqual({
      variation: 'control',
      source: 'default',
    });
  });

  it('falls back to control when the features file is missing or malformed', async () => {
    const missing = async () => {
      throw new Error('/features.json answered 404');
    };
    await expect(resolveAssignment({ ...base, loadPayload: missing })).resolves.toEqual({
      variation: 'control',
      source: 'default',
    });
    const malformed = async () => parseFeaturesPayload({ features: 'nope' });
    await expect(resolveAssignment({ ...base, loadPayload: malformed })).resolves.toMatchObject({
      variation: 'control',
      source: 'default',
    });
  });

  it('falls back to control when the file has no rule for the experiment or names an unknown variation', async () => {
    const noRule = parseFeaturesPayload({ features: {} });
    await expect(resolveAssignment({ ...base, loadPayload: async () => noRule })).resolves.toMatchObject({
      variation: 'control',
      source: 'default',
    });
    const unknown = parseFeaturesPayload({ features: { 'homepage-variant': { defaultValue: 'variantZ' } } });
    await expect(resolveAssignment({ ...base, loadPayload: async () => unknown })).resolves.toMatchObject({
      variation: 'control',
      source: 'default',
    });
  });

  it("follows the file's default without counting a view when the test is switched off", async () => {
    const rolledOut = parseFeaturesPayload({
      features: { 'homepage-variant': { defaultValue: 'variantA' } },
    });
    await expect(resolveAssignment({ ...base, loadPayload: async () => rolledOut })).resolves.toEqual({
      variation: 'variantA',
      source: 'default',
      visitorId: 'visitor-0001',
    });
  });
});

describe('assignment with GrowthBook and our features file', () => {
  it('is sticky: the same visitor id always gets the same variation', () => {
    for (const id of ['a1b2c3d4e5', 'visitor-42-xyz', newVisitorId()]) {
      const first = evaluate(featuresFile, id);
      expect(first.source).toBe('experiment');
      for (let run = 0; run < 5; run++) expect(evaluate(featuresFile, id)).toEqual(first);
    }
  });

  it('spreads visitors over all five variations in roughly equal shares', () => {
    const counts = new Map<string, number>();
    const visitors = 2000;
    for (let index = 0; index < visitors; index++) {
      const { variation } = evaluate(featuresFile, `visitor-${index.toString().padStart(6, '0')}`);
      counts.set(variation, (counts.get(variation) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...HOMEPAGE_VARIATIONS].sort());
    for (const count of counts.values()) expect(count / visitors).toBeGreaterThan(0.15);
  });
});

describe('the visitor id', () => {
  it('is made once and then reused from storage', () => {
    const store = memoryStore();
    const id = readOrCreateVisitorId(store);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(store.data.get(VISITOR_ID_KEY)).toBe(id);
    expect(readOrCreateVisitorId(store, () => 'other-id-123')).toBe(id);
  });

  it('replaces a stored value the events endpoint would refuse', () => {
    const store = memoryStore({ [VISITOR_ID_KEY]: 'bad id!' });
    expect(readOrCreateVisitorId(store, () => 'fresh-id-123')).toBe('fresh-id-123');
  });

  it('is undefined when storage is missing or blocked', () => {
    expect(readOrCreateVisitorId(undefined)).toBeUndefined();
    expect(readOrCreateVisitorId(blockedStore)).toBeUndefined();
  });
});

describe('recording the exposure', () => {
  const exposure = { experimentId: 'homepage-variant', variationId: 'variantB', visitorId: 'visitor-0001' };

  it('sends Experiment Viewed once per visitor and experiment', async () => {
    const store = memoryStore();
    const send = vi.fn(async () => undefined);
    await expect(recordExposureOnce(store, exposure, send)).resolves.toBe(true);
    await expect(recordExposureOnce(store, { ...exposure, variationId: 'control' }, send)).resolves.toBe(
      false,
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(exposure);
    // Another experiment is counted on its own.
    expect(claimExposure(store, 'another-test')).toBe(true);
  });

  it('tries again on a later view when sending failed', async () => {
    const store = memoryStore();
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(recordExposureOnce(store, exposure, failing)).resolves.toBe(false);
    const send = vi.fn(async () => undefined);
    await expect(recordExposureOnce(store, exposure, send)).resolves.toBe(true);
  });

  it('records nothing when storage cannot remember it, so a view is never counted twice', async () => {
    const send = vi.fn(async () => undefined);
    await expect(recordExposureOnce(blockedStore, exposure, send)).resolves.toBe(false);
    await expect(recordExposureOnce(undefined, exposure, send)).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the features cache', () => {
  const minute = 60_000;

  it('fetches and caches the file on the first load', async () => {
    const store = memoryStore();
    const fetchPayload = vi.fn(async () => featuresFile);
    await expect(loadFeatures({ store, now: () => 1_000, fetchPayload })).resolves.toEqual(featuresFile);
    expect(JSON.parse(store.data.get(FEATURES_CACHE_KEY) ?? '{}').savedAt).toBe(1_000);
  });

  it('uses a copy younger than a minute without fetching', async () => {
    const store = memoryStore();
    await loadFeatures({ store, now: () => 0, fetchPayload: async () => featuresFile });
    const fetchPayload = vi.fn(async () => featuresFile);
    await loadFeatures({ store, now: () => minute - 1, fetchPayload });
    expect(fetchPayload).not.toHaveBeenCalled();
  });

  it('uses a stale copy while a fresh one is fetched, up to four hours', async () => {
    const store = memoryStore();
    await loadFeatures({ store, now: () => 0, fetchPayload: async () => featuresFile });
    const newer = parseFeaturesPayload({ features: {} });
    const fetchPayload = vi.fn(async () => newer);
    await expect(loadFeatures({ store, now: () => 2 * minute, fetchPayload })).resolves.toEqual(featuresFile);
    expect(fetchPayload).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(JSON.parse(store.data.get(FEATURES_CACHE_KEY) ?? '{}').savedAt).toBe(2 * minute),
    );
  });

  it('ignores a copy older than four hours, and fails when the file cannot be fetched', async () => {
    const store = memoryStore();
    await loadFeatures({ store, now: () => 0, fetchPayload: async () => featuresFile });
    const failing = async () => {
      throw new Error('offline');
    };
    await expect(loadFeatures({ store, now: () => 4 * 60 * minute, fetchPayload: failing })).rejects.toThrow(
      'offline',
    );
  });
});

describe('the five variations of the home page', () => {
  it('has copy for every variation, each distinct, with three stats', () => {
    const variants = HOMEPAGE_VARIATIONS.map((id) => homeVariants[id]);
    expect(new Set(variants.map((v) => v.hero.title)).size).toBe(5);
    expect(new Set(variants.map((v) => v.cta.title)).size).toBe(5);
    expect(new Set(variants.map((v) => v.features.sectionTitle)).size).toBe(5);
    for (const variant of variants) {
      expect(variant.stats).toHaveLength(3);
      for (const name of [variant.hero.image, variant.features.image]) {
        const drawing = renderToStaticMarkup(createElement(HomeIllustration, { name }));
        expect(/aria-label="([^"]+)"/.exec(drawing)?.[1]?.length, name).toBeGreaterThan(10);
      }
    }
  });

  it('states only figures that are true of the product', () => {
    const figures = HOMEPAGE_VARIATIONS.flatMap((id) => homeVariants[id].stats.map((stat) => stat.value));
    const allowed = [
      '100% free',
      `${MAX_POLICIES} policies`,
      '4 item types',
      megabytes(QUICK_UPLOAD_POLICY_MAX_BYTES, ' '),
      '3 countries',
      '3 verdicts',
      '1 short form',
    ];
    for (const figure of figures.filter((value) => /\d/.test(value))) expect(allowed).toContain(figure);
  });
});
