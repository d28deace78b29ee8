import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { MAX_POLICIES } from '#domain/constants';
import { POLICY_MESSAGES } from '#domain/schemas/policy';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { ConflictError, NotFoundError } from '../lib/errors';
import { logger } from '../lib/logger';
import { getItemOrNotFound } from './get-item';
import { keys } from './keys';
import {
  type FileResult,
  type Policy,
  policyFileToItem,
  policyFromItem,
  policyToItem,
  type StoredFile,
} from './policy-entity';
import { queryUser } from './query-user';
import { conditionFailed, setFields } from './update-expression';
import { updateIf } from './update-if';

const table = () => config().tableName;

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/**
 * The user's policy count moved by one in the transaction that adds or removes a policy: up only
 * below MAX_POLICIES (however many requests race), down only above zero.
 */
const POLICY_COUNT_STEPS = {
  up: {
    UpdateExpression: 'SET policyCount = if_not_exists(policyCount, :zero) + :one',
    ConditionExpression: 'attribute_not_exists(policyCount) OR policyCount < :max',
    ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_POLICIES },
  },
  down: {
    UpdateExpression: 'SET policyCount = policyCount - :one',
    ConditionExpression: 'policyCount > :zero',
    ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
  },
} as const;

function policyCountStep(sub: string, step: keyof typeof POLICY_COUNT_STEPS): TransactItems[number] {
  return { Update: { TableName: table(), Key: keys.user(sub), ...POLICY_COUNT_STEPS[step] } };
}

/**
 * Writes a policy row and its user's count in one transaction: false when it was cancelled for
 * reasons `expected` accepts (a condition that did not hold); any other failure is thrown.
 */
async function transactPolicy(
  items: TransactItems,
  expected: (reasons: string[]) => boolean,
): Promise<boolean> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    const reasons =
      error instanceof TransactionCanceledException
        ? (error.CancellationReasons ?? []).map((r) => r.Code ?? 'None')
        : [];
    if (expected(reasons)) return false;
    throw error;
  }
}

/**
 * Adds a policy and counts it against the user's limit in one transaction: the count can never
 * pass ten, however many requests race.
 */
export async function insertPolicy(policy: Policy): Promise<void> {
  const put = {
    Put: { TableName: table(), Item: policyToItem(policy), ConditionExpression: 'attribute_not_exists(PK)' },
  };
  const inserted = await transactPolicy(
    [policyCountStep(policy.sub, 'up'), put],
    (reasons) => reasons[0] === 'ConditionalCheckFailed',
  );
  if (!inserted) throw new ConflictError(POLICY_MESSAGES.limitReached);
}

/** Removes a policy row and frees its slot; false when it was already gone (or not in that state). */
export async function removePolicy(
  sub: string,
  id: string,
  onlyIfStatus?: Policy['status'],
): Promise<boolean> {
  const remove = {
    Delete: {
      TableName: table(),
      Key: keys.policy(sub, id),
      ConditionExpression: onlyIfStatus
        ? 'attribute_exists(PK) AND #status = :status'
        : 'attribute_exists(PK)',
      ...(onlyIfStatus
        ? {
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': onlyIfStatus },
          }
        : {}),
    },
  };
  return transactPolicy([remove, policyCountStep(sub, 'down')], (reasons) =>
    reasons.includes('ConditionalCheckFailed'),
  );
}

export async function getPolicy(sub: string, id: string): Promise<Policy> {
  return getItemOrNotFound(keys.policy(sub, id), policyFromItem, 'Policy not found');
}

/**
 * The user's policies. Eventually consistent unless asked: a list a moment old is one the user
 * cannot tell from the newest, but counting slots before taking one needs the latest.
 */
