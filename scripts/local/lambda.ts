import { createHash, randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Context } from 'aws-lambda';
import { ulid } from 'ulid';
import type { BackgroundFunctionDefinition } from '#functions/routes';
import { FairSlots } from './fair-slots';
import { lambdaContext, TIMED_OUT, within } from './lambda-context';
import { HOST } from './ports';

/**
 * The local stand-in for Lambda's Invoke API, for functions the handlers start themselves. An
 * `Event` invoke is kept on disk before it is answered 202, then run with Lambda's behaviour for
 * asynchronous events: the function's time limit, `retryAttempts` retries, then the event is
 * dead-lettered (written to a file under the data folder); at most its reserved concurrency runs
 * at once, the other events wait their turn. Like Lambda's own queue, an accepted event outlives a
 * stop: the events not yet run (or cut short by the stop) are run again at the
 * next start. `RequestResponse` runs it and answers with its result. It binds 127.0.0.1 on a port
 * of the OS's choosing: only the handlers call it.
 *
 * It also stands in for the SQS queues that feed a function (`queues`): SQS's SendMessage is
 * answered as SQS does, and the message is run as a one-record queue batch with the same retries
 * and dead-letter file. A FIFO queue's message group is kept: the function runs at most
 * `perGroup` messages of one group at once, and a group with many waiting never holds back another.
 */
export type LocalHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface LocalFunction {
  readonly definition: BackgroundFunctionDefinition;
  readonly load: () => Promise<LocalHandler>;
  /**
   * How many of its events run at once, as the function's reserved concurrency in the stack; the
   * others wait their turn, as Lambda's queue holds them (DEFAULT_CONCURRENCY when not given).
   */
  readonly concurrency?: number;
  /** How many events of one message group (a FIFO queue's, one user's) run at once; no bound when not given. */
  readonly perGroup?: number;
  /** The group an asynchronous event belongs to, for `perGroup` (a queue's messages carry their own). */
  readonly groupOf?: (event: unknown) => string | undefined;
}

/**
 * The stack reserves five concurrent runs for each background worker; locally every run shares
 * this machine's cores, so no more than there are cores. More would not finish sooner: a PDF read
 * waiting behind dozens of others for the CPU runs out of its time limit and refuses a good file.
 */
export const DEFAULT_CONCURRENCY = Math.min(5, Math.max(1, os.availableParallelism()));

export interface LocalLambdaOptions {
  /** Functions by the name handlers invoke them with. */
  readonly functions: Readonly<Record<string, LocalFunction>>;
  /** The queues handlers send messages to, by queue name: the function each feeds. */
  readonly queues?: Readonly<Record<string, string>>;
  /** Where dead-lettered events are kept, one JSON line each, in `<function name>.jsonl`. */
  readonly deadLetterDir: string;
  /**
   * Where accepted events wait, one file each, until they have run or been dead-lettered
   * (`event-queue` beside the dead-letter folder by default).
   */
  readonly queueDir?: string;
  /** The port to listen on (one of the OS's choosing by default). */
  readonly port?: number;
  /** Wait before each retry (Lambda waits minutes; locally a moment). */
  readonly retryDelayMs?: number;
  /** Where to say that an event was dead-lettered or replayed (the console by default). */
  readonly log?: (line: string) => void;
}

export interface LocalLambda {
  readonly endpoint: string;
  /** Resolves once every event accepted so far has run (retries included) or been dead-lettered. */
  idle(): Promise<void>;
  /** Stops at once; events not yet run, or cut short, stay queued for the next start. */
  stop(): Promise<void>;
}

/** An accepted event as it is kept on disk until it has run. */
interface QueuedEvent {
  /** Sortable: events are replayed in the order they were accepted. */
  readonly id: string;
  readonly function: string;
  readonly acceptedAt: string;
  /** Attempts that ended in an error (a run cut short by a stop or a crash is not one). */
  readonly failures: number;
  readonly lastError?: string;
  readonly event: unknown;
  /** The message group it belongs to (a FIFO queue's), when it came from one. */
  readonly group?: string;
}

