import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context } from 'aws-lambda';
import { tableDefinition } from '../data/table-definition';
import { dynamoClient } from './client-dynamodb';
import { config } from './config';
import { ConflictError, UnprocessableError, ValidationError } from './errors';

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

/** What a create answered, as it is kept for a retry: its status and body. */
interface KeptReply {
  readonly status: number;
  readonly body: unknown;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const IDEMPOTENCY_KEY_MESSAGE =
  'The Idempotency-Key header must be 8 to 64 letters, digits, dashes or underscores';
export const IN_PROGRESS_MESSAGE = 'This request is already being processed. Please wait a moment.';
export const OTHER_DETAILS_MESSAGE =
  'This request was already made with different details. Please try again.';

/** How long a create's answer is kept for a retry with the same key. */
const KEPT_FOR_SECONDS = 24 * 3600;

/** One call of a create: who, with which key, and what they asked (the parsed body and path). */
export interface CreateCall {
  readonly sub: string;
  readonly key: string | undefined;
  readonly request: unknown;
}
type KeyedCall = CreateCall & { readonly key: string };

interface Create {
  readonly config: IdempotencyConfig;
  readonly run: (call: KeyedCall, work: () => Promise<KeptReply>) => Promise<KeptReply>;
}
const creates = new Map<string, Create>();

function createOf(kind: string): Create {
  let create = creates.get(kind);
  if (!create) {
    // Keyed on the user and their key; what they asked is kept as a hash, to compare a retry with.
    const config = new IdempotencyConfig({
      eventKeyJmesPath: '[sub, key]',
      payloadValidationJmesPath: 'request',
      expiresAfterSeconds: KEPT_FOR_SECONDS,
    });
    const run = makeIdempotent(async (_call: KeyedCall, work: () => Promise<KeptReply>) => work(), {
      persistenceStore: idempotencyStore(`create#${kind}`),
      config,
      dataIndexArgument: 0,
    });
    create = { config, run };
    creates.set(kind, create);
  }
  return create;
}

/**
 * Runs a create at most once per user and `Idempotency-Key` (the header the web client sends):
 * a retry with the same key and the same request gets the first answer and creates nothing; the
 * key with another request is refused (422), rather than answered with what the first one made.
 * Only an answer is kept; a create that failed is not, so it can be tried again. Without the
 * header the create just runs.
 */
export async function createOnce(
  kind: string,
  call: CreateCall,
  context: Context,
  work: () => Promise<KeptReply>,
): Promise<KeptReply> {
  const { key } = call;
  if (key === undefined) return work();
  if (!KEY_PATTERN.test(key)) throw new ValidationError(IDEMPOTENCY_KEY_MESSAGE);
  const create = createOf(kind);
  // A create cut short by the function's time limit holds its key only until that limit has passed.
  create.config.registerLambdaContext(context);
  try {
    return await create.run({ ...call, key }, work);
  } catch (error) {
    if (error instanceof IdempotencyAlreadyInProgressError) throw new ConflictError(IN_PROGRESS_MESSAGE);
    if (error instanceof IdempotencyValidationError) throw new UnprocessableError(OTHER_DETAILS_MESSAGE);
    throw error;
  }
}
