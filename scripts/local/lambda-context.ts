import type { Context } from 'aws-lambda';

/** The Lambda context a local run of a handler gets: its name, request id and time limit. */
export function lambdaContext(
  functionName: string,
  requestId: string,
  timeoutSeconds: number,
  memoryMb = 1024,
): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT once `ms` have passed (the promise is left to settle unseen). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  // A rejection after the deadline is nobody's to see, as with a Lambda past its caller's limit.
  promise.catch(() => undefined);
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
