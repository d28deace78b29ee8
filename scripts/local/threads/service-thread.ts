import { type MessagePort, parentPort, SHARE_ENV, Worker, workerData } from 'node:worker_threads';

/**
 * A local service (an emulator) on a thread of its own, so that the gateway's thread does only
 * what API Gateway and the route's function would: the stack calls the service's methods and hears
 * its events through messages. Threads share the environment, so the Lambda triggers a service
 * runs see the same settings as the handlers.
 */
interface SentError {
  readonly name: string;
  readonly message: string;
  readonly errorType?: string;
}
type ToThread = { type: 'call'; id: number; method: string; args: unknown[] } | { type: 'stop' };
type FromThread =
  | { type: 'ready'; value: unknown }
  | { type: 'failed'; error: SentError }
  | { type: 'event'; name: string; payload: unknown }
  | { type: 'reply'; id: number; value?: unknown; error?: SentError }
  | { type: 'stopped' };

/** What a service's module gives the thread: what the stack needs to know, what it may call, how to stop. */
export interface ThreadService<R> {
  readonly ready: R;
  readonly methods?: Readonly<Record<string, (...args: never[]) => Promise<unknown>>>;
  stop(): Promise<void>;
}

export interface ServiceThread<R> {
  readonly ready: R;
  call(method: string, ...args: unknown[]): Promise<unknown>;
  on(name: string, listener: (payload: unknown) => void): void;
  stop(): Promise<void>;
}

/** Raised in the stack for an error a service's method threw, with its name and Cognito-style type. */
export class ThreadError extends Error {
  constructor(
    sent: SentError,
    readonly errorType = sent.errorType,
  ) {
    super(sent.message);
    this.name = sent.name;
  }
}

function sent(error: unknown): SentError {
  const e = error instanceof Error ? error : new Error(String(error));
  const errorType = (e as { errorType?: unknown }).errorType;
  return { name: e.name, message: e.message, ...(typeof errorType === 'string' ? { errorType } : {}) };
}

const BOOT = new URL('./boot.mjs', import.meta.url);

/** Starts a service module (one that calls `serveInThread`) on its own thread. */
export function startServiceThread<R>(entry: URL, options: unknown): Promise<ServiceThread<R>> {
  const worker = new Worker(BOOT, { env: SHARE_ENV, workerData: { entry: entry.href, options } });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, ((payload: unknown) => void)[]>();
  let nextId = 0;
  let stopped: (() => void) | undefined;
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`a local service stopped while starting (exit ${code})`));
      for (const call of pending.values()) call.reject(new Error('the local service has stopped'));
      stopped?.();
    });
    worker.on('message', (message: FromThread) => {
      if (message.type === 'failed') reject(new ThreadError(message.error));
      else if (message.type === 'event')
        for (const listener of listeners.get(message.name) ?? []) listener(message.payload);
      else if (message.type === 'reply') {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new ThreadError(message.error));
        else call?.resolve(message.value);
      } else if (message.type === 'stopped') {
        void worker.terminate();
      } else if (message.type === 'ready') {
        worker.off('error', reject);
        worker.on('error', (error) => console.error('a local service failed', error));
        resolve({
          ready: message.value as R,
          call: (method, ...args) =>
            new Promise((resolveCall, rejectCall) => {
              const id = nextId++;
              pending.set(id, { resolve: resolveCall, reject: rejectCall });
              worker.postMessage({ type: 'call', id, method, args } satisfies ToThread);
            }),
          on: (name, listener) => listeners.set(name, [...(listeners.get(name) ?? []), listener]),
          stop: () =>
            new Promise<void>((resolveStop) => {
              if (worker.threadId === -1) return resolveStop();
              stopped = resolveStop;
              worker.postMessage({ type: 'stop' } satisfies ToThread);
            }),
        });
      }
    });
  });
}

/** The thread side: starts the service with the stack's options and answers its messages. */
export async function serveInThread<O, R>(
  start: (options: O, emit: (name: string, payload: unknown) => void) => Promise<ThreadService<R>>,
): Promise<void> {
  const port = parentPort as MessagePort;
  const post = (message: FromThread) => port.postMessage(message);
  let service: ThreadService<R>;
  try {
    service = await start((workerData as { options: O }).options, (name, payload) =>
      post({ type: 'event', name, payload }),
    );
  } catch (error) {
    post({ type: 'failed', error: sent(error) });
    return;
  }
  port.on('message', async (message: ToThread) => {
    if (message.type === 'stop') {
      await service.stop().catch(() => undefined);
      post({ type: 'stopped' });
      port.close();
      return;
    }
    const method = service.methods?.[message.method] as
      | ((...args: unknown[]) => Promise<unknown>)
      | undefined;
    try {
      if (!method) throw new Error(`no method ${message.method}`);
      post({ type: 'reply', id: message.id, value: await method(...message.args) });
    } catch (error) {
      post({ type: 'reply', id: message.id, error: sent(error) });
    }
  });
  post({ type: 'ready', value: service.ready });
}
