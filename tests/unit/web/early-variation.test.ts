import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEarlyScript, EARLY_SCRIPT, EARLY_SCRIPT_SOURCE } from '#scripts/prerender/early-script';
import { EARLY_RULES_ELEMENT_ID, type EarlyExperiment } from '#web/lib/experiments/early-variation';
import { showEarlyVariations } from '#web/lib/experiments/early-variation-script';
import { parseFeaturesPayload } from '#web/lib/experiments/features-payload';
import { assignWithGrowthBook } from '#web/lib/experiments/growthbook-assignment';
import { HOMEPAGE_VARIATIONS, homepageExperiment } from '#web/lib/experiments/homepage-variant';
import { newVisitorId, VISITOR_ID_KEY } from '#web/lib/experiments/visitor-id';

const featuresFile = parseFeaturesPayload(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../web/public/features.json'), 'utf8')),
);
const homeRule = featuresFile.features['homepage-variant']?.rules?.[0] ?? {};

/** Just enough of a page's document for the inline script: <html>'s attributes, one element, the address. */
function page(experiments: readonly EarlyExperiment[] | undefined, search = '') {
  const attributes = new Map<string, string>();
  const doc = {
    location: { search },
    documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) },
    getElementById: (id: string) =>
      id === EARLY_RULES_ELEMENT_ID && experiments ? { textContent: JSON.stringify(experiments) } : null,
  };
  return { doc: doc as unknown as Document, attributes };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  return { data, storage: () => storage as unknown as Storage };
}

const home = (rule: Record<string, unknown> = homeRule): EarlyExperiment => ({
  id: 'homepage-variant',
  variations: HOMEPAGE_VARIATIONS,
  rule,
});

/** The payload GrowthBook would read for the same rule. */
const payloadWith = (rule: Record<string, unknown>) => ({
  features: { 'homepage-variant': { defaultValue: 'control', rules: [rule] } },
});

function early(rule: Record<string, unknown>, visitorId: string) {
  const { doc, attributes } = page([home(rule)]);
  showEarlyVariations(doc, memoryStorage({ [VISITOR_ID_KEY]: visitorId }).storage);
  return {
    variation: attributes.get('data-homepage-variant') ?? 'control',
    source: attributes.get('data-homepage-variant-source'),
  };
}

describe('the variation decided before the first paint', () => {
  it('agrees with the GrowthBook SDK for every visitor, with the features file as served', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const visitorId = newVisitorId();
      const sdk = assignWithGrowthBook(homepageExperiment, featuresFile, visitorId);
      const decided = early(homeRule, visitorId);
      expect(decided, visitorId).toEqual({ variation: sdk.variation, source: sdk.source });
      seen.add(decided.variation);
    }
    expect([...seen].sort()).toEqual([...HOMEPAGE_VARIATIONS].sort());
  });

  it('agrees with the SDK on partial coverage and uneven weights, outside the test included', () => {
    const rule = { ...homeRule, coverage: 0.5, weights: [0.5, 0.125, 0.125, 0.125, 0.125] };
    const sources = new Set<string | undefined>();
    for (let i = 0; i < 1000; i++) {
      const visitorId = newVisitorId();
      const sdk = assignWithGrowthBook(homepageExperiment, payloadWith(rule), visitorId);
      const decided = early(rule, visitorId);
      expect(decided, visitorId).toEqual({ variation: sdk.variation, source: sdk.source });
      sources.add(decided.source);
    }
    expect([...sources].sort()).toEqual(['default', 'experiment']);
  });

  it('makes and keeps a visitor id where there is none, as the app does', () => {
    const { doc, attributes } = page([home()]);
    const { data, storage } = memoryStorage();
    showEarlyVariations(doc, storage);
    const visitorId = data.get(VISITOR_ID_KEY) ?? '';
    expect(visitorId).toMatch(/^[0-9a-f]{32}$/);
    const sdk = assignWithGrowthBook(homepageExperiment, featuresFile, visitorId);
    expect(attributes.get('data-homepage-variant')).toBe(sdk.variation);
  });

  it('shows a forced variation, even without storage', () => {
    const { doc, attributes } = page([home()], '?variant=variantC');
    showEarlyVariations(doc, () => undefined);
    expect(Object.fromEntries(attributes)).toEqual({
      'data-homepage-variant': 'variantC',
      'data-homepage-variant-source': 'forced',
    });
  });

  it.each([
    ['a condition on the visitor', { condition: { country: 'GB' } }],
    ['a namespace', { namespace: ['home', 0, 0.5] }],
    ['the first hashing version', { hashVersion: 1 }],
    ['another hash attribute', { hashAttribute: 'deviceId' }],
    ['weights that do not match the variations', { weights: [0.5, 0.5] }],
    ['variations in another order', { variations: [...HOMEPAGE_VARIATIONS].reverse() }],
  ])('leaves a rule with %s to the SDK', (_, change) => {
    const { doc, attributes } = page([home({ ...homeRule, ...change })]);
    showEarlyVariations(doc, memoryStorage().storage);
    expect(attributes.size).toBe(0);
  });

  it('sets nothing when storage is blocked, the rules are missing or malformed', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    for (const [doc, storage] of [
      [page([home()]).doc, blocked],
      [page(undefined).doc, memoryStorage().storage],
      [page([{ id: 'homepage-variant' } as unknown as EarlyExperiment]).doc, memoryStorage().storage],
    ] as const) {
      expect(() => showEarlyVariations(doc, storage)).not.toThrow();
      expect(doc.documentElement).toBeDefined();
    }
    const { doc, attributes } = page([home()]);
    showEarlyVariations(doc, blocked);
    expect(attributes.size).toBe(0);
  });

  it('is one self-contained script, built the same each time, whose hash the page policy names', () => {
    expect(buildEarlyScript()).toBe(EARLY_SCRIPT);
    expect(EARLY_SCRIPT).not.toMatch(/\bimport\b|\brequire\(|__name/);
    expect(EARLY_SCRIPT_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`,
    );
    // It runs on its own, with only the page's globals, and decides as the function does.
    const storage = memoryStorage({ [VISITOR_ID_KEY]: 'visitor-0001' });
    const run = (search: string) => {
      const { doc, attributes } = page([home()], search);
      new Function('document', 'localStorage', EARLY_SCRIPT)(doc, storage.storage());
      return Object.fromEntries(attributes);
    };
    expect(run('?variant=variantB')).toEqual({
      'data-homepage-variant': 'variantB',
      'data-homepage-variant-source': 'forced',
    });
    const { doc, attributes } = page([home()]);
    showEarlyVariations(doc, storage.storage);
    expect(run('')).toEqual(Object.fromEntries(attributes));
  });
});
