import { InvokeCommand } from '@aws-sdk/client-lambda';
import { lambda } from './client-lambda';

/**
 * Starts a background function with an asynchronous invoke: Lambda queues the event and answers at
 * once, and retries or dead-letters it if the function fails. Locally the same call reaches the
 * local stack's Lambda endpoint, which runs the same handler after answering.
 */
export async function invokeAsync(
  functionName: string | undefined,
  what: string,
  event: unknown,
): Promise<void> {
  if (!functionName) throw new Error(`The ${what} is not configured`);
  const out = await lambda().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(event)),
    }),
  );
  if (out.StatusCode !== 202) throw new Error(`The ${what} was not started (${out.StatusCode})`);
}
