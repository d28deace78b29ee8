import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type AppProcess, launchApp, startApp, userPoolClientIdOf } from '#scripts/load/app-process';
import { isPortFree, waitForPort } from '#scripts/local/ports';
import { freeLocalPorts } from '#scripts/local/stack';
import { homePolicyPdf } from '#scripts/samples/documents';
import { apiCall } from '../steps/api';
import { type AssessmentBody, hotelTheftClaim, untilSettled } from '../steps/assessments';
import { calculatedCoverage } from '../steps/coverage';
import { givenAReadyTravelPolicy, uploadPolicy } from '../steps/policies';
import { cognitoClient, givenASignedInUser, type TestUser } from '../steps/users';

/**
 * `npm start` stopped with SIGTERM while claims are still being assessed, then started again on the
 * same data: the user's session, policies and history are all there, and every claim that was
 * accepted before the stop is assessed after it.
 */

// The app under test is its own process: it must not inherit this run's stack settings.
const stackEnv = inject('stackEnv');
const appEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in stackEnv)));

/** The first start may build the web app first (a fresh checkout has none). */
const FIRST_START_MS = 240_000;
const RESTART_MS = 90_000;
/** Claims sent just before the stop: more than the worker gets through while the app stops. */
const CLAIMS_IN_FLIGHT = 4;

interface QueuedEvent {
  readonly function: string;
  readonly event: { assessmentId?: string };
}

function queuedEvents(dataDir: string): QueuedEvent[] {
  const dir = path.join(dataDir, 'event-queue');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as QueuedEvent);
}

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

describe('npm start stopped and started again', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-restart-'));
  let app: AppProcess | undefined;

  afterAll(async () => {
    await app?.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps the session, the policies and the history, and assesses the claims pending at the stop', async () => {
    const ports = await freeLocalPorts();
    app = await startApp({ dataDir, ports, env: appEnv, timeoutMs: FIRST_START_MS });
    const { appUrl } = app;
    const user: TestUser = await givenASignedInUser({
      appUrl,
      mailboxUrl: app.mailboxUrl,
      userPoolClientId: await userPoolClientIdOf(appUrl),
    });
    const travel = await givenAReadyTravelPolicy(appUrl, user);
    const home = await uploadPolicy(appUrl, user, [{ name: 'home-schedule.pdf', bytes: homePolicyPdf() }], {
      name: 'Home cover',
      insuranceTypeId: 'home',
      startDate: '2025-04-01',
      endDate: '2026-03-31',
    });
    expect(home.complete?.status).toBe(200);
    const policyIds = [travel.policy.id, home.created?.policy.id].sort();
    const claim = hotelTheftClaim(travel.policy.id);
    const assessed = await json<AssessmentBody>(
      await apiCall(appUrl, user, 'POST', '/api/assessments', claim),
      202,
    );
    expect(await untilSettled(appUrl, user, assessed.id)).toMatchObject({ status: 'completed' });
    await calculatedCoverage(appUrl, user, 'travel', { policyId: travel.policy.id, keep: true });

    // Claims accepted (202), and the app stopped at once, as a developer's Ctrl-C would.
    const inFlight = await Promise.all(
      Array.from({ length: CLAIMS_IN_FLIGHT }, async () =>
        json<AssessmentBody>(await apiCall(appUrl, user, 'POST', '/api/assessments', claim), 202),
      ),
    );
    expect(await app.stop('SIGTERM')).toBe(0);
    app = undefined;
    // What was not assessed when it stopped is still queued on disk.
    const pendingAtStop = queuedEvents(dataDir)
      .filter((queued) => queued.function.endsWith('assessment-worker'))
      .map((queued) => queued.event.assessmentId);
    expect(pendingAtStop.length).toBeGreaterThan(0);
    expect(inFlight.map((a) => a.id)).toEqual(expect.arrayContaining(pendingAtStop));

    app = await startApp({ dataDir, ports, env: appEnv, timeoutMs: RESTART_MS });
    expect(app.output()).toMatch(/running \d+ events? accepted before the last stop/);

    // The same session: the tokens from before the stop, and its refresh token.
    expect((await apiCall(appUrl, user, 'GET', '/api/me')).status).toBe(200);
    const client = cognitoClient(appUrl);
    const refreshed = await client
      .send(
        new InitiateAuthCommand({
          ClientId: await userPoolClientIdOf(appUrl),
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: user.refreshToken },
        }),
      )
      .finally(() => client.destroy());
    const accessToken = refreshed.AuthenticationResult?.AccessToken;
    expect(accessToken).toBeTruthy();
    const renewed = { ...user, accessToken: accessToken ?? '' };

    // Policies, history and kept cover as they were.
    const listed = await json<{ policies: { id: string; status: string }[] }>(
      await apiCall(appUrl, renewed, 'GET', '/api/policies'),
      200,
    );
    expect(listed.policies.map((p) => p.id).sort()).toEqual(policyIds);
    const { coverage } = await json<{ coverage: unknown[] }>(
      await apiCall(appUrl, renewed, 'GET', '/api/coverage'),
      200,
    );
    expect(coverage).toHaveLength(1);

    // Every claim accepted before the stop is assessed, the ones pending at the stop included.
    for (const pending of inFlight) {
      expect(await untilSettled(appUrl, renewed, pending.id)).toMatchObject({ status: 'completed' });
    }
    const { assessments } = await json<{ assessments: AssessmentBody[] }>(
      await apiCall(appUrl, renewed, 'GET', '/api/assessments'),
      200,
    );
    expect(assessments.map((a) => a.id).sort()).toEqual([assessed.id, ...inFlight.map((a) => a.id)].sort());
    expect(assessments.every((a) => a.status === 'completed')).toBe(true);
    // Nothing left behind: the queue is empty and nothing was dead-lettered.
    await expect.poll(() => queuedEvents(dataDir), { timeout: 10_000 }).toEqual([]);
    expect(existsSync(path.join(dataDir, 'dead-letter'))).toBe(false);
  }, 420_000);

  it('stopped while still starting, it finishes starting, stops, and leaves nothing running', async () => {
    const startingDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-restart-early-'));
    const ports = await freeLocalPorts();
    const starting = launchApp({ dataDir: startingDir, ports, env: appEnv });
    try {
      // DynamoDB Local, a Java process of its own, is up: the stack is part-way through starting.
      await waitForPort(ports.dynamodb, RESTART_MS, 'DynamoDB Local');
      expect(await starting.stop('SIGTERM')).toBe(0);
      for (const port of Object.values(ports)) {
        await expect.poll(() => isPortFree(port), { timeout: 5_000 }).toBe(true);
      }
    } finally {
      await starting.stop('SIGKILL');
      rmSync(startingDir, { recursive: true, force: true });
    }
  }, 180_000);
});
