/** Typed errors thrown by modules; only the HTTP wrapper maps them to status codes. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** An AppError class of one status, whose message is required. */
function errorWithStatus(status: number): new (message: string) => AppError;
/** An AppError class of one status, whose message is `defaultMessage` unless one is given. */
function errorWithStatus(status: number, defaultMessage: string): new (message?: string) => AppError;
function errorWithStatus(status: number, defaultMessage?: string) {
  return class extends AppError {
    constructor(message = defaultMessage) {
      super(message ?? '', status);
    }
  };
}

export class ValidationError extends errorWithStatus(400) {}
export class UnauthorizedError extends errorWithStatus(401, 'No active session') {}
export class NotFoundError extends errorWithStatus(404, 'Not found') {}
export class ConflictError extends errorWithStatus(409) {}
/** Understood, but it cannot be done as asked (the same Idempotency-Key with other details). */
export class UnprocessableError extends errorWithStatus(422) {}
/** A limit reached; `retryAt` is when the next window opens (sent as Retry-After). */
export class ThrottledError extends AppError {
  constructor(
    message = 'Too many requests. Please try again later.',
    readonly retryAt?: Date,
  ) {
    super(message, 429);
  }
}
export class BusyError extends errorWithStatus(
  529,
  'Service is currently experiencing high volume. Please try again in a minute.',
) {}
/** A dependency (the table, storage, the user pool) stalled or refused for now: worth trying again. */
export class UnavailableError extends errorWithStatus(
  503,
  'PolicyLens is busy right now. Please try again in a moment.',
) {}

/** Errors an AWS SDK client gives when a service timed out, throttled or was briefly unavailable. */
const PASSING_FAILURES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'SlowDown',
  'InternalError',
  'InternalServerError',
  'ECONNRESET',
  'ECONNREFUSED',
]);

/** What a service answers when it is overloaded or briefly failing (S3's SlowDown is a bare 503). */
const PASSING_STATUSES = new Set([429, 500, 502, 503, 504]);

/** True for a failure of a dependency that a retry a moment later may get past. Pure. */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, $retryable, $metadata } = error as {
    code?: unknown;
    $retryable?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  return (
    PASSING_FAILURES.has(error.name) ||
    (typeof code === 'string' && PASSING_FAILURES.has(code)) ||
    Boolean($retryable) ||
    PASSING_STATUSES.has($metadata?.httpStatusCode ?? 0)
  );
}
