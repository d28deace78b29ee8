import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import type { BackgroundFunctionDefinition } from '../../functions/routes';
import { lambdaContext, TIMED_OUT, within } from './lambda-context';
import { HOST } from './ports';

/**
 * The local stand-in for Lambda's Invoke API, for functions the handlers start themselves. An
 * `Event` invoke is answered 202 at once and the handler runs afterwards, with Lambda's behaviour
 * for asynchronous events: the function's time limit, `retryAttempts` retries, then the event is
 * dead-lettered (written to a file under the data folder). `RequestResponse` runs it and answers
 * with its result. It binds 127.0.0.1 on a port of the OS's choosing: only the handlers call it.
 */
export type LocalHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface LocalFunction {
  readonly definition: BackgroundFunctionDefinition;
  readonly load: () => Promise<LocalHandler>;
}

export interface LocalLambdaOptions {
  /** Functions by the name handlers invoke them with. */
  readonly functions: Readonly<Record<string, LocalFunction>>;
  /** Where dead-lettered events are kept, one JSON line each, in `<function name>.jsonl`. */
  readonly deadLetterDir: string;
  /** Wait before each retry (Lambda waits minutes; locally a moment). */
  readonly retryDelayMs?: number;
  /** Where to say that an event was dead-lettered (the console by default). */
  readonly log?: (line: string) => void;
}

export interface LocalLambda {
  readonly endpoint: string;
  /** Resolves once every event accepted so far has run (retries included) or been dead-lettered. */
  idle(): Promise<void>;
  stop(): Promise<void>;
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs an accepted event as Lambda does: retries, then the dead-letter file. */
async function runEvent(
  opts: LocalLambdaOptions,
  name: string,
  fn: LocalFunction,
  event: unknown,
  stopped: () => boolean,
): Promise<void> {
  const attempts = 1 + (fn.definition.retryAttempts ?? 2);
  let lastError = '';
  for (let attempt = 1; attempt <= attempts && !stopped(); attempt++) {
    if (attempt > 1) await sleep((opts.retryDelayMs ?? 1000) * (attempt - 1));
    try {
      await runOnce(name, fn, event);
      return;
    } catch (error) {
      lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }
  if (stopped()) return;
  mkdirSync(opts.deadLetterDir, { recursive: true });
  const line = JSON.stringify({ at: new Date().toISOString(), function: name, error: lastError, event });
  appendFileSync(path.join(opts.deadLetterDir, `${name}.jsonl`), `${line}\n`);
  (opts.log ?? console.warn)(
    `local lambda: an event of ${name} failed ${attempts} times and was dead-lettered`,
  );
}

/** Answers one Invoke call; an `Event` is answered 202 and handed to `accept` to run afterwards. */
async function invoke(
  req: IncomingMessage,
  res: ServerResponse,
  functions: LocalLambdaOptions['functions'],
  accept: (name: string, fn: LocalFunction, event: unknown) => void,
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
    reply(res, 202);
    return accept(name, fn, event);
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

export async function startLocalLambda(opts: LocalLambdaOptions): Promise<LocalLambda> {
  const running = new Set<Promise<void>>();
  let stopped = false;
  const accept = (name: string, fn: LocalFunction, event: unknown) => {
    const run = runEvent(opts, name, fn, event, () => stopped).finally(() => running.delete(run));
    running.add(run);
  };
  const server = http.createServer((req, res) => {
    invoke(req, res, opts.functions, accept).catch((error: unknown) => {
      if (!res.headersSent) reply(res, 400, { message: (error as Error).message });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${HOST}:${port}`,
    idle: async () => {
      while (running.size) await Promise.all([...running]);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopped = true;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
