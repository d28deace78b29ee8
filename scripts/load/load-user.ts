import { randomUUID } from 'node:crypto';
import { ANALYSIS_ALLOWANCES, type AnalysisAllowance } from '#domain/analysis-limits';
import { MAX_POLICIES } from '#domain/constants';
import { hotelTheftClaim, subOf } from '#tests/steps/assessments';
import { manifest, postToForm } from '#tests/steps/policies';
import { givenASignedInUser, type StackUrls, type TestUser } from '#tests/steps/users';
import { homePolicyPdf, travelPolicyPdf } from '../samples/documents';
import {
  bump,
  call,
  callWithRetry,
  mayHaveWritten,
  NO_ANSWER,
  type Recorder,
  retryable,
  retryCreate,
  sleep,
} from './load-client';

/**
 * One simulated user of the load run and what they were told: registered through the mailbox's
 * confirmation link, then step after step with a pause between, as the app would be used. They keep
 * within the product's limits (ten policies, the hourly analyses); a 429 ends their analyses.
 */

type Kind = 'home' | 'travel';

interface PolicyRecord {
  readonly id: string;
  readonly name: string;
  readonly kind: Kind;
  completed: boolean;
  /** What the complete answered: ready, or still being read (it turns ready in the list later). */
  status: string;
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

/** A user of the run and every write they were told of, to be checked afterwards. */
export interface SimUser {
  readonly n: number;
  readonly user: TestUser;
  readonly sub: string;
  /** Analyses asked for this hour, per allowance. */
  analyses: Record<AnalysisAllowance, number>;
  readonly policies: PolicyRecord[];
  readonly assessments: AnalysisRecord[];
  readonly coverage: (AnalysisRecord & { itemType: Kind; keep: boolean })[];
  /**
   * Creates answered with a server error or not at all, which may have been done: the policies'
   * names, the claims' tags, the number of calculations. What they left is not taken for a duplicate.
   */
  readonly unansweredNames: Set<string>;
  readonly unansweredTags: Set<string>;
  unansweredCoverage: number;
}

/** How a user goes about the run. */
export interface UserPace {
  readonly urls: StackUrls;
  readonly durationMs: number;
  /** A user's pause between steps, picked between these (default 300 to 1,200 ms). */
  readonly thinkMs?: readonly [number, number];
}

export const POLL_MS = 500;
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

export class LoadUser {
  private readonly rand: () => number;

  constructor(
    readonly sim: SimUser,
    private readonly rec: Recorder,
    private readonly opts: UserPace,
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
    const may = (allowance: AnalysisAllowance) =>
      this.sim.analyses[allowance] < ANALYSIS_ALLOWANCES[allowance].perHour && ready.length > 0;
    const roll = this.rand();
    if (ready.length === 0 || roll < 0.3) {
      // At the limit of ten, a user makes room first.
      if (this.live().length >= MAX_POLICIES) return this.deletePolicy();
      return this.uploadPolicy();
    }
    if (roll < 0.55 && may('claims')) return this.assessClaim();
    if (roll < 0.75 && may('coverage')) return this.calculateCover();
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
      status: 'pending',
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
      record.status = String((complete.body.policy as { status?: string } | undefined)?.status ?? 'ready');
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
    this.sim.analyses.claims++;
    const key = randomUUID();
    const accepted = await callWithRetry(
      this.rec,
      3,
      () => this.api('POST', '/api/assessments', claim, key),
      retryCreate,
    );
    if (accepted.status === 429) {
      // The user is told the limit; they stop asking for analyses this hour.
      this.sim.analyses.claims = ANALYSIS_ALLOWANCES.claims.perHour;
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
    this.sim.analyses.coverage++;
    // Not retried: the route takes no Idempotency-Key, so a repeat would be a second calculation.
    const accepted = await this.api('POST', `/api/coverage/${policy.kind}`, { policyId: policy.id, keep });
    if (accepted.status === 429) {
      this.sim.analyses.coverage = ANALYSIS_ALLOWANCES.coverage.perHour;
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
export async function register(rec: Recorder, urls: StackUrls, n: number): Promise<SimUser | undefined> {
  const started = performance.now();
  try {
    const user = await givenASignedInUser(urls, { given_name: 'Load', family_name: `User ${n}` });
    rec.registrations.push(performance.now() - started);
    return {
      n,
      user,
      sub: subOf(user),
      analyses: { claims: 0, coverage: 0 },
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
