import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/client-dynamodb';
import { conditionFailed } from './update-expression';

/** An update that holds only under its condition: false when the condition did not hold. */
export async function updateIf(input: UpdateCommandInput): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}
