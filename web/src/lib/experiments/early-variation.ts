/**
 * A/B variations shown from a prerendered page's first paint, with no swap once its code loads.
 *
 * The prerender writes every variation's markup into the page, the experiments' rules as JSON,
 * and `showEarlyVariations` (early-variation-script.ts) as an inline script in <head> (allowed by the hash of its text in
 * the Content-Security-Policy). Before the body is parsed the script sets `data-<experiment id>`
 * on <html> to this visitor's variation, and the stylesheet hides every other one.
 *
 * It decides the plain shape of an experiment rule only (GrowthBook's hash version 2 on the
 * visitor id, with coverage and weights, and no conditions, namespaces or filters), the way the
 * GrowthBook SDK does for that shape (a unit test holds the two to the same answers). A rule of
 * any other shape is left to the SDK once the page's code runs.
 */

/** The `id` of the JSON element holding the experiments' rules, read by the inline script. */
export const EARLY_RULES_ELEMENT_ID = 'early-experiments';

/** One experiment as the inline script reads it: its variations and its rule from the features file. */
export interface EarlyExperiment {
  readonly id: string;
  readonly variations: readonly string[];
  readonly rule: Readonly<Record<string, unknown>>;
}

/** The `<html>` attribute naming an experiment's variation, e.g. `data-homepage-variant`. */
export function variationAttribute(experimentId: string): string {
  return `data-${experimentId}`;
}

/** Its companion, set whenever the script decided: `experiment`, `forced` or `default` (outside the test). */
export function sourceAttribute(experimentId: string): string {
  return `data-${experimentId}-source`;
}
