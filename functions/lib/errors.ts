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

export class ValidationError extends AppError {
  constructor(message: string) {
    super(message, 400);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'No active session') {
    super(message, 401);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 409);
  }
}

export class ThrottledError extends AppError {
  constructor(message = 'Too many requests. Please try again later.') {
    super(message, 429);
  }
}

export class BusyError extends AppError {
  constructor(message = 'Service is currently experiencing high volume. Please try again in a minute.') {
    super(message, 529);
  }
}

/** A dependency (the table, storage, the user pool) stalled or refused for now: worth trying again. */
export class UnavailableError extends AppError {
  constructor(message = 'PolicyLens is busy right now. Please try again in a moment.') {
    super(message, 503);
  }
}

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
