import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackgroundFunctionDefinition } from '#functions/routes';
import { type LocalHandler, type LocalLambda, startLocalLambda } from '#scripts/local/lambda';

// This machine's Node is older than the SDK's next versions want; Lambda runs Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const NAME = 'policylens-local-probe';

const definition = (retryAttempts: number): BackgroundFunctionDefinition => ({
  id: 'probe',
  handler: 'handlers/probe',
  permissions: [],
  retryAttempts,
  timeoutSeconds: 5,
});

/** A handler that waits until opened, and what it was called with. */
function gatedHandler(outcome: () => void = () => undefined) {
  const seen: unknown[] = [];
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const handler: LocalHandler = async (event) => {
    seen.push(event);
    await gate;
    outcome();
  };
  return { handler, seen, open: () => open() };
}

/**
 * The local Lambda's queue of asynchronous events, as Lambda's own: an event answered 202 is on
 * disk, and one not yet run when the stack stops (or cut short by the stop) runs at the next start.
 */
describe('local Lambda (accepted events outlive a stop)', () => {
  const started: LocalLambda[] = [];
  let dataDir = '';
  let logged: string[] = [];

  afterEach(async () => {
    for (const lambda of started.splice(0)) await lambda.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = '';
  });

  const queueDir = () => path.join(dataDir, 'event-queue');
  const deadLetters = () => path.join(dataDir, 'dead-letter', `${NAME}.jsonl`);
  const queued = () => readdirSync(queueDir()).filter((name) => name.endsWith('.json'));
  const queuedEvents = () =>
    queued().map((name) => JSON.parse(readFileSync(path.join(queueDir(), name), 'utf8')) as unknown);

  async function start(handler: LocalHandler, retryAttempts = 2, retryDelayMs = 5, concurrency?: number) {
    if (!dataDir) dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-lambda-queue-'));
    logged = [];
    const lambda = await startLocalLambda({
      functions: {
        [NAME]: { definition: definition(retryAttempts), load: async () => handler, concurrency },
      },
      deadLetterDir: path.join(dataDir, 'dead-letter'),
      retryDelayMs,
      log: (line) => logged.push(line),
    });
    started.push(lambda);
    const client = new LambdaClient({
      endpoint: lambda.endpoint,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const invoke = (payload: unknown) =>
      client.send(
        new InvokeCommand({
          FunctionName: NAME,
          InvocationType: 'Event',
          Payload: new TextEncoder().encode(JSON.stringify(payload)),
        }),
      );
    return { lambda, invoke };
  }

  async function stop(lambda: LocalLambda) {
    await lambda.stop();
    started.splice(started.indexOf(lambda), 1);
  }

  it('keeps an event on disk from its 202 until it has run', async () => {
    const probe = gatedHandler();
    const { lambda, invoke } = await start(probe.handler);
    expect((await invoke({ job: 1 })).StatusCode).toBe(202);
    expect(queuedEvents()).toEqual([
      expect.objectContaining({ function: NAME, failures: 0, event: { job: 1 } }),
    ]);
    probe.open();
    await lambda.idle();
    expect(probe.seen).toEqual([{ job: 1 }]);
    expect(queued()).toEqual([]);
  });

  it('runs the events a stop cut short, or never started, at the next start, in the order they came', async () => {
    const first = gatedHandler(() => {
      throw new Error('the table went away');
    });
    // Two run at once: two are cut short by the stop, the third has not started.
    const before = await start(first.handler, 2, 5, 2);
    for (const job of [1, 2, 3]) await before.invoke({ job });
    await expect.poll(() => first.seen).toHaveLength(2);
    await stop(before.lambda);
    // Failing because the stack stopped does not count against the event's retries.
    first.open();
    await before.lambda.idle();
    expect(queuedEvents()).toEqual([
      expect.objectContaining({ failures: 0, event: { job: 1 } }),
      expect.objectContaining({ failures: 0, event: { job: 2 } }),
      expect.objectContaining({ failures: 0, event: { job: 3 } }),
    ]);

    const ran: unknown[] = [];
    const after = await start(async (event) => {
      ran.push(event);
    });
    expect(logged).toEqual(['local lambda: running 3 events accepted before the last stop']);
    await after.lambda.idle();
    expect(ran).toEqual([{ job: 1 }, { job: 2 }, { job: 3 }]);
    expect(queued()).toEqual([]);
    expect(existsSync(deadLetters())).toBe(false);
  });

  it('an event waiting for its retry keeps its count of failures across a restart', async () => {
    let runs = 0;
    const failing: LocalHandler = async () => {
      runs++;
      throw new Error('worker broke');
    };
    // Two retries, the first a long wait away when the stack stops.
    const before = await start(failing, 2, 60_000);
    await before.invoke({ job: 'flaky' });
    await expect.poll(() => runs).toBe(1);
    await expect.poll(() => queuedEvents()).toEqual([expect.objectContaining({ failures: 1 })]);
    await stop(before.lambda);

    runs = 0;
    const after = await start(failing, 2, 5);
    await after.lambda.idle();
    // Three attempts in all: one before the stop, two after; then dead-lettered, once.
    expect(runs).toBe(2);
    expect(queued()).toEqual([]);
    const lines = readFileSync(deadLetters(), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ function: NAME, event: { job: 'flaky' }, error: 'Error: worker broke' }),
    ]);
    expect(logged).toContain(`local lambda: an event of ${NAME} failed 3 times and was dead-lettered`);
  });

  it('does not run an event whose write was cut short (it was never answered 202)', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-lambda-queue-'));
    const ran: unknown[] = [];
    const { lambda } = await start(async (event) => {
      ran.push(event);
    });
    await stop(lambda);
    writeFileSync(path.join(queueDir(), '01J0000000000000000000000.json.partial'), '{"id":"01J0');
    const again = await start(async (event) => {
      ran.push(event);
    });
    await again.lambda.idle();
    expect(ran).toEqual([]);
    expect(readdirSync(queueDir())).toEqual([]);
  });

  it('dead-letters a queued event whose function is gone after the restart', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-lambda-queue-'));
    const { lambda } = await start(async () => undefined);
    await stop(lambda);
    writeFileSync(
      path.join(queueDir(), '01J0000000000000000000001.json'),
      JSON.stringify({
        id: '01J0000000000000000000001',
        function: 'policylens-local-retired',
        acceptedAt: new Date().toISOString(),
        failures: 0,
        event: { job: 'old' },
      }),
    );
    const again = await start(async () => undefined);
    await again.lambda.idle();
    expect(queued()).toEqual([]);
    const line = readFileSync(path.join(dataDir, 'dead-letter', 'policylens-local-retired.jsonl'), 'utf8');
    expect(JSON.parse(line)).toMatchObject({
      error: 'Function not found: policylens-local-retired',
      event: { job: 'old' },
    });
  });

  it('runs at most its reserved concurrency at once; the other events wait their turn, on disk', async () => {
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const { lambda, invoke } = await start(
      async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
      },
      0,
      5,
      2,
    );
    for (const job of [1, 2, 3, 4, 5]) expect((await invoke({ job })).StatusCode).toBe(202);
    await expect.poll(() => gates.length).toBe(2);
    expect(queued()).toHaveLength(5);
    // Each run that ends lets the next one start.
    for (let ended = 0; ended < 5; ended++) {
      await expect.poll(() => gates.length).toBeGreaterThan(0);
      gates.shift()?.();
    }
    await lambda.idle();
    expect(most).toBe(2);
    expect(queued()).toEqual([]);
  });
});

