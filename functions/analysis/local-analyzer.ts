import { assessClaimByRules } from './decide/assess-claim';
import { analyseCoverage } from './local-coverage';
import { claimForPlan } from './plan-limit';
import type { Analyzer } from './types';

/** The analyser that runs with no network: deterministic, and every answer points at its clause. */
export const localAnalyzer: Analyzer = {
  coverage: async (documents, itemType, plan) => analyseCoverage(documents, itemType, plan ?? null),
  assessClaim: async (documents, facts) =>
    claimForPlan(documents, assessClaimByRules(documents, facts), facts),
};
