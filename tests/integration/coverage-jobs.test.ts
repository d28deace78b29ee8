import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import {
  COVERAGE_FAILURES,
  COVERAGE_STALE_AFTER_MS,
  NO_SCHEDULE_MESSAGE,
} from '#functions/coverage/coverage-jobs';
import { runCoverageJob } from '#functions/coverage/run-coverage';
import { getCoverageJob, insertCoverageJob } from '#functions/data/coverage-job-store';
import { apiCall } from '../steps/api';
import { subOf, withoutPolicyText } from '../steps/assessments';
import { expectMatchesSchema, expectRefusal } from '../steps/contract';
import { type CoverageJobBody, untilCoverageSettled } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { givenAPolicyWithoutSchedule, givenAReadyTravelPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

async function givenATravelPolicy(user: TestUser) {
  const created = await givenAReadyTravelPolicy(appUrl, user);
  const upload = created.uploads[0];
  if (!upload) throw new Error('no upload');
  return { policyId: created.policy.id, upload };
}

async function listed(user: TestUser) {
  return (await (await apiCall(appUrl, user, 'GET', '/api/coverage')).json()) as {
    coverage: { itemType: string; sourcePolicyId: string }[];
    running: { id: string; itemType: string; policyId: string }[];
  };
}

describe('coverage worked out in the background', () => {
  it('accepts a calculation as pending (202), works it out off the request and keeps it', async () => {
    const user = await givenASignedInUser(urls);
    const { policyId } = await givenATravelPolicy(user);
    const res = await apiCall(appUrl, user, 'POST', '/api/coverage/travel', { policyId });
    expect(res.status).toBe(202);
    const pending = (await res.json()) as CoverageJobBody;
    expectMatchesSchema('calculate-coverage', res.status, pending);
    expect(pending).toMatchObject({ status: 'pending', itemType: 'travel', policyId });
    expect(pending.coverage).toBeUndefined();

    const done = await untilCoverageSettled(appUrl, user, pending.id);
    expect(done).toMatchObject({
      status: 'done',
      coverage: { sourcePolicyId: policyId, amount: 10_000_000 },
    });
    expectMatchesSchema('get-coverage-job', 200, done);
    const list = await listed(user);
    expectMatchesSchema('list-coverage', 200, list);
    expect(list.coverage).toEqual([
      expect.objectContaining({ itemType: 'travel', sourcePolicyId: policyId }),
    ]);
    expect(list.running).toEqual([]);
  });

  it("answers 404 for another user's calculation and for an id that is not one", async () => {
    const owner = await givenASignedInUser(urls);
    const other = await givenASignedInUser(urls);
    const { policyId } = await givenATravelPolicy(owner);
    const res = await apiCall(appUrl, owner, 'POST', '/api/coverage/travel', { policyId });
    const { id } = (await res.json()) as CoverageJobBody;
    await untilCoverageSettled(appUrl, owner, id);
    const theirs = await apiCall(appUrl, other, 'GET', `/api/coverage-jobs/${id}`);
    await expectRefusal(theirs, 404, 'Coverage calculation not found');
    expect((await apiCall(appUrl, owner, 'GET', '/api/coverage-jobs/not-an-id')).status).toBe(404);
    expect((await listed(other)).running).toEqual([]);
  });

  it('answers a missing schedule or a too-long policy id at once and queues nothing', async () => {
    const user = await givenASignedInUser(urls);
    const withoutSchedule = await givenAPolicyWithoutSchedule(subOf(user), 'travel');
    const noSchedule = await apiCall(appUrl, user, 'POST', '/api/coverage/travel', {
      policyId: withoutSchedule,
    });
    await expectRefusal(noSchedule, 400, NO_SCHEDULE_MESSAGE);
    const long = await apiCall(appUrl, user, 'POST', '/api/coverage/travel', { policyId: 'x'.repeat(2000) });
    expect(long.status).toBe(400);
    expect((await listed(user)).running).toEqual([]);
  });

  it('lists a running calculation until it is settled, and shows one whose worker vanished as failed', async () => {
    const user = await givenASignedInUser(urls);
    const sub = subOf(user);
    const { policyId } = await givenATravelPolicy(user);
    const job = {
      sub,
      id: ulid(),
      itemType: 'travel' as const,
      policyId,
      keep: true,
      status: 'pending' as const,
      createdAt: new Date().toISOString(),
      coverage: null,
      error: null,
      errorStatus: null,
    };
    // Saved but not yet run, as after a reload while the worker is busy.
    await insertCoverageJob(job);
    await insertCoverageJob({ ...job, id: ulid(), keep: false });
    expect((await listed(user)).running).toEqual([{ id: job.id, itemType: 'travel', policyId }]);
    await runCoverageJob({ sub, jobId: job.id }, () => 60_000);
    expect((await getCoverageJob(sub, job.id)).status).toBe('done');
    // A repeated event leaves a settled job alone.
    await runCoverageJob({ sub, jobId: job.id }, () => 60_000);
    expect((await getCoverageJob(sub, job.id)).status).toBe('done');
    expect((await listed(user)).running).toEqual([]);

    const longAgo = new Date(Date.now() - COVERAGE_STALE_AFTER_MS - 60_000).toISOString();
    const vanished = { ...job, id: ulid(), createdAt: longAgo };
    await insertCoverageJob(vanished);
    expect(await untilCoverageSettled(appUrl, user, vanished.id)).toMatchObject({
      status: 'failed',
      error: COVERAGE_FAILURES.tooSlow,
    });
    expect((await listed(user)).running).toEqual([]);
  });

  it('saves a failed calculation with a message and keeps the cover shown before', async () => {
    const user = await givenASignedInUser(urls);
    const { policyId, upload } = await givenATravelPolicy(user);
    const first = (await (
      await apiCall(appUrl, user, 'POST', '/api/coverage/travel', { policyId })
    ).json()) as CoverageJobBody;
    expect((await untilCoverageSettled(appUrl, user, first.id)).status).toBe('done');
    const restore = await withoutPolicyText(upload.form, {
      sub: subOf(user),
      policyId,
      fileId: upload.fileId,
    });
    try {
      // Another plan, so the cover is worked out again rather than answered from the first.
      await apiCall(appUrl, user, 'PATCH', `/api/policies/${policyId}`, { plan: 'Gold' });
      const res = await apiCall(appUrl, user, 'POST', '/api/coverage/travel', { policyId });
      const failed = await untilCoverageSettled(appUrl, user, ((await res.json()) as CoverageJobBody).id);
      expect(failed).toMatchObject({
        status: 'failed',
        error: COVERAGE_FAILURES.unexpected,
        errorStatus: 500,
      });
      expect(failed.coverage).toBeUndefined();
      expect((await listed(user)).coverage).toEqual([expect.objectContaining({ sourcePolicyId: policyId })]);
    } finally {
      await restore();
    }
  });
});
