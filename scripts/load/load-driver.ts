import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { MAX_POLICIES } from '../../domain/constants';
import { ANALYSES_PER_HOUR } from '../../functions/data/analysis-quota';
import { assessmentFromItem } from '../../functions/data/assessment-entity';
import { keys } from '../../functions/data/keys';
import { policyFromItem } from '../../functions/data/policy-entity';
import { listUserItems } from '../../functions/data/user-data';
import { getUserRecord } from '../../functions/data/user-record';
import { IN_PROGRESS_MESSAGE } from '../../functions/lib/idempotency';
import { hotelTheftClaim, subOf } from '../../tests/steps/assessments';
import { manifest, postToForm } from '../../tests/steps/policies';
import { givenASignedInUser, type StackUrls, type TestUser } from '../../tests/steps/users';
import { homePolicyPdf, travelPolicyPdf } from '../samples/documents';

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
  readonly requests: {
    readonly total: number;
    readonly perSecond: number;
    readonly byStatus: Record<string, number>;
    readonly latencyMs: Latency;
    readonly byRoute: Record<string, { count: number; byStatus: Record<string, number>; latencyMs: Latency }>;
  };
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

interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

type Kind = 'home' | 'travel';

interface PolicyRecord {
  readonly id: string;
  readonly name: string;
  readonly kind: Kind;
  completed: boolean;
  /** Gave up on completing it (refused, or no answer): its state is not the client's to know. */
  unsettled: boolean;
  deleted: boolean;
  deleteTried: boolean;
}

interface AnalysisRecord {
  readonly id: string;
  readonly tag: string;
  readonly policyId: string;
  status: string;
}

interface SimUser {
  readonly n: number;
  readonly user: TestUser;
  readonly sub: string;
  analyses: number;
  readonly policies: PolicyRecord[];
  readonly assessments: AnalysisRecord[];
  readonly coverage: (AnalysisRecord & { itemType: Kind; keep: boolean })[];
  /** Creates whose answer never came: their names, to tell them from duplicates. */
  readonly unansweredNames: Set<string>;
  readonly unansweredTags: Set<string>;
  unansweredCoverage: number;
}

const REQUEST_TIMEOUT_MS = 35_000;
const POLL_MS = 500;
const ANALYSIS_WAIT_MS = 60_000;
/** How long after the run's end a user still waits for an upload they started to be read. */
const LINGER_MS = 30_000;

/** A small seeded generator (mulberry32): the same seed, the same choices. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function latency(values: readonly number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** Every request the users make, by route (ids replaced) and answer. */
class Recorder {
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

