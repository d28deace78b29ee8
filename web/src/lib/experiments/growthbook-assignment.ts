import { type FeatureApiResponse, GrowthBook } from '@growthbook/growthbook';
import { type Assignment, defaultAssignment, type ExperimentDefinition, isVariation } from './experiment';
import type { FeaturesPayload } from './features-payload';

/**
 * Evaluates the experiment's feature for one visitor with the GrowthBook SDK, from a features
 * file we serve ourselves: no API host, no client key, no cache, no visual or redirect tests. The
 * visitor id is the hashing attribute, so the same visitor always lands in the same variation.
 */
export function assignWithGrowthBook<V extends string>(
  experiment: ExperimentDefinition<V>,
  payload: FeaturesPayload,
  visitorId: string,
): Assignment<V> {
  const growthbook = new GrowthBook({
    attributes: { id: visitorId },
    disableCache: true,
    disableVisualExperiments: true,
    disableUrlRedirectExperiments: true,
    disableJsInjection: true,
  });
  try {
    growthbook.initSync({ payload: payload as FeatureApiResponse, streaming: false });
    const result = growthbook.evalFeature(experiment.id);
    if (!isVariation(experiment, result.value)) return defaultAssignment(experiment);
    const inExperiment = result.source === 'experiment' && result.experimentResult?.inExperiment === true;
    return { variation: result.value, source: inExperiment ? 'experiment' : 'default' };
  } finally {
    growthbook.destroy();
  }
}