const DEFAULT_TIMEOUT_SECONDS = 10;
const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

/** Runs a handler once within its time limit; throws what it threw, or a timeout as Lambda reports it. */
async function runOnce(name: string, fn: LocalFunction, event: unknown): Promise<unknown> {
  const handler = await fn.load();
  const timeoutSeconds = fn.definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  const result = await within(
    handler(event, lambdaContext(name, randomUUID(), timeoutSeconds, fn.definition.memoryMb)),
    timeoutSeconds * 1000,
  );
  if (result === TIMED_OUT) throw new Error(`Task timed out after ${timeoutSeconds}.00 seconds`);
  return result;
}

/** Waits, or less if the stack stops meanwhile. */
const sleep = (ms: number, stopping: AbortSignal) =>
  delay(ms, undefined, { signal: stopping }).catch(() => undefined);

const describeError = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** The accepted events on disk: written whole (a file and a rename) and flushed before the 202. */
class EventQueue {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private file(id: string): string {
    return path.join(this.dir, `${id}.json`);
  }

  async save(queued: QueuedEvent): Promise<void> {
    const partial = `${this.file(queued.id)}.partial`;
    const handle = await open(partial, 'w');
    try {
      await handle.writeFile(JSON.stringify(queued));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, this.file(queued.id));
  }

  async remove(id: string): Promise<void> {
    await rm(this.file(id), { force: true });
  }

  /** What was accepted and not finished before the last stop, oldest first. */
  async pending(): Promise<QueuedEvent[]> {
    const names = (await readdir(this.dir)).sort();
    const found: QueuedEvent[] = [];
    for (const name of names) {
      // Cut short while being written, so never answered 202: not accepted.
      if (name.endsWith('.partial')) await rm(path.join(this.dir, name), { force: true });
      else if (name.endsWith('.json'))
        found.push(JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as QueuedEvent);
    }
    return found;
  }
}

function deadLetter(opts: LocalLambdaOptions, queued: QueuedEvent, error: string, attempts: number): void {
  mkdirSync(opts.deadLetterDir, { recursive: true });
  const line = JSON.stringify({
    at: new Date().toISOString(),
    function: queued.function,
    error,
    event: queued.event,
  });
  appendFileSync(path.join(opts.deadLetterDir, `${queued.function}.jsonl`), `${line}\n`);
  (opts.log ?? console.warn)(
    `local lambda: an event of ${queued.function} failed ${attempts} times and was dead-lettered`,
  );
}

/**
 * Runs an accepted event as Lambda does: retries, then the dead-letter file; it leaves the queue
 * only then. A stop ends it where it is, still queued.
 */
async function runEvent(
  opts: LocalLambdaOptions,
  queue: EventQueue,
  queued: QueuedEvent,
  slots: (name: string) => FairSlots,
  stopping: AbortSignal,
): Promise<void> {
  const stopped = () => stopping.aborted;
  const fn = opts.functions[queued.function];
  if (!fn) {
    // Queued before a restart that no longer has the function.
    deadLetter(opts, queued, `Function not found: ${queued.function}`, queued.failures);
    return queue.remove(queued.id);
  }
  const attempts = 1 + (fn.definition.retryAttempts ?? 2);
  let current = queued;
  while (current.failures < attempts && !stopped()) {
    if (current.failures > 0) await sleep((opts.retryDelayMs ?? 1000) * current.failures, stopping);
    const slot = slots(current.function);
    await slot.take(current.group);
    try {
      if (stopped()) return;
      await runOnce(current.function, fn, current.event);
      return await queue.remove(current.id);
    } catch (error) {
      // Failing because the stack is stopping is not the function's failure.
      if (stopped()) return;
      current = { ...current, failures: current.failures + 1, lastError: describeError(error) };
      if (current.failures < attempts) await queue.save(current);
    } finally {
      slot.give(current.group);
    }
  }
  if (stopped()) return;
  deadLetter(opts, current, current.lastError ?? '', attempts);
  await queue.remove(current.id);
}

