import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localCredentials, once, REQUEST_TIMEOUTS_MS, transport } from './clients';
import { config } from './config';

/** The low-level DynamoDB client (for libraries that take one, such as the idempotency store). */
export const dynamoClient = once(() => {
  const c = config();
  return new DynamoDBClient({
    region: c.region,
    endpoint: c.endpoints.dynamodb,
    ...transport(REQUEST_TIMEOUTS_MS.dynamodb),
    ...localCredentials(),
  });
});

export const dynamo = once(() =>
  DynamoDBDocumentClient.from(dynamoClient(), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  }),
);
