import { type Config, config } from './config';
import { tracer } from './observability';

/**
 * What every AWS client shares (each client has its own module, so a function loads only the SDK
 * packages it uses): clients are built once per process on first use (and again only if the configuration is
 * reloaded, as when one process starts the local stack twice). Endpoint overrides point them at the
 * local emulators; in AWS they are unset and the SDK's defaults apply.
 */
export function once<T>(make: () => T): () => T {
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

export const localCredentials = (accessKeyId = 'local', secretAccessKey = 'local') =>
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
  scheduler: 5000,
  sqs: 5000,
  bedrock: 50_000,
  textract: 5000,
} as const;

/** The services that have a local emulator, whose endpoint the configuration may override. */
type EmulatedService = keyof Config['endpoints'] & keyof typeof REQUEST_TIMEOUTS_MS;

/**
 * What a client of a service with a local emulator is built with: the region, the endpoint
 * override, the service's time limits and, locally, the emulators' credentials.
 */
export function clientSettings(service: EmulatedService) {
  const c = config();
  return {
    region: c.region,
    endpoint: c.endpoints[service],
    ...transport(REQUEST_TIMEOUTS_MS[service]),
    ...localCredentials(),
  };
}
