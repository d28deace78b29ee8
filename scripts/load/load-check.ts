import { assessmentFromItem } from '#functions/data/assessment-entity';
import { keys } from '#functions/data/keys';
import { policyFromItem } from '#functions/data/policy-entity';
import { listUserItems } from '#functions/data/user-data';
import { getUserRecord } from '#functions/data/user-record';
import type { StackUrls } from '#tests/steps/users';
import { call, type Recorder, sleep } from './load-client';
import { POLL_MS, type SimUser } from './load-user';

/**
 * After the load: each user's data looked at through the API and directly in the table (with the
 * store modules) against what the user was told. An acknowledged write missing, twice, left behind
 * after its delete or still pending, or data that does not add up, is a problem.
 */

/**
 * Waits (bounded) until every accepted analysis has finished and every policy acknowledged as
 * being read has been read, polling as the app does.
 */
export async function settleAnalyses(
  rec: Recorder,
  urls: StackUrls,
  sims: readonly SimUser[],
  waitMs: number,
) {
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
  const reading = (sim: SimUser) =>
    sim.policies.filter((p) => p.completed && !p.deleted && !p.deleteTried && p.status === 'processing');
  const busy = () => open().length > 0 || sims.some((sim) => reading(sim).length > 0);
  while (busy() && Date.now() < until) {
    for (const { sim, a, path } of open()) {
      const answer = await call(rec, urls, sim.user, 'GET', path);
      if (answer.status === 200) a.status = String(answer.body.status);
    }
    for (const sim of sims.filter((s) => reading(s).length > 0)) await settlePolicies(rec, urls, sim);
    if (busy()) await sleep(POLL_MS);
  }
}

/** The user's policies acknowledged as being read, as the list now shows them (ready, or still being read). */
async function settlePolicies(rec: Recorder, urls: StackUrls, sim: SimUser) {
  const listed = await call(rec, urls, sim.user, 'GET', '/api/policies');
  if (listed.status !== 200) return;
  const shown = [
    ...((listed.body.policies as { id: string }[] | undefined) ?? []).map((p) => ({ ...p, status: 'ready' })),
    ...((listed.body.inProgress as { id: string; status: string }[] | undefined) ?? []),
  ];
  for (const p of sim.policies.filter((x) => x.status === 'processing')) {
    p.status = shown.find((x) => x.id === p.id)?.status ?? 'gone';
  }
}

export interface CheckTally {
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

/** The user's rows in the table, by kind. */
function rowsOf(sub: string, items: readonly Record<string, unknown>[]) {
  const sk = (item: Record<string, unknown>) => String(item.SK);
  return {
    policies: items.filter((i) => sk(i).startsWith(keys.policyPrefix)).map(policyFromItem),
    assessments: items.filter((i) => sk(i).startsWith(keys.assessmentPrefix)).map(assessmentFromItem),
    jobs: items.filter((i) => sk(i).startsWith(keys.coverageJobPrefix)),
    profile: items.find((i) => sk(i) === keys.user(sub).SK),
  };
}

/** What one user's check needs: who they are, what they were told, what the table and the API hold. */
interface UserCheck {
  readonly who: string;
  readonly sim: SimUser;
  readonly tally: CheckTally;
  readonly rows: ReturnType<typeof rowsOf>;
  readonly apiGet: (path: string) => ReturnType<typeof call>;
}

/** Every policy the user was told was created, completed or deleted, and no other. */
async function checkPolicies(
  { who, sim, tally, rows, apiGet }: UserCheck,
  listed: { body: Record<string, unknown> },
) {
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
}

/** Every claim the user was told was accepted: once, settled, and no other. */
function checkAssessments({ who, sim, tally, rows }: UserCheck, history: { body: Record<string, unknown> }) {
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
}

/** Every cover calculation the user was told was accepted: settled, and kept where asked. */
function checkCoverage({ who, sim, tally, rows }: UserCheck, cover: { body: Record<string, unknown> }) {
  const sk = (item: Record<string, unknown>) => String(item.SK);
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

/** One user's data, through the API and in the table, against what they were told. */
export async function checkUser(
  rec: Recorder,
  urls: StackUrls,
  sim: SimUser,
  tally: CheckTally,
): Promise<void> {
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
  const check: UserCheck = { who, sim, tally, rows: rowsOf(sim.sub, items), apiGet };
  await checkPolicies(check, listed);
  checkAssessments(check, history);
  checkCoverage(check, cover);
}
