import { type Assignment, defaultAssignment, type ExperimentDefinition, isVariation } from './experiment';
import type { FeaturesPayload } from './features-payload';

/** The query parameter that shows one variation on purpose, for checking each by hand: `?variant=variantB`. */
export const FORCE_PARAMETER = 'variant';

/** The variation named in the address, if it is one of the experiment's. */
export function forcedVariation<V extends string>(
  experiment: ExperimentDefinition<V>,
  search: string,
): V | undefined {
  const value = new URLSearchParams(search).get(FORCE_PARAMETER);
  return isVariation(experiment, value) ? value : undefined;
}

/** An assignment together with the visitor it belongs to (absent when none could be kept). */
export interface VisitorAssignment<V extends string = string> extends Assignment<V> {
  readonly visitorId?: string;
}

export interface ResolveOptions<V extends string> {
  readonly experiment: ExperimentDefinition<V>;
  /** The address's query string, e.g. `?variant=variantB`. */
  readonly search: string;
  /** This browser's visitor id; undefined when storage is blocked, so no assignment can be kept. */
  readonly visitorId: string | undefined;
  readonly loadPayload: () => Promise<FeaturesPayload>;
  readonly evaluate: (payload: FeaturesPayload, visitorId: string) => Assignment<V> | Promise<Assignment<V>>;
}

/**
 * Which variation a visitor sees: a valid forced one first, then the features file's rule for
 * this visitor, and the default whenever something is missing or fails. Never throws.
 */
export async function resolveAssignment<V extends string>(
  options: ResolveOptions<V>,
): Promise<VisitorAssignment<V>> {
  const { experiment, visitorId } = options;
  const forced = forcedVariation(experiment, options.search);
  if (forced) return { variation: forced, source: 'forced', ...(visitorId && { visitorId }) };
  // Without a stored id the assignment would change on every visit; such visitors see the default.
  if (!visitorId) return defaultAssignment(experiment);
  try {
    const payload = await options.loadPayload();
    const assignment = await options.evaluate(payload, visitorId);
    return { ...assignment, visitorId };
  } catch {
    return defaultAssignment(experiment);
  }
}
