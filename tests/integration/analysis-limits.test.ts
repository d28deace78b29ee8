import { describe, expect, it } from 'vitest';
import { ANALYSIS_ALLOWANCES, type AnalysisAllowance, limitReachedMessage } from '#domain/analysis-limits';
import { takeAnalysisToken } from '#functions/data/analysis-quota';
import { apiCall } from '../steps/api';
import { hotelTheftClaim, subOf } from '../steps/assessments';
import { type CoverageJobBody, calculatedCoverage } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { givenAReadyTravelPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

/** `count` more of the user's hourly allowance used (all of it by default). */
async function givenUsed(
  user: TestUser,
  allowance: AnalysisAllowance,
  count: number = ANALYSIS_ALLOWANCES[allowance].perHour,
): Promise<void> {
  for (let i = 0; i < count; i++) await takeAnalysisToken(subOf(user), allowance);
}

/** A refusal for a used-up allowance: 429, Retry-After, and the message naming the time it ends. */
async function expectLimitReached(res: Response, allowance: AnalysisAllowance): Promise<void> {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3600);
  // The hour's window ends on the hour: that is when to try again.
  const retryAt = new Date(Math.round((Date.now() + seconds * 1000) / 60_000) * 60_000);
  expect(await res.json()).toEqual({ error: limitReachedMessage(allowance, retryAt) });
  expect(limitReachedMessage(allowance, retryAt)).toMatch(/Try again at \d\d:00 UTC\.$/);
}

const calculate = (user: TestUser, itemType: string, policyId: string, keep = true) =>
  apiCall(appUrl, user, 'POST', `/api/coverage/${itemType}`, { policyId, keep });

describe('hourly allowances of analyses', () => {
  it('refuses a claim past its allowance with 429, Retry-After and when to try again', async () => {
    const user = await givenASignedInUser(urls);
    const { policy } = await givenAReadyTravelPolicy(appUrl, user);
    await givenUsed(user, 'claims');
    const refused = await apiCall(appUrl, user, 'POST', '/api/assessments', hotelTheftClaim(policy.id));
    await expectLimitReached(refused, 'claims');
    const history = await apiCall(appUrl, user, 'GET', '/api/assessments');
    expect(await history.json()).toEqual({ assessments: [] });
  });

  it('counts coverage calculations apart from claims', async () => {
    const user = await givenASignedInUser(urls);
    const { policy } = await givenAReadyTravelPolicy(appUrl, user);
    await givenUsed(user, 'coverage');
    await expectLimitReached(await calculate(user, 'travel', policy.id), 'coverage');
    const claim = await apiCall(appUrl, user, 'POST', '/api/assessments', hotelTheftClaim(policy.id));
    expect(claim.status).toBe(202);
  });

  it('answers the same calculation again (kept or compared) from the stored result, uncounted', async () => {
    const user = await givenASignedInUser(urls);
    const { policy } = await givenAReadyTravelPolicy(appUrl, user);
    const first = await calculatedCoverage<{ amount: number }>(appUrl, user, 'travel', {
      policyId: policy.id,
    });
    // The calculation above was counted; with these, one more is all that is left of the hour.
    await givenUsed(user, 'coverage', ANALYSIS_ALLOWANCES.coverage.perHour - 2);
    for (const keep of [true, false, true]) {
      const again = await calculate(user, 'travel', policy.id, keep);
      expect(again.status).toBe(202);
      const job = (await again.json()) as CoverageJobBody;
      expect(job).toMatchObject({ status: 'done', coverage: { amount: first.amount } });
    }
    // Nothing of the last one was used: another item's cover is still worked out, and then no more.
    expect((await calculate(user, 'smartphone', policy.id, false)).status).toBe(202);
    await expectLimitReached(await calculate(user, 'home', policy.id, false), 'coverage');
  });
});
