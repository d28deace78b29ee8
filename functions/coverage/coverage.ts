import { ITEM_TYPE_STORAGE, type ItemType } from '../../domain/insurance';
import { analyzer } from '../analysis/analyzer';
import { groundCoverage } from '../analysis/grounding';
import { loadPolicyDocuments, withFileIds } from '../analysis/policy-documents';
import { ANALYSES_PER_HOUR, ANALYSIS_LIMIT_MESSAGE } from '../data/analysis-quota';
import { takeToken } from '../data/rate-limit';
import { ValidationError } from '../lib/errors';
import { type CoverageView, saveCoverage } from './coverage-store';

export type { CoverageView };

/** Item coverage: worked out from one policy, kept per user and item kind (upserted). */
export { ANALYSES_PER_HOUR, ANALYSIS_LIMIT_MESSAGE };
export const NO_SCHEDULE_MESSAGE = 'No Policy Schedule document found for this policy';

export async function calculateCoverage(
  sub: string,
  itemType: ItemType,
  policyId: string,
  options: { keep: boolean } = { keep: true },
): Promise<CoverageView> {
  const { policy, documents } = await loadPolicyDocuments(sub, policyId);
  if (!policy.files.some((f) => f.fileType === 'policy_schedule'))
    throw new ValidationError(NO_SCHEDULE_MESSAGE);
  await takeToken(`analysis#${sub}`, ANALYSES_PER_HOUR, 3600, ANALYSIS_LIMIT_MESSAGE);
  const plan = policy.plan ?? null;
  const result = groundCoverage(documents, await analyzer().coverage(documents, itemType, plan));
  const cite = (c: typeof result.amountCitation) => (c ? (withFileIds(policy.files, [c])[0] ?? null) : null);
  const view: CoverageView = {
    itemType,
    storedItemType: ITEM_TYPE_STORAGE[itemType],
    currency: result.currency,
    amount: result.amount,
    amountCitation: cite(result.amountCitation),
    plans: [...(result.plans ?? [])],
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
    citations: withFileIds(policy.files, result.citations),
    sourcePolicyId: policy.id,
    sourcePolicyName: policy.name,
    updatedAt: new Date().toISOString(),
  };
  if (options.keep) await saveCoverage(sub, view, result.tokensUsed);
  return view;
}
