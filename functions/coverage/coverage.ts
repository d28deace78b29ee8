import { ITEM_TYPE_STORAGE, type ItemType } from '#domain/insurance';
import { readPolicyTerms } from '#functions/analysis/decide/compare/policy-terms';
import { planNamesFor } from '#functions/analysis/understand/benefit-table';
import { policyModel } from '#functions/analysis/understand/policy-model';
import { analyzer } from '../analysis/decide/analyzer';
import { groundCoverage } from '../analysis/decide/grounding';
import { loadPolicyDocuments, withFileIds } from '../analysis/understand/policy-documents';
import type { CoverageView } from '../data/coverage-store';
import { config } from '../lib/config';
import { coverageBasis } from './coverage-basis';

/**
 * Item coverage worked out from one policy's documents, for the plan the user holds, and the basis
 * it was worked out on: the work the coverage worker does (coverage-jobs.ts answers the request).
 */
export async function workOutCoverage(
  sub: string,
  itemType: ItemType,
  policyId: string,
): Promise<{ view: CoverageView; tokensUsed: number; basis: string }> {
  const { policy, documents } = await loadPolicyDocuments(sub, policyId);
  const plan = policy.plan ?? null;
  const result = groundCoverage(documents, await analyzer().coverage(documents, itemType, plan));
  const cite = (c: typeof result.amountCitation) =>
    c ? (withFileIds(policy.files, [c], documents)[0] ?? null) : null;
  const view: CoverageView = {
    itemType,
    storedItemType: ITEM_TYPE_STORAGE[itemType],
    currency: result.currency,
    amount: result.amount,
    amountCitation: cite(result.amountCitation),
    status: result.status,
    plans: [...(result.plans ?? [])],
    // Every set of plans the tables print, not only the set the figures were read from.
    planNames: planNamesFor(documents, itemType),
    plan,
    subCoverages: Object.fromEntries(
      Object.entries(result.subCoverages).map(([key, s]) => [
        key,
        {
          amount: s.amount,
          currency: s.currency,
          status: s.status,
          tiers: [...(s.tiers ?? [])],
          plans: [...(s.plans ?? [])],
          citation: cite(s.citation),
        },
      ]),
    ),
    citations: withFileIds(policy.files, result.citations, documents),
    // Read by rule from the policy's clauses whichever analyser worked out the figures.
    terms: readPolicyTerms(policyModel(documents), itemType).map((term) => ({
      ...term,
      citation: withFileIds(policy.files, [term.citation], documents)[0] ?? {
        ...term.citation,
        fileId: null,
      },
    })),
    sourcePolicyId: policy.id,
    sourcePolicyName: policy.name,
    updatedAt: new Date().toISOString(),
  };
  return { view, tokensUsed: result.tokensUsed, basis: coverageBasis(policy, config()) };
}
