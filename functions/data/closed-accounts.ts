import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

export async function markAccountClosed(sub: string, now = Date.now()): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config().tableName,
      Item: {
        ...keys.closedAccount(sub),
        closedAt: new Date(now).toISOString(),
        expiresAt: Math.floor(now / 1000) + MARK_LIFETIME_SECONDS,
      },
    }),
  );
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
  return !whileDeleting || out.Item.deletedAt !== undefined;
}
