import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clientSettings, once } from './clients';

/** The low-level DynamoDB client (for libraries that take one, such as the idempotency store). */
export const dynamoClient = once(() => new DynamoDBClient(clientSettings('dynamodb')));

export const dynamo = once(() =>
  DynamoDBDocumentClient.from(dynamoClient(), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  }),
);
