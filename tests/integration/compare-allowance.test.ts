import { describe, expect, it } from 'vitest';
import { ANALYSIS_ALLOWANCES } from '#domain/analysis-limits';
import { takeAnalysisToken } from '#functions/data/analysis-quota';
import { apiCall } from '../steps/api';
import { subOf } from '../steps/assessments';
import { type CoverageJobBody, untilCoverageSettled } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { givenAReadyTravelPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

const compare = (user: TestUser, itemType: string, policyId: string) =>
  apiCall(appUrl, user, 'POST', `/api/coverage/${itemType}`, { policyId, keep: false });

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
