import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { conditionFailed } from './update-expression';

/** Puts a row only where there is none: false when one with its keys is there already. */
export async function putOnce(item: Record<string, unknown>): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: config().tableName,
        Item: item,
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}
