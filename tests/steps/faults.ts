/** A middleware as the fault puts it in a stack. */
type Middleware = (
  next: Next,
  context: { commandName?: string },
) => (args: { input: Record<string, unknown> }) => Promise<unknown>;

/** The part of an AWS SDK client a fault is put in: its middleware stack. */
interface WithStack {
  readonly middlewareStack: {
    // biome-ignore-start lint/suspicious/noExplicitAny: every SDK client's stack takes the same middleware.
    add(middleware: any, options: { step: 'initialize'; name: string }): void;
    add(middleware: any, options: { step: 'finalizeRequest'; name: string; priority: 'low' }): void;
    // biome-ignore-end lint/suspicious/noExplicitAny: every SDK client's stack takes the same middleware.
    remove(name: string): boolean;
  };
}

/**
 * A fault as a table of cases lists it: what goes wrong, the client it happens in, the commands it
 * hits and the error they fail with (for injectFault).
 */
export type FaultCase = readonly [what: string, client: () => WithStack, pick: Picks, error: () => Error];

/** Which of a client's commands a fault applies to, by the command's name and input. */
export type Picks = (command: string, input: Record<string, unknown>) => boolean;

/** Picks the commands of this name (and, if given, only those on a key this matches). */
export const named =
  (name: string, key?: RegExp): Picks =>
  (command, input) =>
    command === name && (!key || key.test(String(input.Key)));

/** Picks the table writes of these commands whose input mentions every one of the words. */
export const tableWrite =
  (command: RegExp, ...words: string[]): Picks =>
  (c, input) =>
    command.test(c) && words.every((word) => JSON.stringify(input).includes(word));

type Next = (args: unknown) => Promise<unknown>;

/**
 * Puts `around` in the client's stack for every command `pick` chooses, at most `times` times:
 * at `initialize`, before the SDK's retries (what the caller sees once they are spent); at
 * `finalizeRequest`, inside them (one attempt, which the SDK may retry). Returns its removal.
 */
function around(
  client: WithStack,
  step: 'initialize' | 'finalizeRequest',
  pick: Picks,
  times: number,
  fault: (next: Next, args: unknown) => Promise<unknown>,
) {
  const name = `fault-${Math.random().toString(36).slice(2)}`;
  let left = times;
  const middleware: Middleware = (next, context) => async (args) => {
    if (left <= 0 || !pick(String(context.commandName), args.input)) return next(args);
    left -= 1;
    return fault(next, args);
  };
  // Low priority at finalizeRequest: inside the SDK's retry loop, after the request is signed.
  if (step === 'initialize') client.middlewareStack.add(middleware, { step, name });
  else client.middlewareStack.add(middleware, { step, name, priority: 'low' });
  return () => client.middlewareStack.remove(name);
}

/**
 * Faults injected into an AWS SDK client through its middleware stack (the handlers are not
 * touched): every command the predicate picks (the first `times` of them, if given) fails with the
 * given error before it is sent, until removed.
 */
export function injectFault(
  client: WithStack,
  pick: Picks,
  error: () => Error,
  times = Number.POSITIVE_INFINITY,
) {
  return around(client, 'initialize', pick, times, async () => {
    throw error();
  });
}

/**
 * The picked requests reach the service and are done there, but their answers are lost: each
 * attempt fails with the SDK's TimeoutError (an answer later than the client's requestTimeout),
 * and the SDK's own retries follow, as they would. `times` answers are lost, then they arrive.
 */
export function loseAnswers(client: WithStack, pick: Picks, times = 1) {
  return around(client, 'finalizeRequest', pick, times, async (next, args) => {
    await next(args);
    throw timedOut();
  });
}

/** The picked requests are sent only after `ms`: a dependency slow to answer. */
export function delayRequests(client: WithStack, pick: Picks, ms: number, times = Number.POSITIVE_INFINITY) {
  return around(client, 'initialize', pick, times, async (next, args) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return next(args);
  });
}

/**
 * Runs `change` just before the first picked request is sent: another request got there first, so
 * a condition the request carries fails for real (a conditional-check failure from the service).
 */
export function beforeRequest(client: WithStack, pick: Picks, change: () => Promise<unknown>) {
  return around(client, 'initialize', pick, 1, async (next, args) => {
    await change();
    return next(args);
  });
}

/**
 * Lambda's asynchronous invokes answered 202 (accepted) without running anything: each event is
 * kept, for the test to hand to the function's handler in this process, where faults reach it.
 */
export function holdInvokes(client: WithStack) {
  const events: unknown[] = [];
  const release = around(
    client,
    'initialize',
    (command) => command === 'InvokeCommand',
    Number.POSITIVE_INFINITY,
    async (_next, args) => {
      const payload = (args as { input: { Payload?: Uint8Array } }).input.Payload;
      events.push(JSON.parse(new TextDecoder().decode(payload)));
      return { output: { StatusCode: 202, $metadata: {} }, response: {} };
    },
  );
  return { events, release };
}

/** What DynamoDB answers when a table is over its throughput. */
export const throttled = () =>
  Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
    name: 'ProvisionedThroughputExceededException',
    $retryable: { throttling: true },
  });

/** What S3 answers when it is briefly unavailable. */
export const unavailable = () =>
  Object.assign(new Error('Service Unavailable'), { name: 'ServiceUnavailable', $retryable: {} });

/** What S3 answers when asked to slow down: an unmodelled 503, which the SDK marks as nothing retryable. */
export const slowDown = () =>
  Object.assign(new Error('Please reduce your request rate.'), {
    name: 'SlowDown',
    $fault: 'server',
    $metadata: { httpStatusCode: 503 },
  });

/** What the SDK's HTTP handler throws when an answer does not come within the client's requestTimeout. */
export const timedOut = () =>
  Object.assign(new Error('Connection timed out after 5000 ms'), { name: 'TimeoutError' });

/** The service stands in: the picked commands answer `output` at once, without being sent. */
export function answerWith(client: WithStack, pick: Picks, output: Record<string, unknown>) {
  return around(client, 'initialize', pick, Number.POSITIVE_INFINITY, async () => ({
    output: { $metadata: {}, ...output },
    response: {},
  }));
}

/** What DynamoDB answers when a write's condition does not hold. */
export const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

/** What a route answers, with a 503, while a service it needs is at fault. */
export const BUSY = { error: 'PolicyLens is busy right now. Please try again in a moment.' };

/**
 * Runs `act` while the faults are in place (each given as the removal injectFault and the like
 * return), then removes them, whatever `act` did.
 */
export async function whileFaulty<T>(
  faults: (() => unknown) | readonly (() => unknown)[],
  act: () => Promise<T>,
): Promise<T> {
  try {
    return await act();
  } finally {
    for (const heal of [faults].flat()) heal();
  }
}
