import { useEffect, useSyncExternalStore } from 'react';
import { type ExperimentDefinition, isVariation } from './experiment';
import { storeFor } from './experiment-store';

/**
 * The variation this visitor sees. It is the default on the server, while prerendered markup is
 * hydrated and until the assignment is known; a view is recorded once the variation is on screen.
 */
export function useExperiment<V extends string>(experiment: ExperimentDefinition<V>): V {
  const store = storeFor(experiment);
  const assignment = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  useEffect(() => {
    const { variation, source, visitorId } = assignment;
    if (source === 'default' || !visitorId) return;
    void Promise.all([import('./exposure'), import('./browser-storage')]).then(
      ([{ recordExposureOnce }, { localStore }]) =>
        recordExposureOnce(localStore(), { experimentId: experiment.id, variationId: variation, visitorId }),
    );
  }, [assignment, experiment.id]);
  return isVariation(experiment, assignment.variation) ? assignment.variation : experiment.defaultVariation;
}