/**
 * The local stand-in for the SQS FIFO queue of scanned documents: SendMessage answered as SQS
 * does, each message run as a one-record batch of the function the queue feeds, at most one of a
 * message group (a user) at a time, and a message sent again with its deduplication id run once.
 */
describe('local Lambda (an SQS FIFO queue feeding a function)', () => {
  const QUEUE = 'policylens-local-probe.fifo';
  let lambda: LocalLambda | undefined;
  let dataDir = '';

  afterEach(async () => {
    await lambda?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs one user's messages one at a time, and another user's beside them", async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-lambda-sqs-'));
    const probe = gatedHandler();
    lambda = await startLocalLambda({
      functions: {
        [NAME]: { definition: definition(2), load: async () => probe.handler, concurrency: 2, perGroup: 1 },
      },
      queues: { [QUEUE]: NAME },
      deadLetterDir: path.join(dataDir, 'dead-letter'),
    });
    const sqs = new SQSClient({
      endpoint: lambda.endpoint,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const send = (user: string, doc: string) =>
      sqs.send(
        new SendMessageCommand({
          QueueUrl: `${lambda?.endpoint}/000000000000/${QUEUE}`,
          MessageBody: JSON.stringify({ user, doc }),
          MessageGroupId: user,
          MessageDeduplicationId: doc,
        }),
      );
    for (const doc of ['a1', 'a2', 'a3']) expect((await send('a', doc)).MessageId).toBeTruthy();
    await send('a', 'a1');
    await send('b', 'b1');
    const bodies = () =>
      probe.seen.map((event) =>
        JSON.parse((event as { Records: { body: string }[] }).Records[0]?.body ?? '{}'),
      );
    // Two slots: one for the first user's first message, the other for the second user's.
    await expect.poll(bodies).toEqual([
      { user: 'a', doc: 'a1' },
      { user: 'b', doc: 'b1' },
    ]);
    probe.open();
    await lambda.idle();
    expect(bodies().map((body) => body.doc)).toEqual(['a1', 'b1', 'a2', 'a3']);
    sqs.destroy();
  });
});