/** Answers one Invoke call; an `Event` is handed to `accept`, which keeps it, then answered 202. */
async function invoke(
  req: IncomingMessage,
  res: ServerResponse,
  functions: LocalLambdaOptions['functions'],
  accept: Accept,
): Promise<void> {
  const match = INVOKE_PATH.exec(new URL(req.url ?? '/', `http://${HOST}`).pathname);
  if (req.method !== 'POST' || !match) return reply(res, 404, { message: 'Unknown operation' });
  // A name, or an ARN ending in it.
  const name =
    decodeURIComponent(match[1] ?? '')
      .split(':')
      .pop() ?? '';
  const fn = functions[name];
  if (!fn) {
    return reply(
      res,
      404,
      { Type: 'User', message: `Function not found: ${name}` },
      { 'x-amzn-errortype': 'ResourceNotFoundException' },
    );
  }
  const body = await readBody(req);
  const event: unknown = body.length ? JSON.parse(body.toString('utf8')) : {};
  const type = String(req.headers['x-amz-invocation-type'] ?? 'RequestResponse');
  if (type === 'DryRun') return reply(res, 204);
  if (type === 'Event') {
    const id = await accept(name, event);
    return reply(res, 202, undefined, { 'x-amzn-requestid': id });
  }
  try {
    return reply(res, 200, (await runOnce(name, fn, event)) ?? null);
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    return reply(
      res,
      200,
      { errorType: e.name, errorMessage: e.message },
      { 'x-amz-function-error': 'Unhandled' },
    );
  }
}

type Accept = (name: string, event: unknown, group?: string) => Promise<string>;
/** FIFO messages sent lately, by queue and deduplication id. */
type SentMessages = Map<string, { readonly messageId: string; readonly until: number }>;

const SQS_JSON = { 'content-type': 'application/x-amz-json-1.0' };
/** How long SQS remembers a FIFO message's deduplication id (five minutes). */
const DEDUPLICATION_MS = 5 * 60_000;

/** An SQS message as the function reading its queue receives it (a one-record batch). */
function sqsBatch(queueName: string, messageId: string, body: string, group: string | undefined) {
  const md5OfBody = createHash('md5').update(body).digest('hex');
  const attributes = {
    ApproximateReceiveCount: '1',
    SentTimestamp: String(Date.now()),
    ...(group ? { MessageGroupId: group } : {}),
  };
  const record = { messageId, receiptHandle: messageId, body, attributes, messageAttributes: {}, md5OfBody };
  const source = { eventSource: 'aws:sqs', eventSourceARN: `arn:aws:sqs:local:000000000000:${queueName}` };
  return { batch: { Records: [{ ...record, ...source, awsRegion: 'local' }] }, md5OfBody };
}

interface SendMessageInput {
  readonly QueueUrl?: string;
  readonly MessageBody?: string;
  readonly MessageGroupId?: string;
  readonly MessageDeduplicationId?: string;
}

/**
 * SQS's SendMessage (its JSON protocol) to a queue feeding a local function: the message is kept
 * and run as that function's one-record batch, in its message group; a FIFO message sent again
 * with the same deduplication id within five minutes is accepted once.
 */
async function sendMessage(
  req: IncomingMessage,
  res: ServerResponse,
  queues: Readonly<Record<string, string>>,
  accept: Accept,
  sent: SentMessages,
): Promise<void> {
  const input = JSON.parse((await readBody(req)).toString('utf8')) as SendMessageInput;
  const queueName = (input.QueueUrl ?? '').split('/').pop() ?? '';
  const fn = queues[queueName];
  if (!fn) {
    const error = {
      __type: 'com.amazonaws.sqs#QueueDoesNotExist',
      message: 'The specified queue does not exist.',
    };
    return reply(res, 400, error, SQS_JSON);
  }
  const dedup = input.MessageDeduplicationId ? `${queueName}/${input.MessageDeduplicationId}` : undefined;
  const earlier = dedup ? sent.get(dedup) : undefined;
  const messageId = earlier && earlier.until > Date.now() ? earlier.messageId : randomUUID();
  const { batch, md5OfBody } = sqsBatch(queueName, messageId, input.MessageBody ?? '', input.MessageGroupId);
  if (messageId !== earlier?.messageId) {
    await accept(fn, batch, input.MessageGroupId);
    if (dedup) sent.set(dedup, { messageId, until: Date.now() + DEDUPLICATION_MS });
  }
  return reply(res, 200, { MessageId: messageId, MD5OfMessageBody: md5OfBody }, SQS_JSON);
}

