import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { ThrottledError } from '../lib/errors';

/**
 * A fixed-window counter per key in the table (expired by TTL): the call that would pass the limit
 * in the current window is refused.
 */
export async function takeToken(
  key: string,
  limit: number,
  windowSeconds: number,
  message?: string,
): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const window = now - (now % windowSeconds);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: { PK: `RATE#${key}`, SK: String(window) },
        UpdateExpression: 'ADD hits :one SET expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': window + windowSeconds * 2 },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new ThrottledError(message);
    throw error;
  }
}
