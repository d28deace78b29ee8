import { takeToken } from './rate-limit';

/**
 * Every analysis a user asks for (a coverage calculation, a claim assessment or its retry) counts
 * against one hourly allowance. Kept apart from the analysers, so the routes that only count do not
 * bundle them.
 */
export const ANALYSES_PER_HOUR = 30;
export const ANALYSIS_LIMIT_MESSAGE =
  'You have reached the limit of 30 analyses an hour. Please try again later.';

/** Counts one analysis of the user's, or throws the limit's 429. */
export function takeAnalysisToken(sub: string): Promise<void> {
  return takeToken(`analysis#${sub}`, ANALYSES_PER_HOUR, 3600, ANALYSIS_LIMIT_MESSAGE);
}
