import { describe, expect, it } from 'vitest';
import { CONTROL_SECRET_HEADER } from '#scripts/local/control-secret';
import { theLocalStack } from '../steps/local-stack';

/**
 * The local scheduler's clock is the whole stack's: moved forward, every user's reminders fall
 * due. Its controls answer only the tests and tools the stack was started for, which show the
 * secret it made at its start; anyone else on the machine is refused, on the app's port and on
 * the scheduler's own alike, and the clock stays where it was.
 */
const { appUrl, env, controlSecret } = theLocalStack();

const CONTROLS = {
  "the app's port": `${appUrl}/_local/scheduler`,
  "the scheduler's own port": `${env.SCHEDULER_ENDPOINT}/_local`,
};
const TEN_YEARS_MS = 10 * 365 * 86_400_000;

const showing = (secret: string | undefined): Record<string, string> =>
  secret === undefined ? {} : { [CONTROL_SECRET_HEADER]: secret };

/** Asks a control to move the clock, showing `secret` (or nothing). */
function advance(control: string, secret: string | undefined, ms: number): Promise<Response> {
  return fetch(`${control}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...showing(secret) },
    body: JSON.stringify({ ms }),
  });
}

/** The scheduler's clock, read with the stack's secret. */
async function clockOf(control: string): Promise<number> {
  const res = await fetch(`${control}/schedules`, { headers: showing(controlSecret) });
  expect(res.status).toBe(200);
  return Date.parse(((await res.json()) as { now: string }).now);
}

describe.each(Object.entries(CONTROLS))("the local scheduler's controls on %s", (_where, control) => {
  it('refuse a caller without the stack secret, or with another, and the clock does not move', async () => {
    const wrong = `${controlSecret.slice(0, -1)}${controlSecret.endsWith('A') ? 'B' : 'A'}`;
    for (const secret of [undefined, '', wrong, `${controlSecret}x`]) {
      const moved = await advance(control, secret, TEN_YEARS_MS);
      expect(moved.status, String(secret)).toBe(403);
      const listed = await fetch(`${control}/schedules`, { headers: showing(secret) });
      expect(listed.status).toBe(403);
    }
    expect((await clockOf(control)) - Date.now()).toBeLessThan(TEN_YEARS_MS);
  });

  it('answer the stack secret', async () => {
    const before = await clockOf(control);
    // No time is moved: the renewal-reminder tests keep the clock where they left it.
    const res = await advance(control, controlSecret, 0);
    expect(res.status).toBe(200);
    expect(Date.parse(((await res.json()) as { now: string }).now)).toBeGreaterThanOrEqual(before);
  });
});
