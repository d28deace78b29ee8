import { useEffect, useSyncExternalStore } from 'react';
import { resolveAssignment, type VisitorAssignment } from './assignment';
import { localStore } from './browser-storage';
import { defaultAssignment, type ExperimentDefinition } from './experiment';
import { recordExposureOnce } from './exposure';
import { loadFeatures } from './features-payload';
import { readOrCreateVisitorId } from './visitor-id';

interface ExperimentStore<V extends string> {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => VisitorAssignment<V>;
  /** Prerendered pages and the first render over them always show the default. */
  readonly getServerSnapshot: () => VisitorAssignment<V>;
  readonly start: () => void;
}

/** Works out this browser's assignment; the GrowthBook SDK is loaded only when it is needed. */
function resolveInBrowser<V extends string>(
  experiment: ExperimentDefinition<V>,
): Promise<VisitorAssignment<V>> {
  const store = localStore();
  return resolveAssignment({
    experiment,
    search: window.location.search,
    visitorId: readOrCreateVisitorId(store),
    loadPayload: () => loadFeatures({ store, now: Date.now }),
    evaluate: async (payload, visitorId) => {
      const { assignWithGrowthBook } = await import('./growthbook-assignment');
      return assignWithGrowthBook(experiment, payload, visitorId);
    },
  });
}

const stores = new Map<string, ExperimentStore<string>>();

function storeFor<V extends string>(experiment: ExperimentDefinition<V>): ExperimentStore<V> {
  const existing = stores.get(experiment.id);
  if (existing) return existing as unknown as ExperimentStore<V>;
  const initial: VisitorAssignment<V> = defaultAssignment(experiment);
  let current = initial;
  let started = false;
  const listeners = new Set<() => void>();
  const start = () => {
    if (started) return;
    started = true;
    void resolveInBrowser(experiment).then((assignment) => {
      current = assignment;
      for (const listener of listeners) listener();
    });
  };
  const store: ExperimentStore<V> = {
    subscribe: (listener) => {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
    getServerSnapshot: () => initial,
    start,
  };
  stores.set(experiment.id, store as unknown as ExperimentStore<string>);
  return store;
}

/**
 * Begins working out the assignment before the page renders (e.g. while the app starts), so the
 * variation is ready sooner. Browser only.
 */
export function startExperiment<V extends string>(experiment: ExperimentDefinition<V>): void {
  storeFor(experiment).start();
}

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
    void recordExposureOnce(localStore(), {
      experimentId: experiment.id,
      variationId: variation,
      visitorId,
    });
  }, [assignment, experiment.id]);
  return assignment.variation;
}
