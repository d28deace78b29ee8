import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ITEM_TYPES, type ItemType } from '#domain/insurance';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { type CoverageView, coverageViewSchema } from './coverage-store';
import { getItemOrNotFound } from './get-item';
import { keys } from './keys';
import { queryUser } from './query-user';
import { conditionFailed } from './update-expression';
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

/** One of the user's jobs, read consistently; undefined when there is none (not yet saved, or expired). */
export async function findCoverageJobRow(sub: string, id: string): Promise<CoverageJob | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.coverageJob(sub, id), ConsistentRead: true }),
  );
  return out.Item ? coverageJobFromItem(out.Item) : undefined;
}

/** The user's jobs still running, oldest first (eventually consistent: the page polls each by id). */
export async function listPendingCoverageJobs(sub: string): Promise<CoverageJob[]> {
  const items = await queryUser(sub, { prefix: keys.coverageJobPrefix });
  return items.map(coverageJobFromItem).filter((job) => job.status === 'pending');
}

/**
 * Marks a pending job (a comparison) to be kept as the item's cover when it is worked out; false
 * when it is gone or already settled.
 */
export async function keepCoverageJob(job: Pick<CoverageJob, 'sub' | 'id'>): Promise<boolean> {
  return updateIf({
    TableName: table(),
    Key: keys.coverageJob(job.sub, job.id),
    UpdateExpression: 'SET #keep = :keep',
    ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
    ExpressionAttributeNames: { '#keep': 'keep', '#status': 'status' },
    ExpressionAttributeValues: { ':keep': true, ':pending': 'pending' },
  });
}

/**
 * Settles a pending job, answering it as settled (with `keep` as it is now: a comparison may have
 * been marked to be kept while it ran); undefined when it is gone or already settled (a repeated
 * event does nothing).
 */
export async function settleCoverageJob(
  job: Pick<CoverageJob, 'sub' | 'id'>,
  outcome:
    | { status: 'done'; coverage: CoverageView }
    | { status: 'failed'; error: string; errorStatus: number },
): Promise<CoverageJob | undefined> {
  try {
    const out = await dynamo().send(
      new UpdateCommand({
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
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes ? coverageJobFromItem(out.Attributes) : undefined;
  } catch (error) {
    if (conditionFailed(error)) return undefined;
    throw error;
  }
}
