import { IN_PROGRESS_MESSAGE } from '#functions/lib/idempotency';
import type { StackUrls, TestUser } from '#tests/steps/users';

/**
 * The load run's side of HTTP: each API call made as the app makes it, timed and counted by route
 * (ids replaced) and answer, and the retries the app makes.
 */
export interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** The users' requests: how many, their answers and how long they took, in all and by route. */
export interface RequestsSummary {
  readonly total: number;
  readonly perSecond: number;
  readonly byStatus: Record<string, number>;
  readonly latencyMs: Latency;
  readonly byRoute: Record<string, { count: number; byStatus: Record<string, number>; latencyMs: Latency }>;
}

const REQUEST_TIMEOUT_MS = 35_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function latency(values: readonly number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

export const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** Every request the users make, by route (ids replaced) and answer. */
export class Recorder {
  readonly samples: { route: string; status: string; ms: number }[] = [];
  readonly throttled: Record<string, number> = {};
  readonly refused: Record<string, number> = {};
  /** How long each registration took (sign-up, the mailed link, sign-in), in ms. */
  readonly registrations: number[] = [];
  retries = 0;

  record(route: string, status: string, ms: number) {
    this.samples.push({ route, status, ms });
    if (status === '429') bump(this.throttled, route);
  }

  summary(elapsedSeconds: number): RequestsSummary {
    const byStatus: Record<string, number> = {};
    const routes = new Map<string, { byStatus: Record<string, number>; ms: number[] }>();
    for (const s of this.samples) {
      bump(byStatus, s.status);
      const r = routes.get(s.route) ?? { byStatus: {}, ms: [] };
      bump(r.byStatus, s.status);
      r.ms.push(s.ms);
      routes.set(s.route, r);
    }
    return {
      total: this.samples.length,
      perSecond: Math.round((this.samples.length / Math.max(1, elapsedSeconds)) * 10) / 10,
      byStatus,
      latencyMs: latency(this.samples.map((s) => s.ms)),
      byRoute: Object.fromEntries(
        [...routes.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([route, r]) => [
            route,
            { count: r.ms.length, byStatus: r.byStatus, latencyMs: latency(r.ms) },
          ]),
      ),
    };
  }
}

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** No answer: the connection failed or the client gave up waiting. */
export const NO_ANSWER = 0;

function routeOf(method: string, path: string): string {
  const template = path.replace(/\/[0-9A-HJKMNP-TV-Z]{26}(?=\/|$)/g, '/{id}');
  return `${method} ${template}`;
}

/** One API call as the app makes it, timed and counted. */
export async function call(
  rec: Recorder,
  urls: StackUrls,
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<Answer> {
  const started = performance.now();
  const route = routeOf(method, path);
  try {
    const res = await fetch(`${urls.appUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${user.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    rec.record(route, String(res.status), performance.now() - started);
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: parsed };
  } catch {
    rec.record(route, 'no answer', performance.now() - started);
    return { status: NO_ANSWER, body: {} };
  }
}

/** Worth asking again, as the app's "try again": busy, timed out, or no answer at all. */
export const retryable = (status: number) => status === NO_ANSWER || status === 503 || status === 504;

/** No acknowledgement, but the write may have happened: no answer, or the server's own error. */
export const mayHaveWritten = (a: Answer) => a.status === NO_ANSWER || a.status >= 500;

/** A create asked again with its Idempotency-Key while the first try still runs. */
const stillCreating = (a: Answer) => a.status === 409 && a.body.error === IN_PROGRESS_MESSAGE;
export const retryCreate = (a: Answer) => retryable(a.status) || stillCreating(a);

/** Calls until answered or out of tries; the same Idempotency-Key on each try of a create. */
export async function callWithRetry(
  rec: Recorder,
  tries: number,
  send: () => Promise<Answer>,
  again: (a: Answer) => boolean = (a) => retryable(a.status),
): Promise<Answer> {
  let answer = await send();
  for (let attempt = 1; attempt < tries && again(answer); attempt++) {
    rec.retries++;
    await sleep(1000 * attempt);
    answer = await send();
  }
  return answer;
}
