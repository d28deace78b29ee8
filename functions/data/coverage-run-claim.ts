import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ITEM_TYPES, type ItemType } from '#domain/insurance';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { STALE_AFTER_MS } from '../lib/queued-work';
import { keys } from './keys';
import { conditionFailed } from './update-expression';

/**
 * Which job works out one calculation (a user's policy and item on one basis) while it runs. It is
 * written under a condition before the allowance is counted, so of two requests for the same
 * calculation at the same instant only one runs and is counted; the other follows its job. It
 * holds only while that job is pending: a request that finds the job settled takes it over (a done
 * job answers it first), one left by a request that could not start its job is removed, and one
 * older than STALE_AFTER_MS lapses (TTL then drops the row).
 */
export interface CoverageRunClaim {
  readonly sub: string;
  readonly policyId: string;
  readonly itemType: ItemType;
  readonly basis: string;
  /** The job that runs the calculation. */
  readonly jobId: string;
  /** When it was claimed: the job's `createdAt`. */
  readonly claimedAt: string;
}

/** The calculation a claim is for: whose, which policy and item, on which basis. */
export type CoverageRunKey = Pick<CoverageRunClaim, 'sub' | 'policyId' | 'itemType' | 'basis'>;

const itemSchema = z.object({
  PK: z.string().startsWith(keys.userPartition('')),
  SK: z.string().startsWith(keys.coverageRunPrefix),
  policyId: z.string(),
  itemType: z.enum(ITEM_TYPES),
  basis: z.string(),
  jobId: z.string(),
  claimedAt: z.string(),
});

/** When a claim made at `claimedAt` lapses, as epoch seconds (its TTL too). Pure. */
export function claimLapsesAt(claimedAt: string): number {
  return Math.ceil((Date.parse(claimedAt) + STALE_AFTER_MS) / 1000);
}

const keyOf = (run: CoverageRunKey) => keys.coverageRun(run.sub, run.policyId, run.itemType, run.basis);

export function coverageRunClaimToItem(claim: CoverageRunClaim): Record<string, unknown> {
  const { sub: _sub, ...fields } = claim;
  return { ...keyOf(claim), entity: 'coverage-run', ...fields, expiresAt: claimLapsesAt(claim.claimedAt) };
}

export function coverageRunClaimFromItem(item: Record<string, unknown>): CoverageRunClaim {
  const { PK, SK: _sk, ...fields } = itemSchema.parse(item);
  return { sub: keys.subOf(PK) ?? '', ...fields };
}

const table = () => config().tableName;

/**
 * Claims a calculation for a job: true when written, false while another job holds it. `replacing`
 * takes over the claim of a job that can no longer answer (failed, or never saved).
 */
export async function claimCoverageRun(claim: CoverageRunClaim, replacing?: string): Promise<boolean> {
  const lapsed = 'attribute_not_exists(PK) OR expiresAt < :now';
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: coverageRunClaimToItem(claim),
        ConditionExpression: replacing ? `${lapsed} OR jobId = :replacing` : lapsed,
        ExpressionAttributeValues: {
          ':now': Math.floor(Date.now() / 1000),
          ...(replacing ? { ':replacing': replacing } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** The claim on a calculation, read consistently; undefined when there is none. */
export async function findCoverageRunClaim(run: CoverageRunKey): Promise<CoverageRunClaim | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keyOf(run), ConsistentRead: true }),
  );
  return out.Item ? coverageRunClaimFromItem(out.Item) : undefined;
}

/** Gives up a job's claim (its request failed), leaving one another job has taken since alone. */
export async function releaseCoverageRun(claim: CoverageRunClaim): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: keyOf(claim),
        ConditionExpression: 'jobId = :jobId',
        ExpressionAttributeValues: { ':jobId': claim.jobId },
      }),
    );
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}
