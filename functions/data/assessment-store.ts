import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import {
  type Assessment,
  type AssessmentOutcome,
  assessmentFromItem,
  assessmentToItem,
} from './assessment-entity';
import { getItemOrNotFound } from './get-item';
import { keys } from './keys';
import { putOnce } from './put-once';
import { queryUser } from './query-user';
import { conditionFailed, setFields } from './update-expression';
import { updateIf } from './update-if';

const table = () => config().tableName;

const NOT_FOUND = 'Assessment not found';

/**
 * Saves a new assessment; its id is new, so an existing row is never replaced. The id is taken
 * only by this save: when its condition fails, an earlier attempt of the same save was done but
 * its answer lost (the SDK tried again), and the assessment is saved.
 */
export async function insertAssessment(assessment: Assessment): Promise<void> {
  await putOnce(assessmentToItem(assessment));
}

/** One of the user's assessments; another user's id is not found. */
export async function getAssessment(sub: string, id: string): Promise<Assessment> {
  return getItemOrNotFound(keys.assessment(sub, id), assessmentFromItem, NOT_FOUND);
}

/**
 * Every assessment of the user, newest first (ids are ULIDs, so key order is time order). An
 * eventually consistent read: history a moment old is history the user cannot tell apart.
 */
export async function listAssessmentRecords(sub: string): Promise<Assessment[]> {
  const items = await queryUser(sub, { prefix: keys.assessmentPrefix, newestFirst: true });
  return items.map(assessmentFromItem);
}

/**
 * Writes fields of one attempt of a pending assessment; false when the assessment is gone, no
 * longer pending, or queued again since (a late run never overwrites a newer one).
 */
async function updatePendingAttempt(
  target: Pick<Assessment, 'sub' | 'id' | 'attempt'>,
  fields: Record<string, unknown>,
): Promise<boolean> {
  const set = setFields(fields);
  return updateIf({
    TableName: table(),
    Key: keys.assessment(target.sub, target.id),
    ...set,
    ConditionExpression: 'attribute_exists(PK) AND #status = :pending AND #attempt = :attempt',
    ExpressionAttributeNames: { ...set.ExpressionAttributeNames, '#status': 'status', '#attempt': 'attempt' },
    ExpressionAttributeValues: {
      ...set.ExpressionAttributeValues,
      ':pending': 'pending',
      ':attempt': target.attempt,
    },
  });
}

export type AttemptRef = Pick<Assessment, 'sub' | 'id' | 'attempt'>;

/** A worker has picked the attempt up. */
export function markStarted(target: AttemptRef, at: string): Promise<boolean> {
  return updatePendingAttempt(target, { startedAt: at });
}

/** The attempt is done, with the claimant's country it was assessed for. */
export function markCompleted(
  target: AttemptRef,
  outcome: AssessmentOutcome,
  country: string | null,
): Promise<boolean> {
  return updatePendingAttempt(target, { ...outcome, country, status: 'completed', error: null });
}

/** The attempt failed; the claimant's country is kept too when the worker had read it. */
export function markFailed(target: AttemptRef, message: string, country?: string | null): Promise<boolean> {
  return updatePendingAttempt(target, {
    status: 'failed',
    error: message,
    ...(country === undefined ? {} : { country }),
  });
}

/**
 * Queues a failed assessment again (or one left pending since before `staleBefore`, whose worker
 * is gone): a new attempt, pending, with the same claim. Undefined when it cannot be retried.
 */
export async function requeueAssessment(
  sub: string,
  id: string,
  at: string,
  staleBefore: string,
): Promise<Assessment | undefined> {
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.assessment(sub, id),
        UpdateExpression:
          'SET #status = :pending, #attempt = if_not_exists(#attempt, :one) + :one, queuedAt = :at, startedAt = :null, #error = :null',
        ConditionExpression:
          'attribute_exists(PK) AND (#status = :failed OR (#status = :pending AND queuedAt < :stale))',
        ExpressionAttributeNames: { '#status': 'status', '#attempt': 'attempt', '#error': 'error' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':failed': 'failed',
          ':one': 1,
          ':at': at,
          ':null': null,
          ':stale': staleBefore,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return assessmentFromItem(out.Attributes ?? {});
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    // Queued at this very time: an earlier attempt of this update was done but its answer lost.
    const current = await getAssessment(sub, id);
    return current.status === 'pending' && current.queuedAt === at ? current : undefined;
  }
}
