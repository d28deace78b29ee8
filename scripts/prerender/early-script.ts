import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import type { EarlyExperiment } from '#web/lib/experiments/early-variation';
import type { ExperimentDefinition } from '#web/lib/experiments/experiment';

const SCRIPT_SOURCE = new URL('../../web/src/lib/experiments/early-variation-script.ts', import.meta.url);

/**
 * The inline script that shows a page's A/B variations from its first paint: the one function of
 * early-variation-script.ts, compiled on its own and called with the page's document. Built from
 * the file's text, so the prerender, the local server and the CDK app all get the same bytes.
 */
export function buildEarlyScript(source: string = readFileSync(SCRIPT_SOURCE, 'utf8')): string {
  const call =
    'showEarlyVariations(document, function () { try { return localStorage; } catch (e) { return undefined; } });';
  const program = `${source.replace(/^export function /m, 'function ')}\n${call}`;
  return transformSync(program, { loader: 'ts', format: 'iife', minify: true, target: 'es2020' }).code.trim();
}

export const EARLY_SCRIPT = buildEarlyScript();

/** The script-src source that allows it, and no other inline script. */
export const EARLY_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;

function featureRules(features: unknown, id: string): unknown[] | undefined {
  if (typeof features !== 'object' || features === null || !('features' in features)) return undefined;
  const all = features.features;
  if (typeof all !== 'object' || all === null || !(id in all)) return undefined;
  const feature: unknown = (all as Record<string, unknown>)[id];
  if (typeof feature !== 'object' || feature === null || !('rules' in feature)) return undefined;
  return Array.isArray(feature.rules) ? feature.rules : undefined;
}

/**
 * What the inline script needs of each experiment, from the features file the site serves: an
 * experiment with one rule only (the SDK weighs several against each other; such a test is
 * decided once the page's code runs).
 */
export function earlyExperiments(
  features: unknown,
  experiments: readonly ExperimentDefinition[],
): EarlyExperiment[] {
  return experiments.flatMap((experiment) => {
    const rules = featureRules(features, experiment.id);
    const rule = rules?.length === 1 ? rules[0] : undefined;
    if (typeof rule !== 'object' || rule === null) return [];
    return [{ id: experiment.id, variations: experiment.variations, rule: rule as Record<string, unknown> }];
  });
}