  summary(elapsedSeconds: number): LoadSummary['requests'] {
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

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** No answer: the connection failed or the client gave up waiting. */
const NO_ANSWER = 0;

function routeOf(method: string, path: string): string {
  const template = path.replace(/\/[0-9A-HJKMNP-TV-Z]{26}(?=\/|$)/g, '/{id}');
  return `${method} ${template}`;
}

/** One API call as the app makes it, timed and counted. */
async function call(
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
const retryable = (status: number) => status === NO_ANSWER || status === 503 || status === 504;

/** No acknowledgement, but the write may have happened: no answer, or the server's own error. */
const mayHaveWritten = (a: Answer) => a.status === NO_ANSWER || a.status >= 500;

/** A create asked again with its Idempotency-Key while the first try still runs. */
const stillCreating = (a: Answer) => a.status === 409 && a.body.error === IN_PROGRESS_MESSAGE;
const retryCreate = (a: Answer) => retryable(a.status) || stillCreating(a);

/** Calls until answered or out of tries; the same Idempotency-Key on each try of a create. */
async function callWithRetry(
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

class LoadUser {
  private readonly rand: () => number;

  constructor(
    readonly sim: SimUser,
    private readonly rec: Recorder,
    private readonly opts: LoadOptions,
    private readonly deadline: number,
    seed: number,
  ) {
    this.rand = random(seed);
  }

  private api(method: string, path: string, body?: unknown, key?: string) {
    return call(this.rec, this.opts.urls, this.sim.user, method, path, body, key);
  }

  private live(): PolicyRecord[] {
    return this.sim.policies.filter((p) => !p.deleted && !p.deleteTried && !p.unsettled);
  }

  private ready(): PolicyRecord[] {
    return this.live().filter((p) => p.completed);
  }

  private pick<T>(items: readonly T[]): T | undefined {
    return items[Math.floor(this.rand() * items.length)];
  }

  async run(): Promise<void> {
    const [low, high] = this.opts.thinkMs ?? [300, 1200];
    // Bounded: a user does at most one step a second of the run, and none after it.
    const maxSteps = Math.ceil(this.opts.durationMs / 1000);
    for (let step = 0; step < maxSteps && Date.now() < this.deadline; step++) {
      await this.step();
      await sleep(Math.min(low + this.rand() * (high - low), this.deadline - Date.now()));
    }
  }

  private async step(): Promise<void> {
    const ready = this.ready();
    const canAnalyse = this.sim.analyses < ANALYSES_PER_HOUR && ready.length > 0;
    const roll = this.rand();
    if (ready.length === 0 || roll < 0.3) {
      // At the limit of ten, a user makes room first.
      if (this.live().length >= MAX_POLICIES) return this.deletePolicy();
      return this.uploadPolicy();
    }
    if (roll < 0.55 && canAnalyse) return this.assessClaim();
    if (roll < 0.75 && canAnalyse) return this.calculateCover();
    if (roll < 0.85) return this.deletePolicy();
    return this.browse();
  }

  private async uploadPolicy(): Promise<void> {
    const sim = this.sim;
    const kind: Kind = sim.policies.length % 2 === 0 ? 'travel' : 'home';
    const name = `Load u${sim.n} p${sim.policies.length + 1} ${randomUUID().slice(0, 6)}`;
    const bytes = kind === 'travel' ? travelPolicyPdf() : homePolicyPdf();
    const file = { name: `${kind}-schedule.pdf`, bytes };
    const period =
      kind === 'travel'
        ? { startDate: '2025-01-15', endDate: '2026-01-14' }
        : { startDate: '2025-04-01', endDate: '2026-03-31' };
    const key = randomUUID();
    const created = await callWithRetry(
      this.rec,
      3,
      () =>
        this.api('POST', '/api/policies', manifest([file], { name, insuranceTypeId: kind, ...period }), key),
      retryCreate,
    );
    if (created.status !== 201) {
      if (retryCreate(created) || mayHaveWritten(created)) sim.unansweredNames.add(name);
      else bump(this.rec.refused, `create policy ${created.status}`);
      return;
    }
    const policy = created.body.policy as { id: string };
    const uploads = created.body.uploads as { form: Parameters<typeof postToForm>[0] }[];
    const record: PolicyRecord = {
      id: policy.id,
      name,
      kind,
      completed: false,
      unsettled: false,
      deleted: false,
      deleteTried: false,
    };
    sim.policies.push(record);
    const form = uploads[0]?.form;
    if (!form) throw new Error('a created policy came without an upload form');
    const started = performance.now();
    const stored = await postToForm(form, bytes, file.name).then(
      (res) => res.status,
      () => NO_ANSWER,
    );
    this.rec.record(
      'POST storage (upload form)',
      stored === NO_ANSWER ? 'no answer' : String(stored),
      performance.now() - started,
    );
    if (stored < 200 || stored >= 300) {
      record.unsettled = true;
      bump(this.rec.refused, `upload to storage ${stored}`);
      return;
    }
    // "Still being processed" (409) is answered after the route's own wait: the user asks again,
    // for a while after the run's end at most.
    const complete = await callWithRetry(
      this.rec,
      4,
      () => this.api('POST', `/api/policies/${policy.id}/complete`),
      (a) => Date.now() < this.deadline + LINGER_MS && (retryable(a.status) || a.status === 409),
    );
    if (complete.status === 200) {
      record.completed = true;
      return;
    }
    record.unsettled = true;
    if (!retryable(complete.status))
      bump(this.rec.refused, `complete policy ${complete.status}: ${String(complete.body.error)}`);
  }

  private async deletePolicy(): Promise<void> {
    const target = this.pick(this.live());
    if (!target) return;
    target.deleteTried = true;
    let first = true;
    const answer = await callWithRetry(this.rec, 3, async () => {
      const a = await this.api('DELETE', `/api/policies/${target.id}`);
      // Gone after an earlier try that was not answered: that try deleted it.
      if (!first && a.status === 404) return { status: 200, body: { deleted: true } };
      first = false;
      return a;
    });
    if (answer.status === 200) target.deleted = true;
    else if (!retryable(answer.status)) bump(this.rec.refused, `delete policy ${answer.status}`);
  }

  private async assessClaim(): Promise<void> {
    const policy = this.pick(this.ready());
    if (!policy) return;
    const tag = `u${this.sim.n}-c${this.sim.assessments.length + this.sim.unansweredTags.size + 1}-${randomUUID().slice(0, 6)}`;
    const claim = {
      ...hotelTheftClaim(policy.id),
      description: `My suitcase was stolen from the hotel lobby (claim ${tag}).`,
    };
    this.sim.analyses++;
    const key = randomUUID();
    const accepted = await callWithRetry(
      this.rec,
      3,
      () => this.api('POST', '/api/assessments', claim, key),
      retryCreate,
    );
    if (accepted.status === 429) {
      // The user is told the limit; they stop asking for analyses this hour.
      this.sim.analyses = ANALYSES_PER_HOUR;
      return;
    }
    if (accepted.status !== 202) {
      if (retryCreate(accepted) || mayHaveWritten(accepted)) this.sim.unansweredTags.add(tag);
      else bump(this.rec.refused, `assessment ${accepted.status}`);
      return;
    }
    const record = { id: String(accepted.body.id), tag, policyId: policy.id, status: 'pending' };
    this.sim.assessments.push(record);
    record.status = await this.untilSettled(`/api/assessments/${record.id}`, 'pending');
  }

  private async calculateCover(): Promise<void> {
    const policy = this.pick(this.ready());
    if (!policy) return;
    const keep = this.rand() < 0.5;
    this.sim.analyses++;
    // Not retried: the route takes no Idempotency-Key, so a repeat would be a second calculation.
    const accepted = await this.api('POST', `/api/coverage/${policy.kind}`, { policyId: policy.id, keep });
    if (accepted.status === 429) {
      this.sim.analyses = ANALYSES_PER_HOUR;
      return;
    }
    if (accepted.status !== 202) {
      if (mayHaveWritten(accepted)) this.sim.unansweredCoverage++;
      else bump(this.rec.refused, `coverage ${accepted.status}`);
      return;
    }
    const record = {
      id: String(accepted.body.id),
      tag: '',
      policyId: policy.id,
      status: 'pending',
      itemType: policy.kind,
      keep,
    };
    this.sim.coverage.push(record);
    record.status = await this.untilSettled(`/api/coverage-jobs/${record.id}`, 'pending');
  }

  private async browse(): Promise<void> {
    await this.api('GET', '/api/policies');
    await this.api('GET', '/api/assessments');
    const policy = this.pick(this.ready());
    if (policy) await this.api('GET', `/api/policies/${policy.id}`);
  }

  /** Polls as the app does, while the run lasts; the status it ended on. */
  private async untilSettled(path: string, pending: string): Promise<string> {
    const until = Math.min(Date.now() + ANALYSIS_WAIT_MS, this.deadline);
    for (;;) {
      const answer = await this.api('GET', path);
      const status = answer.status === 200 ? String(answer.body.status) : pending;
      if (status !== pending || Date.now() >= until) return status;
      await sleep(POLL_MS);
    }
  }
}

/** A user of the run: registered through the mailbox's confirmation link, then signed in. */
async function register(rec: Recorder, urls: StackUrls, n: number): Promise<SimUser | undefined> {
  const started = performance.now();
  try {
    const user = await givenASignedInUser(urls, { given_name: 'Load', family_name: `User ${n}` });
    rec.registrations.push(performance.now() - started);
    return {
      n,
      user,
      sub: subOf(user),
      analyses: 0,
      policies: [],
      assessments: [],
      coverage: [],
      unansweredNames: new Set(),
      unansweredTags: new Set(),
      unansweredCoverage: 0,
    };
  } catch {
    return undefined;
  }
}

/** Waits (bounded) until every accepted analysis has finished, polling as the app does. */
async function settleAnalyses(rec: Recorder, urls: StackUrls, sims: readonly SimUser[], waitMs: number) {
  const until = Date.now() + waitMs;
  const open = () =>
    sims.flatMap((sim) => [
      ...sim.assessments
        .filter((a) => a.status === 'pending')
        .map((a) => ({ sim, a, path: `/api/assessments/${a.id}` })),
      ...sim.coverage
        .filter((c) => c.status === 'pending')
        .map((c) => ({ sim, a: c, path: `/api/coverage-jobs/${c.id}` })),
    ]);
  for (let left = open(); left.length > 0 && Date.now() < until; left = open()) {
    for (const { sim, a, path } of left) {
      const answer = await call(rec, urls, sim.user, 'GET', path);
      if (answer.status === 200) a.status = String(answer.body.status);
    }
    if (open().length > 0) await sleep(POLL_MS);
  }
}

interface CheckTally {
  lost: number;
  duplicated: number;
  notDeleted: number;
  stuckPending: number;
  inconsistent: number;
  unacknowledgedFound: number;
  problems: string[];
}

const MAX_PROBLEMS_LISTED = 30;

function problem(tally: CheckTally, kind: keyof Omit<CheckTally, 'problems'>, text: string) {
  tally[kind]++;
  if (tally.problems.length < MAX_PROBLEMS_LISTED) tally.problems.push(`${kind}: ${text}`);
}

const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/** One user's data, through the API and in the table, against what they were told. */
async function checkUser(rec: Recorder, urls: StackUrls, sim: SimUser, tally: CheckTally): Promise<void> {
  const who = `user ${sim.n}`;
  const apiGet = (path: string) => call(rec, urls, sim.user, 'GET', path);
  const [me, listed, history, cover, items, record] = await Promise.all([
    apiGet('/api/me'),
    apiGet('/api/policies'),
    apiGet('/api/assessments'),
    apiGet('/api/coverage'),
    listUserItems(sim.sub),
    getUserRecord(sim.sub),
  ]);
  if (!record) problem(tally, 'lost', `${who}: the account's record is not in the table`);
  if (me.status !== 200 || me.body.email !== sim.user.email)
    problem(
      tally,
      'inconsistent',
      `${who}: their profile answered ${me.status} for ${String(me.body.email)}`,
    );
  if (listed.status !== 200 || history.status !== 200 || cover.status !== 200) {
    problem(
      tally,
      'inconsistent',
      `${who}: the lists answered ${listed.status}/${history.status}/${cover.status}`,
    );
    return;
  }
  const sk = (item: Record<string, unknown>) => String(item.SK);
  const rows = {
    policies: items.filter((i) => sk(i).startsWith(keys.policyPrefix)).map(policyFromItem),
    assessments: items.filter((i) => sk(i).startsWith(keys.assessmentPrefix)).map(assessmentFromItem),
    jobs: items.filter((i) => sk(i).startsWith(keys.coverageJobPrefix)),
    profile: items.find((i) => sk(i) === keys.user(sim.sub).SK),
  };
  const apiPolicies = [
    ...((listed.body.policies as { id: string }[] | undefined) ?? []),
    ...((listed.body.inProgress as { id: string }[] | undefined) ?? []),
  ];
  const apiIds = countBy(apiPolicies, (p) => p.id);
  const tableIds = countBy(rows.policies, (p) => p.id);
  for (const p of sim.policies) {
    const what = `${who}'s policy ${p.name} (${p.id})`;
    if (p.deleted) {
      if (tableIds.has(p.id) || apiIds.has(p.id))
        problem(tally, 'notDeleted', `${what} was deleted (200) but is still there`);
    } else if (p.completed && !p.deleteTried) {
      const inTable = rows.policies.filter((r) => r.id === p.id);
      if ((apiIds.get(p.id) ?? 0) !== 1)
        problem(tally, 'lost', `${what}: listed ${apiIds.get(p.id) ?? 0} times by the API`);
      if (inTable.length !== 1 || inTable[0]?.status !== 'ready')
        problem(
          tally,
          'lost',
          `${what}: ${inTable.length} rows in the table, status ${inTable[0]?.status ?? 'none'}`,
        );
      else {
        const one = await apiGet(`/api/policies/${p.id}`);
        if (one.status !== 200) problem(tally, 'lost', `${what}: GET answered ${one.status}`);
      }
    } else if (!p.completed && !p.unsettled && !p.deleteTried) {
      // Created (201) and never completed: a pending row until its upload window closes.
      if ((tableIds.get(p.id) ?? 0) !== 1)
        problem(tally, 'lost', `${what}: created (201) but not in the table`);
    }
  }
  // A policy created twice would hold its one name twice.
  for (const [name, count] of countBy(rows.policies, (p) => p.name)) {
    if (count > 1) problem(tally, 'duplicated', `${who}: ${count} policies named ${name}`);
  }
  const known = new Set(sim.policies.map((p) => p.id));
  for (const row of rows.policies) {
    if (known.has(row.id)) continue;
    if (sim.unansweredNames.has(row.name)) tally.unacknowledgedFound++;
    else problem(tally, 'inconsistent', `${who}: a policy ${row.name} (${row.status}) nobody created`);
  }
  // Every policy row holds one of the user's ten slots, and only those do.
  const slots = Number(rows.profile?.policyCount ?? 0);
  if (slots !== rows.policies.length)
    problem(tally, 'inconsistent', `${who}: ${slots} slots counted for ${rows.policies.length} policies`);

  const apiAssessments = (history.body.assessments as { id: string; status: string }[] | undefined) ?? [];
  const apiAssessmentIds = countBy(apiAssessments, (a) => a.id);
  for (const a of sim.assessments) {
    const what = `${who}'s assessment ${a.id} (claim ${a.tag})`;
    const inTable = rows.assessments.filter((r) => r.id === a.id);
    if (inTable.length !== 1 || (apiAssessmentIds.get(a.id) ?? 0) !== 1) {
      problem(
        tally,
        'lost',
        `${what}: ${inTable.length} rows, listed ${apiAssessmentIds.get(a.id) ?? 0} times`,
      );
      continue;
    }
    if (inTable[0]?.status === 'pending') problem(tally, 'stuckPending', `${what} is still pending`);
  }
  for (const [description, count] of countBy(rows.assessments, (a) => a.description)) {
    if (count > 1) problem(tally, 'duplicated', `${who}: ${count} assessments of "${description}"`);
  }
  const knownAssessments = new Set(sim.assessments.map((a) => a.id));
  for (const row of rows.assessments) {
    if (knownAssessments.has(row.id)) continue;
    const tag = /\(claim ([^)]+)\)/.exec(row.description)?.[1] ?? '';
    if (sim.unansweredTags.has(tag)) tally.unacknowledgedFound++;
    else problem(tally, 'inconsistent', `${who}: an assessment ${row.id} nobody asked for`);
  }

  const jobs = new Map(rows.jobs.map((j) => [sk(j).slice(keys.coverageJobPrefix.length), j]));
  for (const c of sim.coverage) {
    const job = jobs.get(c.id);
    if (!job) problem(tally, 'lost', `${who}'s coverage calculation ${c.id} is not in the table`);
    else if (job.status === 'pending')
      problem(tally, 'stuckPending', `${who}'s coverage calculation ${c.id} is still pending`);
  }
  const extraJobs = [...jobs.keys()].filter((id) => !sim.coverage.some((c) => c.id === id)).length;
  if (extraJobs > sim.unansweredCoverage)
    problem(tally, 'inconsistent', `${who}: ${extraJobs} coverage calculations nobody was told of`);
  else tally.unacknowledgedFound += extraJobs;
  const kept = new Set(
    ((cover.body.coverage as { itemType?: string }[] | undefined) ?? []).map((c) => c.itemType),
  );
  for (const c of sim.coverage) {
    if (c.keep && c.status === 'done' && !kept.has(c.itemType))
      problem(tally, 'lost', `${who}'s kept ${c.itemType} cover (calculation ${c.id}) is not listed`);
  }
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
