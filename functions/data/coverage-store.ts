import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ITEM_TYPES, type ItemType } from '../../domain/insurance';
import type { StoredCitation } from '../analysis/policy-documents';
import type { PlanFigure } from '../analysis/types';
import { keys } from '../data/keys';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';

/**
 * Item coverage as it is kept, per user and item kind: read by the list without any of the
 * analysis code, so listing stays small and fast.
 */
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

/** Keeps a worked-out coverage for its item kind (the latest replaces the one before). */
export async function saveCoverage(sub: string, view: CoverageView, tokensUsed: number): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config().tableName,
      Item: { ...keys.coverage(sub, view.itemType), entity: 'coverage', ...view, tokensUsed },
    }),
  );
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
