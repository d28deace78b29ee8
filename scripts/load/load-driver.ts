import os from 'node:os';
import type { StackUrls } from '#tests/steps/users';
import { type CheckTally, checkUser, settleAnalyses } from './load-check';
import { type Latency, latency, Recorder, type RequestsSummary, sleep } from './load-client';
import { LoadUser, register, type SimUser } from './load-user';

/**
 * Simulated users against a running PolicyLens, then a check that nothing they were told was saved
 * is lost. Each user registers (sign-up, the confirmation link from the mailbox, sign-in), then
 * until the time is up uploads policies (the sample PDFs), asks for cover, has claims assessed,
 * browses and deletes policies, as the app does, pausing between steps. Users keep within the
 * product's limits as real ones would (ten policies, the hourly analyses); a 429 is counted, never
 * retried. Afterwards every write the client saw acknowledged (a 2xx create, complete or delete) is
 * looked for through the API and directly in the table: present exactly once, or gone for deletes.
 *
 * The table is read with the store modules, so the caller sets their configuration (the stack's
 * environment) before running.
 */
export interface LoadOptions {
  readonly urls: StackUrls;
  readonly users: number;
  readonly durationMs: number;
  /** Users start spread over this long (default a tenth of the run, at most 10 s). */
  readonly rampUpMs?: number;
  /** A user's pause between steps, picked between these (default 300 to 1,200 ms). */
  readonly thinkMs?: readonly [number, number];
  /** For the same mix of steps from run to run. */
  readonly seed?: number;
  /** How long the check waits for accepted analyses to finish (default 90 s). */
  readonly settleMs?: number;
}

export interface LoadSummary {
  readonly at: string;
  /** The machine, and how busy it already was (1-minute load average) when the run started. */
  readonly machine: { readonly cpus: number; readonly node: string; readonly loadAverageAtStart: number };
  readonly users: number;
  readonly durationSeconds: number;
  readonly elapsedSeconds: number;
  readonly registered: number;
  readonly registrationFailures: number;
  /** Sign-up, the confirmation link from the mailbox, and sign-in, each user's in all. */
  readonly registrationMs: Latency;
  readonly requests: RequestsSummary;
  /** Writes the client saw acknowledged with a 2xx. */
  readonly acknowledged: {
    readonly policiesCreated: number;
    readonly policiesCompleted: number;
    readonly policiesDeleted: number;
    readonly assessments: number;
    readonly coverageCalculations: number;
  };
  /** Writes answered with a server error or not at all (after the retries): maybe done, never acknowledged. */
  readonly unacknowledged: {
    readonly policyCreates: number;
    readonly assessments: number;
    readonly coverageCalculations: number;
  };
  /** Answers a user hit the limits with (429), counted and not retried. */
  readonly throttled: { readonly total: number; readonly byRoute: Record<string, number> };
  /** Requests retried as the app would (503, a lost connection; creates with the same Idempotency-Key). */
  readonly retries: number;
  /** Things a user was refused that are not losses (a policy the worker could not read, say). */
  readonly refused: Record<string, number>;
  readonly outcomes: {
    readonly assessmentsCompleted: number;
    readonly assessmentsFailed: number;
    readonly coverageDone: number;
    readonly coverageFailed: number;
  };
  readonly check: {
    readonly usersChecked: number;
    readonly requests: number;
    readonly lost: number;
    readonly duplicated: number;
    readonly notDeleted: number;
    readonly stuckPending: number;
    readonly inconsistent: number;
    /** Writes not acknowledged (no 2xx seen) that the table holds anyway: not losses, reported. */
    readonly unacknowledgedFound: number;
    readonly problems: readonly string[];
  };
}

export async function runLoad(opts: LoadOptions): Promise<LoadSummary> {
  const rec = new Recorder();
  const loadAverageAtStart = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
  const started = Date.now();
  const deadline = started + opts.durationMs;
  const rampUpMs = opts.rampUpMs ?? Math.min(10_000, opts.durationMs / 10);
  const seed = opts.seed ?? 20_250_601;
  const sims: SimUser[] = [];
  let registrationFailures = 0;
  await Promise.all(
    Array.from({ length: opts.users }, async (_, i) => {
      await sleep((rampUpMs * i) / opts.users);
      if (Date.now() >= deadline) return;
      const sim = await register(rec, opts.urls, i + 1);
      if (!sim) {
        registrationFailures++;
        return;
      }
      sims.push(sim);
      await new LoadUser(sim, rec, opts, deadline, seed + i).run();
    }),
  );
  const loadEnded = Date.now();
  // The check's own requests are not part of the load.
  const checkRec = new Recorder();
  await settleAnalyses(checkRec, opts.urls, sims, opts.settleMs ?? 90_000);
  const tally: CheckTally = {
    lost: 0,
    duplicated: 0,
    notDeleted: 0,
    stuckPending: 0,
    inconsistent: 0,
    unacknowledgedFound: 0,
    problems: [],
  };
  // A few users at a time: the check is not part of the load.
  const queue = [...sims].sort((a, b) => a.n - b.n);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let sim = queue.shift(); sim; sim = queue.shift())
        await checkUser(checkRec, opts.urls, sim, tally);
    }),
  );
  const all = <T>(pick: (sim: SimUser) => readonly T[]) => sims.flatMap(pick);
  const elapsedSeconds = (loadEnded - started) / 1000;
  return {
    at: new Date(started).toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart },
    users: opts.users,
    durationSeconds: opts.durationMs / 1000,
    elapsedSeconds: Math.round(elapsedSeconds * 10) / 10,
    registered: sims.length,
    registrationFailures,
    registrationMs: latency(rec.registrations),
    requests: rec.summary(elapsedSeconds),
    acknowledged: {
      policiesCreated: all((s) => s.policies).length,
      policiesCompleted: all((s) => s.policies).filter((p) => p.completed).length,
      policiesDeleted: all((s) => s.policies).filter((p) => p.deleted).length,
      assessments: all((s) => s.assessments).length,
      coverageCalculations: all((s) => s.coverage).length,
    },
    unacknowledged: {
      policyCreates: sims.reduce((n, s) => n + s.unansweredNames.size, 0),
      assessments: sims.reduce((n, s) => n + s.unansweredTags.size, 0),
      coverageCalculations: sims.reduce((n, s) => n + s.unansweredCoverage, 0),
    },
    throttled: { total: Object.values(rec.throttled).reduce((a, b) => a + b, 0), byRoute: rec.throttled },
    retries: rec.retries,
    refused: rec.refused,
    outcomes: {
      assessmentsCompleted: all((s) => s.assessments).filter((a) => a.status === 'completed').length,
      assessmentsFailed: all((s) => s.assessments).filter((a) => a.status === 'failed').length,
      coverageDone: all((s) => s.coverage).filter((c) => c.status === 'done').length,
      coverageFailed: all((s) => s.coverage).filter((c) => c.status === 'failed').length,
    },
    check: { usersChecked: sims.length, requests: checkRec.samples.length, ...tally },
  };
}

/** True when nothing acknowledged was lost, duplicated, left undeleted, stuck or inconsistent. */
export function nothingLost(summary: LoadSummary): boolean {
  const c = summary.check;
  return c.lost + c.duplicated + c.notDeleted + c.stuckPending + c.inconsistent === 0;
}
