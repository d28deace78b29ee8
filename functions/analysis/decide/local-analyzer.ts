import type { Analyzer } from '../understand/types';
import { assessClaimByRules } from './assess-claim';
import { analyseCoverage } from './coverage/local-coverage';
import { claimForPlan } from './coverage/plan-limit';

/** The analyser that runs with no network: deterministic, and every answer points at its clause. */
export const localAnalyzer: Analyzer = {
  coverage: async (documents, itemType, plan) => analyseCoverage(documents, itemType, plan ?? null),
  assessClaim: async (documents, facts) =>
    claimForPlan(documents, assessClaimByRules(documents, facts), facts),
};
