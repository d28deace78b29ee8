import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { callControl, type LocalControl, showsControlSecret } from './control-secret';
import { HOST } from './ports';

/**
 * The local stand-in for EventBridge Scheduler's one-time schedules (renewal reminders): the
 * handlers create, update and delete schedules with the real SDK client, and at its time a schedule
 * starts its target on the local Lambda with its input, as Scheduler does, then deletes itself.
 *
 * Its clock is the machine's plus an offset that tests move forward (`advanceLocalClock`): a
 * reminder due in 30 days is sent at once, by the same sending function, into the local mailbox.
 * Those controls (`/_local/*`) answer only a caller that shows the stack's secret (control-secret.ts).
 * Schedules are kept in a file under the data folder, so they outlive a restart.
 */
export interface LocalSchedule {
  readonly name: string;
  readonly group: string;
  readonly expression: string;
  /** When it fires (ISO 8601, UTC). */
  readonly at: string;
  readonly target: string;
  readonly input: string;
  readonly deleteAfter: boolean;
}

export interface LocalScheduler {
  readonly endpoint: string;
  stop(): Promise<void>;
}

export interface LocalSchedulerOptions {
  readonly dataDir: string;
  /** The local Lambda's Invoke API, which runs the schedules' targets. */
  readonly lambdaEndpoint: string;
  /** How often the real clock is checked for schedules due (ms; 0: only when advanced). */
  readonly checkEveryMs?: number;
  /** The stack's secret, which a caller of the clock's controls must show. */
  readonly controlSecret: string;
}

class SchedulerError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** `at(2027-03-01T09:00:00)` read in UTC. Pure. */
export function atTime(expression: string, timeZone = 'UTC'): string {
  const m = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(expression);
  if (!m || timeZone !== 'UTC')
    throw new SchedulerError(400, 'ValidationException', `Unsupported schedule expression ${expression}`);
  return new Date(`${m[1]}Z`).toISOString();
}

interface ScheduleBody {
  readonly ScheduleExpression?: string;
  readonly ScheduleExpressionTimezone?: string;
  readonly GroupName?: string;
  readonly ActionAfterCompletion?: string;
  readonly Target?: { readonly Arn?: string; readonly Input?: string };
}

function scheduleOf(name: string, body: ScheduleBody): LocalSchedule {
  const expression = body.ScheduleExpression ?? '';
  return {
    name,
    group: body.GroupName ?? 'default',
    expression,
    at: atTime(expression, body.ScheduleExpressionTimezone ?? 'UTC'),
    target: body.Target?.Arn ?? '',
    input: body.Target?.Input ?? '{}',
    deleteAfter: body.ActionAfterCompletion === 'DELETE',
  };
}

/** The schedules, kept by group and name, written through to a file. */
class ScheduleBook {
  private readonly schedules = new Map<string, LocalSchedule>();

  constructor(private readonly file: string) {
    if (!existsSync(file)) return;
    for (const s of JSON.parse(readFileSync(file, 'utf8')) as LocalSchedule[])
      this.schedules.set(`${s.group}/${s.name}`, s);
  }

  has(group: string, name: string): boolean {
    return this.schedules.has(`${group}/${name}`);
  }

  put(schedule: LocalSchedule): void {
    this.schedules.set(`${schedule.group}/${schedule.name}`, schedule);
    this.save();
  }

  delete(group: string, name: string): boolean {
    const had = this.schedules.delete(`${group}/${name}`);
    this.save();
    return had;
  }

  all(): LocalSchedule[] {
    return [...this.schedules.values()].sort((a, b) => a.at.localeCompare(b.at));
  }

  private save(): void {
    writeFileSync(this.file, JSON.stringify(this.all()));
  }
}

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {});
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown, type?: string): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...(type ? { 'x-amzn-errortype': type } : {}),
  });
  res.end(JSON.stringify(body));
}

/** Starts a target on the local Lambda and waits for it, as Scheduler's invoke would run it. */
async function fire(lambdaEndpoint: string, schedule: LocalSchedule): Promise<unknown> {
  const url = `${lambdaEndpoint}/2015-03-31/functions/${encodeURIComponent(schedule.target)}/invocations`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'x-amz-invocation-type': 'RequestResponse' },
    body: schedule.input,
  });
  const result: unknown = await res.json();
  if (res.headers.get('x-amz-function-error'))
    throw new Error(`schedule ${schedule.name} failed: ${JSON.stringify(result)}`);
  return result;
}