/** A request to the local endpoint: SQS's, by its target header, or Lambda's Invoke. */
function answer(
  req: IncomingMessage,
  res: ServerResponse,
  opts: LocalLambdaOptions,
  accept: Accept,
  sent: SentMessages,
) {
  const target = String(req.headers['x-amz-target'] ?? '');
  if (target === 'AmazonSQS.SendMessage') return sendMessage(req, res, opts.queues ?? {}, accept, sent);
  if (target.startsWith('AmazonSQS.')) {
    const error = {
      __type: 'com.amazonaws.sqs#UnsupportedOperation',
      message: `${target} is not run locally`,
    };
    return Promise.resolve(reply(res, 400, error, SQS_JSON));
  }
  return invoke(req, res, opts.functions, accept);
}

export async function startLocalLambda(opts: LocalLambdaOptions): Promise<LocalLambda> {
  const queue = new EventQueue(opts.queueDir ?? path.join(path.dirname(opts.deadLetterDir), 'event-queue'));
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  const slotsByFunction = new Map<string, FairSlots>();
  const slots = (name: string) => {
    let found = slotsByFunction.get(name);
    if (!found) {
      const fn = opts.functions[name];
      found = new FairSlots(fn?.concurrency ?? DEFAULT_CONCURRENCY, fn?.perGroup);
      slotsByFunction.set(name, found);
    }
    return found;
  };
  const sent: SentMessages = new Map();
  const run = (queued: QueuedEvent) => {
    const done = runEvent(opts, queue, queued, slots, stopping.signal)
      .catch((error: unknown) => {
        // The queue's own disk failed: the event stays where it was, for the next start.
        (opts.log ?? console.warn)(
          `local lambda: an event of ${queued.function} was left queued: ${describeError(error)}`,
        );
      })
      .finally(() => running.delete(done));
    running.add(done);
  };
  const accept: Accept = async (name, event, sentGroup) => {
    const group = sentGroup ?? opts.functions[name]?.groupOf?.(event);
    const queued: QueuedEvent = {
      id: ulid(),
      function: name,
      acceptedAt: new Date().toISOString(),
      failures: 0,
      event,
      ...(group ? { group } : {}),
    };
    await queue.save(queued);
    run(queued);
    return queued.id;
  };
  const server = http.createServer((req, res) => {
    answer(req, res, opts, accept, sent).catch((error: unknown) => {
      // A body that is not JSON is the caller's mistake; a queue that cannot be written is ours.
      if (!res.headersSent)
        reply(res, error instanceof SyntaxError ? 400 : 500, { message: (error as Error).message });
    });
  });
  // Read before the server answers anything, so only events from before this start are replayed.
  const left = await queue.pending();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  if (left.length) {
    (opts.log ?? console.log)(
      `local lambda: running ${left.length} event${left.length === 1 ? '' : 's'} accepted before the last stop`,
    );
    // After the caller's own start has finished (the stack gives the handlers their environment
    // right after this resolves).
    setImmediate(() => {
      for (const queued of left) if (!stopping.signal.aborted) run(queued);
    });
  }
  return {
    endpoint: `http://${HOST}:${port}`,
    idle: async () => {
      // Replayed events join on the next turn of the loop.
      if (left.length) await new Promise((resolve) => setImmediate(resolve));
      while (running.size) await Promise.all([...running]);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping.abort();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
