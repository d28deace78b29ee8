import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { NotFoundError } from '../lib/errors';

/**
 * One row by its keys, read consistently (it may have been written a moment ago), as its entity;
 * NotFoundError with `notFound` when there is none.
 */
export async function getItemOrNotFound<T>(
  key: { readonly PK: string; readonly SK: string },
  fromItem: (item: Record<string, unknown>) => T,
  notFound: string,
): Promise<T> {
  const out = await dynamo().send(
    new GetCommand({ TableName: config().tableName, Key: key, ConsistentRead: true }),
  );
  if (!out.Item) throw new NotFoundError(notFound);
  return fromItem(out.Item);
}
