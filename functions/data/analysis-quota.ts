import { ANALYSIS_ALLOWANCES, type AnalysisAllowance, limitReachedMessage } from '#domain/analysis-limits';
import { takeToken } from './rate-limit';

/**
 * Each kind of analysis a user asks for counts against its own hourly allowance: claim
 * assessments (and their retries) apart from coverage calculations, so working out cover never
 * stops a claim. Kept apart from the analysers, so the routes that only count do not bundle them.
 */
export function takeAnalysisToken(sub: string, allowance: AnalysisAllowance): Promise<void> {
  return takeToken(`analysis-${allowance}#${sub}`, ANALYSIS_ALLOWANCES[allowance].perHour, 3600, (retryAt) =>
    limitReachedMessage(allowance, retryAt),
  );
}
