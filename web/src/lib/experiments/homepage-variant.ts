import type { ExperimentDefinition } from './experiment';

export const HOMEPAGE_VARIATIONS = ['control', 'variantA', 'variantB', 'variantC', 'variantD'] as const;
export type HomepageVariation = (typeof HOMEPAGE_VARIATIONS)[number];

/** The home page's hero, stats, features and closing copy (spec 3, 'Experiment'). */
export const homepageExperiment: ExperimentDefinition<HomepageVariation> = {
  id: 'homepage-variant',
  variations: HOMEPAGE_VARIATIONS,
  defaultVariation: 'control',
};
