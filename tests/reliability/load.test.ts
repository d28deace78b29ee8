import { describe, expect, it } from 'vitest';
import { type LoadSummary, runLoad } from '#scripts/load/load-driver';
import { theLocalStack } from '../steps/local-stack';

/**
 * Fifty users at once for a minute against the local stack (`npm run load` runs the same against
 * `npm start` and keeps the summary): each registers, uploads policies, asks for cover, has claims
 * assessed and deletes policies. Every write a user was told succeeded is there afterwards exactly
 * once, through the API and in the table, and every deleted policy is gone. LOAD_SECONDS shortens
 * the run; the users stay fifty.
 */
const { urls } = theLocalStack();
const USERS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

describe('under load', () => {
  it(`${USERS} users for ${SECONDS} s: nothing acknowledged is lost, duplicated or left behind`, async () => {
    const summary: LoadSummary = await runLoad({ urls, users: USERS, durationMs: SECONDS * 1000 });
    console.log(
      JSON.stringify({
        registered: summary.registered,
        requests: summary.requests.total,
        byStatus: summary.requests.byStatus,
        acknowledged: summary.acknowledged,
        unacknowledged: summary.unacknowledged,
        throttled: summary.throttled.total,
        refused: summary.refused,
        check: summary.check,
      }),
    );
    expect(summary.registered).toBe(USERS);
    // Each kind of write was made and acknowledged, or the run proved nothing about it.
    expect(summary.acknowledged.policiesCompleted).toBeGreaterThan(0);
    expect(summary.acknowledged.policiesDeleted).toBeGreaterThan(0);
    expect(summary.acknowledged.assessments).toBeGreaterThan(0);
    expect(summary.acknowledged.coverageCalculations).toBeGreaterThan(0);
    expect(summary.check.usersChecked).toBe(USERS);
    expect(summary.check.problems).toEqual([]);
    expect(summary.check).toMatchObject({
      lost: 0,
      duplicated: 0,
      notDeleted: 0,
      stuckPending: 0,
      inconsistent: 0,
    });
    // Users keep within the hourly analyses; a 429 would mean a limit counted what it should not.
    expect(summary.throttled.total).toBe(0);
  }, 300_000);
});
