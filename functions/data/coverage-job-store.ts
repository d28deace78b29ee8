import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ITEM_TYPES, type ItemType } from '#domain/insurance';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { type CoverageView, coverageViewSchema } from './coverage-store';
import { getItemOrNotFound } from './get-item';
import { keys } from './keys';
import { queryUser } from './query-user';
import { updateIf } from './update-if';

/**
 * A request to work out an item's cover from one policy. It is saved `pending` when asked for; the
 * coverage worker then saves it `done` with the cover it found, or `failed` with a message for the
 * user. Rows expire a day after they were asked for: they are a receipt, not a record (the kept
 * cover is the coverage row).
 */
export type CoverageJobStatus = 'pending' | 'done' | 'failed';

export interface CoverageJob {
  readonly sub: string;
  readonly id: string;
  readonly itemType: ItemType;
  readonly policyId: string;
  /** False for a comparison: the cover is shown, not kept as the item's cover. */
  readonly keep: boolean;
  readonly status: CoverageJobStatus;
  readonly createdAt: string;
  readonly coverage: CoverageView | null;
  readonly error: string | null;
  /** The HTTP status the failure stands for (529 when the analysis service was busy). */
  readonly errorStatus: number | null;
  /**
   * What the cover is worked out from (coverage-basis.ts): the same calculation asked for again
   * while this one runs follows it. Null on rows saved before it was kept.
   */
  readonly basis?: string | null;
}

/** How long a job's row is kept after it was asked for. */
export const JOB_LIFETIME_SECONDS = 24 * 3600;

const NOT_FOUND = 'Coverage calculation not found';

const itemSchema = z.object({
  PK: z.string().startsWith(keys.userPartition('')),
  SK: z.string().startsWith(keys.coverageJobPrefix),
  itemType: z.enum(ITEM_TYPES),
  policyId: z.string(),
  keep: z.boolean(),
  status: z.enum(['pending', 'done', 'failed']),
  createdAt: z.string(),
  coverage: coverageViewSchema.nullable(),
  error: z.string().nullable(),
  errorStatus: z.number().int().nullable().default(null),
  basis: z.string().nullable().optional(),
});

export function coverageJobToItem(job: CoverageJob): Record<string, unknown> {
  const { sub, id, ...fields } = job;
  const expiresAt = Math.floor(Date.parse(job.createdAt) / 1000) + JOB_LIFETIME_SECONDS;
  return { ...keys.coverageJob(sub, id), entity: 'coverage-job', ...fields, expiresAt };
}

export function coverageJobFromItem(item: Record<string, unknown>): CoverageJob {
  const { PK, SK, ...fields } = itemSchema.parse(item);
  return { sub: keys.subOf(PK) ?? '', id: SK.slice(keys.coverageJobPrefix.length), ...fields };
}

const table = () => config().tableName;

export async function insertCoverageJob(job: CoverageJob): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: coverageJobToItem(job),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** One of the user's jobs; another user's id, or an expired one, is not found. */
export async function getCoverageJob(sub: string, id: string): Promise<CoverageJob> {
  return getItemOrNotFound(keys.coverageJob(sub, id), coverageJobFromItem, NOT_FOUND);
}

/**
 * The user's jobs still running, oldest first: eventually consistent for the page (it polls each
 * job by id), `consistent` where a job just asked for must be seen.
 */
export async function listPendingCoverageJobs(sub: string, consistent = false): Promise<CoverageJob[]> {
  const items = await queryUser(sub, { prefix: keys.coverageJobPrefix, consistent });
  return items.map(coverageJobFromItem).filter((job) => job.status === 'pending');
}

/** Settles a pending job; false when it is gone or already settled (a repeated event does nothing). */
export async function settleCoverageJob(
  job: Pick<CoverageJob, 'sub' | 'id'>,
  outcome:
    | { status: 'done'; coverage: CoverageView }
    | { status: 'failed'; error: string; errorStatus: number },
): Promise<boolean> {
  return updateIf({
    TableName: table(),
    Key: keys.coverageJob(job.sub, job.id),
    UpdateExpression:
      'SET #status = :status, #coverage = :coverage, #error = :error, #errorStatus = :errorStatus',
    ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
    ExpressionAttributeNames: {
      '#status': 'status',
      '#coverage': 'coverage',
      '#error': 'error',
      '#errorStatus': 'errorStatus',
    },
    ExpressionAttributeValues: {
      ':status': outcome.status,
      ':coverage': outcome.status === 'done' ? outcome.coverage : null,
      ':error': outcome.status === 'failed' ? outcome.error : null,
      ':errorStatus': outcome.status === 'failed' ? outcome.errorStatus : null,
      ':pending': 'pending',
    },
  });
}
