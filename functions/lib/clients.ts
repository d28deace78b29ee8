import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type Config, config } from './config';
import { tracer } from './observability';

/**
 * AWS clients, each built once per process on first use (and again only if the configuration is
 * reloaded, as when one process starts the local stack twice). Endpoint overrides point them at the
 * local emulators; in AWS they are unset and the SDK's defaults apply.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let madeFor: Config | undefined;
  return () => {
    if (value === undefined || madeFor !== config()) {
      madeFor = config();
      // Each call is a subsegment of the invocation's trace (a no-op where tracing is off).
      value = tracer.captureAWSv3Client(make());
    }
    return value;
  };
}

const localCredentials = (accessKeyId = 'local', secretAccessKey = 'local') =>
  config().local ? { credentials: { accessKeyId, secretAccessKey } } : {};

/**
 * Time limits and retries for every client, so a stalled dependency fails within the route's
 * budget (API Gateway ends a request at 30 s): a connection must open within a second, each
 * attempt ends at its request timeout, and the SDK's standard retries (exponential backoff with
 * jitter) make at most `attempts` tries.
 */
export function transport(requestTimeoutMs: number, attempts = 3) {
  return {
    maxAttempts: attempts,
    requestHandler: {
      connectionTimeout: 1000,
      requestTimeout: requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  };
}

/** Each client's limit for one attempt. */
export const REQUEST_TIMEOUTS_MS = {
  dynamodb: 5000,
  s3: 8000,
  ses: 5000,
  cognito: 5000,
  lambda: 5000,
  secrets: 3000,
  bedrock: 50_000,
} as const;

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

export const s3 = once(() => {
  const c = config();
  return new S3Client({
    region: c.region,
    endpoint: c.endpoints.s3,
    forcePathStyle: Boolean(c.endpoints.s3),
    ...transport(REQUEST_TIMEOUTS_MS.s3),
    // The S3 emulator stores streamed bodies corrupted when the SDK adds checksums on its own.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The S3 emulator checks signatures made with its fixed key pair.
    ...localCredentials('S3RVER', 'S3RVER'),
  });
});

export const ses = once(() => {
  const c = config();
  return new SESv2Client({
    region: c.region,
    endpoint: c.endpoints.ses,
    ...transport(REQUEST_TIMEOUTS_MS.ses),
    ...localCredentials(),
  });
});

export const cognito = once(() => {
  const c = config();
  return new CognitoIdentityProviderClient({
    region: c.region,
    endpoint: c.endpoints.cognito,
    ...transport(REQUEST_TIMEOUTS_MS.cognito),
    ...localCredentials(),
  });
});

/** Lambda, for starting background work with an asynchronous invoke. */
export const lambda = once(() => {
  const c = config();
  return new LambdaClient({
    region: c.region,
    endpoint: c.endpoints.lambda,
    ...transport(REQUEST_TIMEOUTS_MS.lambda),
    ...localCredentials(),
  });
});

/** Bedrock, with the SDK's own retries off: the analyser retries with its own backoff. */
export const bedrock = once(
  () => new BedrockRuntimeClient({ region: config().region, ...transport(REQUEST_TIMEOUTS_MS.bedrock, 1) }),
);

/** Secrets Manager, for the origin secret (AWS only: locally the secret is in the environment). */
export const secretsManager = once(
  () => new SecretsManagerClient({ region: config().region, ...transport(REQUEST_TIMEOUTS_MS.secrets) }),
);
