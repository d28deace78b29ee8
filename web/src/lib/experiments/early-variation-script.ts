/**
 * The inline script of a prerendered page's <head> that shows its A/B variations from the first
 * paint (see early-variation.ts). This file holds that one function and nothing else: its text,
 * compiled on its own, is the script, so it may use nothing from outside itself.
 */
/**
 * Sets `data-<experiment id>` (and `-source`) on <html> for each experiment it can decide. Never
 * throws; on any doubt it sets nothing and the page shows the default until the SDK decides.
 */
export function showEarlyVariations(doc: Document, storage: () => Storage | undefined): void {
  const VISITOR_ID_KEY = 'policylens.visitor-id';
  const VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
  const PLAIN_RULE_KEYS = new Set(['id', 'key', 'name', 'meta', 'hashAttribute', 'hashVersion', 'seed']);
  for (const key of ['coverage', 'variations', 'weights']) PLAIN_RULE_KEYS.add(key);
  const fnv32a = (text: string): number => {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash += (hash << 1) + (hash << 4) + (hash << 7) + (hash << 8) + (hash << 24);
    }
    return hash >>> 0;
  };
  const visitorId = (): string | undefined => {
    const store = storage();
    if (!store) return undefined;
    const existing = store.getItem(VISITOR_ID_KEY);
    if (existing && VISITOR_ID_PATTERN.test(existing)) return existing;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    store.setItem(VISITOR_ID_KEY, id);
    return store.getItem(VISITOR_ID_KEY) === id ? id : undefined;
  };
  /** The variation's index for the plain rule shape, -1 outside the experiment, undefined for any other shape. */
  const choose = (rule: Readonly<Record<string, unknown>>, variations: readonly string[], id: string) => {
    const { weights, variations: listed, coverage = 1 } = rule;
    if (Object.keys(rule).some((key) => !PLAIN_RULE_KEYS.has(key))) return undefined;
    if ((rule.hashAttribute ?? 'id') !== 'id' || rule.hashVersion !== 2 || typeof rule.seed !== 'string')
      return undefined;
    if (!Array.isArray(listed) || listed.join('\u0000') !== variations.join('\u0000')) return undefined;
    if (!Array.isArray(weights) || weights.length !== listed.length) return undefined;
    if (typeof coverage !== 'number' || coverage < 0 || coverage > 1) return undefined;
    const total = weights.reduce((sum: number, weight: unknown) => sum + Number(weight), 0);
    if (!(total >= 0.99 && total <= 1.01)) return undefined;
    const bucket = (fnv32a(`${fnv32a(rule.seed + id)}`) % 10000) / 10000;
    let start = 0;
    for (let i = 0; i < weights.length; i++) {
      const weight = Number(weights[i]);
      if (bucket >= start && bucket < start + coverage * weight) return i;
      start += weight;
    }
    return -1;
  };
  try {
    const rules = doc.getElementById('early-experiments')?.textContent;
    if (!rules) return;
    const experiments: { id: string; variations: string[]; rule: Record<string, unknown> }[] =
      JSON.parse(rules);
    const search = new URLSearchParams(doc.location.search);
    for (const experiment of experiments) {
      const forced = search.get('variant');
      let variation: string | undefined;
      let source = 'forced';
      if (forced !== null && experiment.variations.includes(forced)) variation = forced;
      else {
        const id = visitorId();
        const index = id === undefined ? undefined : choose(experiment.rule, experiment.variations, id);
        if (index === undefined) continue;
        // Outside the experiment's coverage: the default, decided, and not a view of the test.
        variation = experiment.variations[index];
        source = index < 0 ? 'default' : 'experiment';
      }
      if (variation !== undefined) doc.documentElement.setAttribute(`data-${experiment.id}`, variation);
      doc.documentElement.setAttribute(`data-${experiment.id}-source`, source);
    }
  } catch {
    // Blocked storage, a malformed rule: the page shows the default until the SDK decides.
  }
}
