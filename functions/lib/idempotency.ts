import { IdempotencyConfig } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { tableDefinition } from '../data/table-definition';
import { dynamoClient } from './clients';
import { config } from './config';

/**
 * Powertools idempotency records in the single table: one partition per kind of work
 * ("IDEMPOTENCY#mail"), one item per key, expired by the table's time-to-live attribute.
 */
export function idempotencyStore(kind: string): DynamoDBPersistenceLayer {
  return new DynamoDBPersistenceLayer({
    tableName: config().tableName,
    keyAttr: tableDefinition.partitionKey,
    sortKeyAttr: tableDefinition.sortKey,
    staticPkValue: `IDEMPOTENCY#${kind}`,
    expiryAttr: tableDefinition.timeToLiveAttribute,
    awsSdkV3Client: dynamoClient(),
  });
}

/** Idempotency keyed on one field of the payload, remembered for `days`. */
export function idempotentBy(field: string, days: number): IdempotencyConfig {
  return new IdempotencyConfig({ eventKeyJmesPath: field, expiresAfterSeconds: days * 24 * 3600 });
}