/** The user's policy, or null when there is none by that id (deleted meanwhile, say). */
export async function findPolicy(sub: string, id: string): Promise<Policy | null> {
  try {
    return await getPolicy(sub, id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export async function listPolicies(sub: string, options: { consistent?: boolean } = {}): Promise<Policy[]> {
  const items = await queryUser(sub, { prefix: keys.policyPrefix, consistent: options.consistent === true });
  return items.map(policyFromItem);
}

/**
 * Moves a pending policy to processing: the one request that wins checks its files; false when
 * another request already did (or the policy is gone).
 */
export function claimForProcessing(sub: string, id: string): Promise<boolean> {
  return updateIf({
    TableName: table(),
    Key: keys.policy(sub, id),
    UpdateExpression: 'SET #status = :processing',
    ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':processing': 'processing', ':pending': 'pending' },
  });
}

/** Records one file's extraction result on a policy still being uploaded or completed; false otherwise. */
export function recordFileResult(
  sub: string,
  id: string,
  fileId: string,
  result: FileResult,
): Promise<boolean> {
  return updateIf({
    TableName: table(),
    Key: keys.policy(sub, id),
    UpdateExpression: 'SET fileResults.#file = :result',
    ConditionExpression: 'attribute_exists(PK) AND #status IN (:pending, :processing)',
    ExpressionAttributeNames: { '#file': fileId, '#status': 'status' },
    ExpressionAttributeValues: { ':result': result, ':pending': 'pending', ':processing': 'processing' },
  });
}

/**
 * Claims a file's upload for the object read there (by its ETag), on a policy still being uploaded
 * or completed: true for the first object read and for that object again; false for any other
 * (its form was used again) or when the policy is no longer open.
 */
export async function claimUpload(sub: string, id: string, fileId: string, etag: string): Promise<boolean> {
  const claim = () =>
    updateIf({
      TableName: table(),
      Key: keys.policy(sub, id),
      UpdateExpression: 'SET checkedUploads.#file = :etag',
      ConditionExpression:
        'attribute_exists(PK) AND #status IN (:pending, :processing) AND (attribute_not_exists(checkedUploads.#file) OR checkedUploads.#file = :etag)',
      ExpressionAttributeNames: { '#file': fileId, '#status': 'status' },
      ExpressionAttributeValues: { ':etag': etag, ':pending': 'pending', ':processing': 'processing' },
    });
  try {
    return await claim();
  } catch (error) {
    // A row written before uploads were claimed has no map to claim in yet.
    if ((error as Error).name !== 'ValidationException') throw error;
    const made = await updateIf({
      TableName: table(),
      Key: keys.policy(sub, id),
      UpdateExpression: 'SET checkedUploads = if_not_exists(checkedUploads, :none)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':none': {} },
    });
    return made && claim();
  }
}

/** The update that fails a policy still processing, with the message for the user. */
function failProcessing(policy: Policy, failure: string) {
  return {
    TableName: table(),
    Key: keys.policy(policy.sub, policy.id),
    UpdateExpression: 'SET #status = :failed, failure = :failure',
    ConditionExpression: 'attribute_exists(PK) AND #status = :processing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':failed': 'failed', ':failure': failure, ':processing': 'processing' },
  };
}

/** Marks a processing policy failed with the message for the user; false when it is no longer processing. */
export function markFailed(policy: Policy, failure: string): Promise<boolean> {
  return updateIf(failProcessing(policy, failure));
}

/**
 * Marks a policy as being deleted, back in GSI1's unsettled partition so the sweep finishes what a
 * failure part-way leaves: whatever its state, or `onlyIfStale` (as the sweep found it, its
 * upload window closed before then). False when it is already gone, or no longer as found.
 */
export function markDeleting(
  sub: string,
  id: string,
  onlyIfStale?: { readonly status: Policy['status']; readonly now: number },
): Promise<boolean> {
  return updateIf({
    TableName: table(),
    Key: keys.policy(sub, id),
    UpdateExpression: 'SET #status = :deleting, GSI1PK = :unsettled, GSI1SK = createdAt',
    ConditionExpression: onlyIfStale
      ? 'attribute_exists(PK) AND #status = :seen AND uploadExpiresAt < :now'
      : 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':deleting': 'deleting',
      ':unsettled': keys.unsettledPolicyPartition,
      ...(onlyIfStale ? { ':seen': onlyIfStale.status, ':now': onlyIfStale.now } : {}),
    },
  });
}

/**
 * Fails a policy whose reading never finished within its upload window, with why, to be shown
 * until `shownUntil` (then swept); false when it settled or went meanwhile.
 */
export function markTimedOut(
  policy: Policy,
  failure: string,
  now: number,
  shownUntil: number,
): Promise<boolean> {
  const fail = failProcessing(policy, failure);
  return updateIf({
    ...fail,
    UpdateExpression: `${fail.UpdateExpression}, uploadExpiresAt = :until`,
    ConditionExpression: `${fail.ConditionExpression} AND uploadExpiresAt < :now`,
    ExpressionAttributeValues: { ...fail.ExpressionAttributeValues, ':until': shownUntil, ':now': now },
  });
}

/**
 * Every policy not yet ready, or being deleted, of every user (GSI1's unsettled partition, page by
 * page; eventually consistent, so each is written only under a condition). A row that cannot be
 * read as a policy is logged and left.
 */
export async function listUnsettledPolicies(): Promise<Policy[]> {
  const policies: Policy[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :unsettled',
        ExpressionAttributeValues: { ':unsettled': keys.unsettledPolicyPartition },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      try {
        policies.push(policyFromItem(item));
      } catch {
        logger.error('unreadable policy row', { sk: String(item.SK) });
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return policies;
}

/** Marks a processing policy ready with its checked files (settled: out of GSI1); false when it was deleted meanwhile. */
export async function markReady(
  policy: Policy,
  files: readonly StoredFile[],
  details: Partial<
    Pick<Policy, 'name' | 'insuranceTypeId' | 'insurer' | 'plan' | 'startDate' | 'endDate'>
  > = {},
): Promise<boolean> {
  const set = setFields({
    status: 'ready',
    files: files.map(policyFileToItem),
    uploadExpiresAt: null,
    ...details,
  });
  return updateIf({
    TableName: table(),
    Key: keys.policy(policy.sub, policy.id),
    ...set,
    UpdateExpression: `${set.UpdateExpression} REMOVE GSI1PK, GSI1SK`,
    ConditionExpression: 'attribute_exists(PK) AND #state = :processing',
    ExpressionAttributeNames: { ...set.ExpressionAttributeNames, '#state': 'status' },
    ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':processing': 'processing' },
  });
}

/**
 * Sets a ready policy's details and, when given, the plan the user holds and its documents with the
 * types the user set (each may come alone).
 * Fails with NotFoundError when the policy is gone or not ready.
 */
export async function updateDetails(
  sub: string,
  id: string,
  details: Partial<
    Pick<
      Policy,
      'name' | 'insuranceTypeId' | 'insurer' | 'startDate' | 'endDate' | 'plan' | 'notes' | 'files'
    >
  >,
): Promise<Policy> {
  const { files, ...rest } = details;
  const fields = Object.entries({ ...rest, ...(files ? { files: files.map(policyFileToItem) } : {}) }).filter(
    ([, value]) => value !== undefined,
  );
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.policy(sub, id),
        UpdateExpression: `SET ${fields.map(([field]) => `#${field} = :${field}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND #status = :ready',
        ExpressionAttributeNames: {
          ...Object.fromEntries(fields.map(([field]) => [`#${field}`, field])),
          '#status': 'status',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(fields.map(([field, value]) => [`:${field}`, value])),
          ':ready': 'ready',
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return policyFromItem(out.Attributes ?? {});
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('Policy not found');
    throw error;
  }
}
