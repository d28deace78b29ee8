import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { type CoverageView, coverageViewSchema } from './coverage-store';
import { keys } from './keys';

/**
 * The cover last worked out for one policy and item kind, with the basis it was worked out from
 * (its documents, the plan, the analyser and its model version): asked again on the same basis,
 * it is answered from here instead of being worked out (and counted) again. Kept for 30 days.
 */
export interface CoverageResult {
  readonly sub: string;
  readonly policyId: string;
  readonly basis: string;
  readonly coverage: CoverageView;
  readonly tokensUsed: number;
}

const LIFETIME_SECONDS = 30 * 24 * 3600;

const itemSchema = z.object({
  basis: z.string(),
  coverage: coverageViewSchema,
  tokensUsed: z.number().default(0),
});

export function coverageResultToItem(result: CoverageResult): Record<string, unknown> {
  const { sub, policyId, basis, coverage, tokensUsed } = result;
  return {
    ...keys.coverageResult(sub, policyId, coverage.itemType),
    entity: 'coverage-result',
    basis,
    coverage,
    tokensUsed,
    expiresAt: Math.floor(Date.now() / 1000) + LIFETIME_SECONDS,
  };
}

export async function saveCoverageResult(result: CoverageResult): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: config().tableName, Item: coverageResultToItem(result) }));
}

/** The stored cover of a policy and item when it was worked out on this basis; otherwise undefined. */
export async function findCoverageResult(
  sub: string,
  policyId: string,
  itemType: string,
  basis: string,
): Promise<{ coverage: CoverageView; tokensUsed: number } | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: config().tableName, Key: keys.coverageResult(sub, policyId, itemType) }),
  );
  if (!out.Item) return undefined;
  const stored = itemSchema.parse(out.Item);
  return stored.basis === basis ? { coverage: stored.coverage, tokensUsed: stored.tokensUsed } : undefined;
}
