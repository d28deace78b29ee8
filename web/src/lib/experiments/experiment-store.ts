import type { VisitorAssignment } from './assignment';
import { sourceAttribute, variationAttribute } from './early-variation';
import {
  type AssignmentSource,
  defaultAssignment,
  type ExperimentDefinition,
  isVariation,
} from './experiment';

/**
 * Each experiment's assignment for this browser, worked out once per page load. Nothing here
 * needs React, so a page can begin working it out before its own code has loaded; the features
 * file's reader and the GrowthBook SDK load only when an assignment is worked out.
 */
export interface ExperimentStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => VisitorAssignment;
  /** Prerendered pages and the first render over them always show the default. */
  readonly getServerSnapshot: () => VisitorAssignment;
  readonly start: () => void;
}

const EARLY_SOURCES: readonly string[] = ['experiment', 'forced', 'default'] satisfies AssignmentSource[];

/** What the page's inline script decided before the first paint, if it decided. */
async function earlyAssignment(experiment: ExperimentDefinition): Promise<VisitorAssignment | undefined> {
  const root = document.documentElement;
  const source = root.getAttribute(sourceAttribute(experiment.id));
  if (source === null || !EARLY_SOURCES.includes(source)) return undefined;
  const variation = root.getAttribute(variationAttribute(experiment.id));
  if (source === 'default' || !isVariation(experiment, variation)) return defaultAssignment(experiment);
  const [{ localStore }, { readOrCreateVisitorId }] = await Promise.all([
    import('./browser-storage'),
    import('./visitor-id'),
  ]);
  const visitorId = readOrCreateVisitorId(localStore());
  return { variation, source: source as AssignmentSource, ...(visitorId && { visitorId }) };
}

/** The stylesheet shows the variation named on <html>; with none named, the default. */
function showVariation(experiment: ExperimentDefinition, assignment: VisitorAssignment): void {
  if (assignment.source === 'default') return;
  document.documentElement.setAttribute(variationAttribute(experiment.id), assignment.variation);
}

async function resolveInBrowser(experiment: ExperimentDefinition): Promise<VisitorAssignment> {
  const early = await earlyAssignment(experiment);
  if (early) return early;
  const assignment = await resolveLate(experiment);
  showVariation(experiment, assignment);
  return assignment;
}

/** Worked out once the page's code runs: a page without the inline script, or a rule it left alone. */
async function resolveLate(experiment: ExperimentDefinition): Promise<VisitorAssignment> {
  const [{ resolveAssignment }, { localStore }, { loadFeatures }, { readOrCreateVisitorId }] =
    await Promise.all([
      import('./assignment'),
      import('./browser-storage'),
      import('./features-payload'),
      import('./visitor-id'),
    ]);
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

const stores = new Map<string, ExperimentStore>();

export function storeFor(experiment: ExperimentDefinition): ExperimentStore {
  const existing = stores.get(experiment.id);
  if (existing) return existing;
  const initial: VisitorAssignment = defaultAssignment(experiment);
  let current = initial;
  let started = false;
  const listeners = new Set<() => void>();
  const start = () => {
    if (started) return;
    started = true;
    void resolveInBrowser(experiment).then(
      (assignment) => {
        current = assignment;
        for (const listener of listeners) listener();
      },
      // The default stays: a visitor whose assignment cannot be worked out sees the control.
      () => undefined,
    );
  };
  const store: ExperimentStore = {
    subscribe: (listener) => {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
    getServerSnapshot: () => initial,
    start,
  };
  stores.set(experiment.id, store);
  return store;
}

/**
 * Begins working out the assignment before the page renders (e.g. while its code loads), so the
 * variation is ready sooner. Browser only.
 */
export function startExperiment(experiment: ExperimentDefinition): void {
  storeFor(experiment).start();
}
