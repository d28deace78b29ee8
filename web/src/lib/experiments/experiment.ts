/** An A/B test: its id (also the feature key in the features file) and the variations it can show. */
export interface ExperimentDefinition<V extends string = string> {
  readonly id: string;
  readonly variations: readonly V[];
  /** What everyone sees when the test cannot run: before the page is interactive, or when anything fails. */
  readonly defaultVariation: V;
}

/**
 * Where a visitor's variation came from. Only 'experiment' and 'forced' count as a view of the
 * test; 'default' is the fallback and is never recorded.
 */
export type AssignmentSource = 'experiment' | 'forced' | 'default';

export interface Assignment<V extends string = string> {
  readonly variation: V;
  readonly source: AssignmentSource;
}

export function defaultAssignment<V extends string>(experiment: ExperimentDefinition<V>): Assignment<V> {
  return { variation: experiment.defaultVariation, source: 'default' };
}

export function isVariation<V extends string>(
  experiment: ExperimentDefinition<V>,
  value: unknown,
): value is V {
  return typeof value === 'string' && (experiment.variations as readonly string[]).includes(value);
}
