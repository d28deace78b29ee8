import { describe, expect, it } from 'vitest';
import { ANALYSIS_ALLOWANCES } from '#domain/analysis-limits';
import type { CoverageTask } from '#functions/coverage/coverage-queue';
import { runCoverageJob } from '#functions/coverage/run-coverage';
import { takeAnalysisToken } from '#functions/data/analysis-quota';
import { keys } from '#functions/data/keys';
import { queryUser } from '#functions/data/query-user';
import { handler as calculate } from '#functions/handlers/coverage/calculate-coverage';
import { dynamoClient } from '#functions/lib/client-dynamodb';
import { lambda } from '#functions/lib/client-lambda';
import { apiCall } from '../steps/api';
import { subOf } from '../steps/assessments';
import { type CoverageJobBody, untilCoverageSettled } from '../steps/coverage';
import { callRoute } from '../steps/direct-call';
import {
  beforeRequest,
  delayRequests,
  holdInvokes,
  injectFault,
  named,
  tableWrite,
  unavailable,
  whileFaulty,
} from '../steps/faults';
import { theLocalStack } from '../steps/local-stack';
import { givenAReadyTravelPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

const compare = (user: TestUser, itemType: string, policyId: string) =>
  apiCall(appUrl, user, 'POST', `/api/coverage/${itemType}`, { policyId, keep: false });

/**
 * The travel cover of a policy asked for through the route's handler in this process (so its
 * clients can be held or slowed here): kept as the item's cover (Calculate), or for a comparison.
 */
const askHere = (user: TestUser, policyId: string, keep: boolean) =>
  callRoute(calculate, user, 'POST', '/api/coverage/travel', { policyId, keep });

async function listed(user: TestUser) {
  return (await (await apiCall(appUrl, user, 'GET', '/api/coverage')).json()) as {
    coverage: { itemType: string; sourcePolicyId: string }[];
    running: { id: string; itemType: string; policyId: string }[];
  };
}

/** All but `left` of the user's hourly allowance of coverage calculations used. */
async function givenLeft(user: TestUser, left: number, usedAlready: number): Promise<void> {
  const count = ANALYSIS_ALLOWANCES.coverage.perHour - usedAlready - left;
  for (let i = 0; i < count; i++) await takeAnalysisToken(subOf(user), 'coverage');
}

async function accepted(res: Response): Promise<CoverageJobBody> {
  expect(res.status).toBe(202);
  return (await res.json()) as CoverageJobBody;
}

/** Only one more calculation fits in the hour: another item's cover is worked out, then no more. */
async function expectOneLeft(user: TestUser, policyId: string): Promise<void> {
  expect((await compare(user, 'smartphone', policyId)).status).toBe(202);
  expect((await compare(user, 'home', policyId)).status).toBe(429);
}

describe('comparing a policy whose cover was never calculated', () => {
  it('counts once: the calculation it starts is kept and answers the next comparison', async () => {
    const user = await givenASignedInUser(urls);
    const { policy } = await givenAReadyTravelPolicy(appUrl, user);
    const first = await untilCoverageSettled(
      appUrl,
      user,
      (await accepted(await compare(user, 'travel', policy.id))).id,
    );
    expect(first.status).toBe('done');
    await givenLeft(user, 1, 1);
    for (let i = 0; i < 3; i++) {
      const again = await accepted(await compare(user, 'travel', policy.id));
      expect(again).toMatchObject({ status: 'done', coverage: first.coverage });
    }
    await expectOneLeft(user, policy.id);
    // The comparison did not become the item's cover.
    const kept = (await (await apiCall(appUrl, user, 'GET', '/api/coverage')).json()) as {
      coverage: unknown[];
    };
    expect(kept.coverage).toEqual([]);
  });

  it('counts once when compared again while the first calculation is still being worked out', async () => {
    const user = await givenASignedInUser(urls);
    const { policy } = await givenAReadyTravelPolicy(appUrl, user);
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push(await accepted(await compare(user, 'travel', policy.id)));
    const settled = await Promise.all(jobs.map((job) => untilCoverageSettled(appUrl, user, job.id)));
    for (const job of settled) expect(job).toMatchObject({ status: 'done', coverage: settled[0]?.coverage });
    await givenLeft(user, 1, 1);
    await expectOneLeft(user, policy.id);
  });
});

describe('the same cover asked for again while it is worked out', () => {
  it('Calculate while a comparison of it runs: follows it, counts once, and keeps its cover', async () => {
    const user = await givenASignedInUser(urls);
    const { policy } = await givenAReadyTravelPolicy(appUrl, user);
    await givenLeft(user, 1, 0);
    // The comparison is accepted, but its worker's event is held here, to be run below.
    const held = holdInvokes(lambda());
    const comparison = await whileFaulty(held.release, () => askHere(user, policy.id, false));
    expect(comparison.status).toBe(202);
    const { id } = comparison.body as CoverageJobBody;
    // Calculate is asked while the worker works the comparison out: after it read the job, before
    // it saved what it found.
    const meanwhile: { calculation?: unknown; running?: unknown } = {};
    const saving = tableWrite(/^PutItem/, 'COVERAGE_RESULT#');
    const calculateMeanwhile = beforeRequest(dynamoClient(), saving, async () => {
      meanwhile.calculation = await askHere(user, policy.id, true);
      meanwhile.running = (await listed(user)).running;
    });
    await whileFaulty(calculateMeanwhile, () => runCoverageJob(held.events[0] as CoverageTask, () => 60_000));
    expect(meanwhile.calculation).toEqual({ status: 202, body: comparison.body });
    expect(meanwhile.running).toEqual([{ id, itemType: 'travel', policyId: policy.id }]);

    expect(await untilCoverageSettled(appUrl, user, id)).toMatchObject({ status: 'done' });
    const after = await listed(user);
    expect(after.coverage).toEqual([
      expect.objectContaining({ itemType: 'travel', sourcePolicyId: policy.id }),
    ]);
    expect(after.running).toEqual([]);
    expect((await compare(user, 'home', policy.id)).status).toBe(429);
  });

  it('Calculate as the comparison it follows is settled: answered done from it, kept, counted once', async () => {
    const user = await givenASignedInUser(urls);
    const { policy } = await givenAReadyTravelPolicy(appUrl, user);
    await givenLeft(user, 1, 0);
    const held = holdInvokes(lambda());
    const comparison = await whileFaulty(held.release, () => askHere(user, policy.id, false));
    expect(comparison.status).toBe(202);
    // The worker settles the comparison just before the calculation marks it to be kept.
    const settleFirst = beforeRequest(
      dynamoClient(),
      tableWrite(/^UpdateItem/, 'COVERAGE_JOB#', ':keep'),
      () => runCoverageJob(held.events[0] as CoverageTask, () => 60_000),
    );
    const calculation = await whileFaulty(settleFirst, () => askHere(user, policy.id, true));
    expect(calculation).toMatchObject({
      status: 202,
      body: { status: 'done', coverage: { amount: 10_000_000 } },
    });
    expect((await listed(user)).coverage).toEqual([
      expect.objectContaining({ itemType: 'travel', sourcePolicyId: policy.id }),
    ]);
    expect((await compare(user, 'home', policy.id)).status).toBe(429);
  });

  it('two requests at the same instant: one runs and is counted, both follow the same job', async () => {
    const user = await givenASignedInUser(urls);
    const { policy } = await givenAReadyTravelPolicy(appUrl, user);
    await givenLeft(user, 1, 0);
    // Counting is slowed, so each request has looked for a running job before either has saved one.
    const slowCount = delayRequests(dynamoClient(), tableWrite(/^UpdateItem/, 'RATE#'), 300);
    const [first, second] = await whileFaulty(slowCount, () =>
      Promise.all([askHere(user, policy.id, true), askHere(user, policy.id, true)]),
    );
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    const { id } = first.body as CoverageJobBody;
    expect((second.body as CoverageJobBody).id).toBe(id);
    expect(await untilCoverageSettled(appUrl, user, id)).toMatchObject({ status: 'done' });
    expect((await listed(user)).coverage).toEqual([expect.objectContaining({ sourcePolicyId: policy.id })]);
    expect((await compare(user, 'home', policy.id)).status).toBe(429);
  });

  it('a calculation that could not be started gives its claim up: asked again, it runs', async () => {
    const user = await givenASignedInUser(urls);
    const { policy } = await givenAReadyTravelPolicy(appUrl, user);
    const claims = async () => queryUser(subOf(user), { prefix: keys.coverageRunPrefix });
    const notQueued = injectFault(lambda(), named('InvokeCommand'), unavailable);
    expect((await whileFaulty(notQueued, () => askHere(user, policy.id, true))).status).toBe(503);
    expect(await claims()).toEqual([]);
    const again = await accepted(
      await apiCall(appUrl, user, 'POST', '/api/coverage/travel', { policyId: policy.id }),
    );
    expect(await untilCoverageSettled(appUrl, user, again.id)).toMatchObject({ status: 'done' });
    // The one that failed was counted, as it was taken before the worker could not be started.
    await givenLeft(user, 0, 2);
    expect((await compare(user, 'home', policy.id)).status).toBe(429);
    expect(await claims()).toEqual([expect.objectContaining({ itemType: 'travel', jobId: again.id })]);
  });
});