/** The Scheduler API's schedule calls the handlers make, on `/schedules/{Name}`. */
async function scheduleCall(book: ScheduleBook, req: IncomingMessage, url: URL): Promise<[number, unknown]> {
  const name = decodeURIComponent(url.pathname.slice('/schedules/'.length));
  const group = url.searchParams.get('groupName') ?? 'default';
  if (req.method === 'DELETE') {
    if (!book.delete(group, name))
      throw new SchedulerError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    return [200, {}];
  }
  if (req.method === 'GET') {
    const found = book.all().find((s) => s.group === group && s.name === name);
    if (!found)
      throw new SchedulerError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    return [200, { Name: found.name, GroupName: found.group, ScheduleExpression: found.expression }];
  }
  const schedule = scheduleOf(name, (await readJson(req)) as ScheduleBody);
  const exists = book.has(schedule.group, name);
  if (req.method === 'POST' && exists)
    throw new SchedulerError(409, 'ConflictException', `Schedule ${name} already exists.`);
  if (req.method === 'PUT' && !exists)
    throw new SchedulerError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
  book.put(schedule);
  return [200, { ScheduleArn: `arn:aws:scheduler:local:000000000000:schedule/${schedule.group}/${name}` }];
}

export async function startLocalScheduler(opts: LocalSchedulerOptions): Promise<LocalScheduler> {
  const book = new ScheduleBook(path.join(opts.dataDir, 'schedules.json'));
  let offsetMs = 0;
  let firing = Promise.resolve();
  const now = () => Date.now() + offsetMs;
  /** Fires what is due, one after another, in time order; the next check goes after this one. */
  const fireDue = () => {
    const run = firing.then(async () => {
      const fired: { name: string; result: unknown }[] = [];
      for (const schedule of book.all().filter((s) => Date.parse(s.at) <= now())) {
        const result = await fire(opts.lambdaEndpoint, schedule);
        if (schedule.deleteAfter) book.delete(schedule.group, schedule.name);
        fired.push({ name: schedule.name, result });
      }
      return fired;
    });
    firing = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    void (async () => {
      try {
        if (url.pathname.startsWith('/schedules/')) {
          const [status, body] = await scheduleCall(book, req, url);
          return reply(res, status, body);
        }
        if (url.pathname.startsWith('/_local/') && !showsControlSecret(req.headers, opts.controlSecret))
          return reply(res, 403, { Message: 'The local stack secret is required' }, 'AccessDeniedException');
        if (url.pathname === '/_local/schedules' && req.method === 'GET')
          return reply(res, 200, { now: new Date(now()).toISOString(), schedules: book.all() });
        if (url.pathname === '/_local/advance' && req.method === 'POST') {
          const { ms } = await readJson(req);
          offsetMs += typeof ms === 'number' && ms > 0 ? ms : 0;
          const fired = await fireDue();
          return reply(res, 200, { now: new Date(now()).toISOString(), fired });
        }
        reply(res, 404, { Message: 'Unknown operation' }, 'ResourceNotFoundException');
      } catch (error) {
        if (error instanceof SchedulerError)
          return reply(res, error.status, { Message: error.message }, error.type);
        reply(res, 500, { Message: (error as Error).message }, 'InternalServerException');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const checkEveryMs = opts.checkEveryMs ?? 60_000;
  const timer =
    checkEveryMs > 0 ? setInterval(() => void fireDue().catch(() => undefined), checkEveryMs) : undefined;
  timer?.unref();
  return {
    endpoint: `http://${HOST}:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (timer) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Where a test controls the local scheduler, with the stack's secret: on the scheduler itself, or
 * through the local gateway's `/_local/scheduler` (for tests that know only the app's address).
 */
export const schedulerControl = (schedulerEndpoint: string, secret: string): LocalControl => ({
  url: `${schedulerEndpoint}/_local`,
  secret,
});
export const gatewaySchedulerControl = (appUrl: string, secret: string): LocalControl => ({
  url: `${appUrl}/_local/scheduler`,
  secret,
});

/** What the local scheduler holds now, and its clock. For tests, and by hand. */
export async function listLocalSchedules(
  control: LocalControl,
): Promise<{ now: string; schedules: LocalSchedule[] }> {
  const res = await callControl(control, '/schedules');
  if (!res.ok) throw new Error(`the local scheduler did not answer: ${await res.text()}`);
  return (await res.json()) as { now: string; schedules: LocalSchedule[] };
}

/**
 * Moves the local scheduler's clock forward and runs every schedule now due (their targets have
 * finished when this answers): a reminder 30 days away is sent in the moment.
 */
export async function advanceLocalClock(
  control: LocalControl,
  ms: number,
): Promise<{ now: string; fired: { name: string; result: unknown }[] }> {
  const res = await callControl(control, '/advance', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  if (!res.ok) throw new Error(`the local scheduler did not advance: ${await res.text()}`);
  return (await res.json()) as { now: string; fired: { name: string; result: unknown }[] };
}
