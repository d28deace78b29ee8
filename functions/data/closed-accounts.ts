import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { keys } from './keys';

/**
 * Accounts deleted while tokens issued to them may still be valid. Deleting an account signs the
 * user out everywhere (refresh tokens revoked), but an access token already handed out stays valid
 * until it expires; every signed-in request checks this mark, so the old token answers 401 at once.
 * The mark outlives the longest access token (the app client issues them for an hour at most).
 */
const MARK_LIFETIME_SECONDS = 2 * 24 * 3600;

export interface ClosedAccount {
  readonly sub: string;
  readonly closedAt: string;
  /** When the mark is dropped (TTL, epoch seconds). */
  readonly expiresAt: number;
  /** When everything of the account was gone; null while its deletion may still be finished. */
  readonly deletedAt: string | null;
}

const itemSchema = z.object({
  PK: z.string().startsWith(keys.closedAccount('').PK),
  SK: z.literal(keys.closedAccount('').SK),
  closedAt: z.string().min(1),
  expiresAt: z.number().int(),
  deletedAt: z.string().min(1).optional(),
});

export function closedAccountToItem(mark: ClosedAccount): Record<string, unknown> {
  const { sub, deletedAt, ...fields } = mark;
  return {
    ...keys.closedAccount(sub),
    ...keys.closedAccountByTime(mark.closedAt),
    ...fields,
    ...(deletedAt === null ? {} : { deletedAt }),
  };
}

export function closedAccountFromItem(item: Record<string, unknown>): ClosedAccount {
  const { PK, SK: _sk, deletedAt, ...fields } = itemSchema.parse(item);
  return { sub: PK.slice(keys.closedAccount('').PK.length), ...fields, deletedAt: deletedAt ?? null };
}

export async function markAccountClosed(sub: string, now = Date.now()): Promise<void> {
  const mark: ClosedAccount = {
    sub,
    closedAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + MARK_LIFETIME_SECONDS,
    deletedAt: null,
  };
  await dynamo().send(new PutCommand({ TableName: config().tableName, Item: closedAccountToItem(mark) }));
}

/** Notes on the mark that everything of the account is gone; until then deleting again may finish it. */
export async function markAccountDeleted(sub: string, now = Date.now()): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: keys.closedAccount(sub),
      UpdateExpression: 'SET deletedAt = :at',
      ExpressionAttributeValues: { ':at': new Date(now).toISOString() },
    }),
  );
}

/** The part of the mark every signed-in request reads. */
const stateSchema = itemSchema.pick({ deletedAt: true });

/**
 * One key lookup: true when the account behind a token has been deleted, or is being deleted
 * (unless `whileDeleting`: then only once its deletion has finished).
 */
export async function isAccountClosed(sub: string, whileDeleting = false): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: config().tableName,
      Key: keys.closedAccount(sub),
      ProjectionExpression: 'PK, deletedAt',
    }),
  );
  if (out.Item === undefined) return false;
  return !whileDeleting || stateSchema.parse(out.Item).deletedAt !== undefined;
}

/** The accounts closed at or after `since` (ISO 8601) whose marks are still kept, by GSI1. */
export async function listAccountsClosedSince(since: string): Promise<string[]> {
  const subs: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config().tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :closed AND GSI1SK >= :since',
        ExpressionAttributeValues: { ':closed': keys.closedAccountsPartition, ':since': since },
        ProjectionExpression: 'PK',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const pk = item.PK;
      if (typeof pk === 'string') subs.push(pk.slice(keys.closedAccount('').PK.length));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return subs;
}
