/** The part of an AWS SDK client a fault is put in: its middleware stack. */
interface WithStack {
  readonly middlewareStack: {
    // biome-ignore lint/suspicious/noExplicitAny: every SDK client's stack takes the same middleware.
    add(middleware: any, options: { step: 'initialize'; name: string }): void;
    remove(name: string): boolean;
  };
}

/**
 * Faults injected into an AWS SDK client through its middleware stack (the handlers are not
 * touched): every command the predicate picks fails with the given error, until removed.
 */
export function injectFault(
  client: WithStack,
  pick: (command: string, input: Record<string, unknown>) => boolean,
  error: () => Error,
) {
  const name = `fault-${Math.random().toString(36).slice(2)}`;
  client.middlewareStack.add(
    (next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) =>
      async (args: { input: Record<string, unknown> }) => {
        if (pick(String(context.commandName), args.input)) throw error();
        return next(args);
      },
    { step: 'initialize', name },
  );
  return () => client.middlewareStack.remove(name);
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
