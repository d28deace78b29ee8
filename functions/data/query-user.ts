import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { keys } from './keys';

type Item = Record<string, unknown>;

/**
 * Every item in a user's partition, page by page: all of them, or only those whose sort key starts
 * with a prefix (`POLICY#`, `ASSESSMENT#`). Newest first reverses key order (ULIDs sort by time).
 */
export async function queryUser(
  sub: string,
  options: { prefix?: string; newestFirst?: boolean; consistent?: boolean } = {},
): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: options.prefix ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(sub),
          ...(options.prefix ? { ':prefix': options.prefix } : {}),
        },
        ...(options.newestFirst ? { ScanIndexForward: false } : {}),
        ...(options.consistent ? { ConsistentRead: true } : {}),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
