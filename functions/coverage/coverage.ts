import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ITEM_TYPE_STORAGE, ITEM_TYPES, type ItemType } from '../../domain/insurance';
import { analyzer } from '../analysis/analyzer';
import { groundCoverage } from '../analysis/grounding';
import { loadPolicyDocuments, type StoredCitation, withFileIds } from '../analysis/policy-documents';
import type { PlanFigure } from '../analysis/types';
import { ANALYSES_PER_HOUR, ANALYSIS_LIMIT_MESSAGE } from '../data/analysis-quota';
import { keys } from '../data/keys';
import { takeToken } from '../data/rate-limit';
import { dynamo } from '../lib/clients';
import { config } from '../lib/config';
import { ValidationError } from '../lib/errors';

/** Item coverage: worked out from one policy, kept per user and item kind (upserted). */
export { ANALYSES_PER_HOUR, ANALYSIS_LIMIT_MESSAGE };
export const NO_SCHEDULE_MESSAGE = 'No Policy Schedule document found for this policy';

export interface CoverageView {
  readonly itemType: ItemType;
  readonly storedItemType: string;
  readonly currency: string | null;
  readonly amount: number | null;
  readonly amountCitation: StoredCitation | null;
  /** Each plan's headline figure, when the documents have one column per plan. */
  readonly plans: PlanFigure[];
  /** The plan the figures were read for: the one the user holds, or null when not said. */
  readonly plan: string | null;
  readonly subCoverages: Record<
    string,
    {
      amount: number | null;
      currency: string | null;
      status: string;
      tiers: number[];
      plans: PlanFigure[];
      citation: StoredCitation | null;
    }
  >;
  readonly citations: readonly StoredCitation[];
  readonly sourcePolicyId: string;
  readonly sourcePolicyName: string;
  readonly updatedAt: string;
}

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
  if (!options.keep) return view;
  await dynamo().send(
    new PutCommand({
      TableName: config().tableName,
      Item: { ...keys.coverage(sub, itemType), entity: 'coverage', ...view, tokensUsed: result.tokensUsed },
    }),
  );
  return view;
}

export async function listCoverage(sub: string): Promise<CoverageView[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: config().tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(sub), ':prefix': keys.coveragePrefix },
    }),
  );
  return (out.Items ?? [])
    .map(({ PK: _pk, SK: _sk, entity: _e, tokensUsed: _t, ...view }) => view as unknown as CoverageView)
    .filter((v) => ITEM_TYPES.includes(v.itemType))
    .sort((a, b) => ITEM_TYPES.indexOf(a.itemType) - ITEM_TYPES.indexOf(b.itemType));
}
