import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSESSMENT_FAILURES, STALE_AFTER_MS } from '#functions/assessments/assessment-view';
import { getAssessment, listAssessmentRecords } from '#functions/data/assessment-store';
import { keys } from '#functions/data/keys';
import { handler as createAssessment } from '#functions/handlers/assessments/create-assessment';
import { handler as retryAssessment } from '#functions/handlers/assessments/retry-assessment';
import { handler as run } from '#functions/handlers/assessments/run-assessment';
import { bedrock } from '#functions/lib/client-bedrock';
import { cognito } from '#functions/lib/client-cognito';
import { dynamo, dynamoClient } from '#functions/lib/client-dynamodb';
import { lambda } from '#functions/lib/client-lambda';
import { s3 } from '#functions/lib/client-s3';
import { resetConfig } from '#functions/lib/config';
import { BusyError } from '#functions/lib/errors';
import { lambdaContext } from '#scripts/local/lambda-context';
import { apiCall } from '../steps/api';
import { hotelTheftClaim, subOf, untilSettled } from '../steps/assessments';
import { callRoute } from '../steps/direct-call';
import {
  BUSY,
  delayRequests,
  type FaultCase,
  holdInvokes,
  injectFault,
  loseAnswers,
  named,
  tableWrite,
  throttled,
  timedOut,
  unavailable,
  whileFaulty,
} from '../steps/faults';
import { theLocalStack } from '../steps/local-stack';
import { givenAReadyTravelPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

/**
 * Faults while a claim is accepted and while the assessment worker assesses it, each injected
 * through an SDK client's middleware stack of this process, where the route's and the worker's real
 * handlers run. After each: a clear answer and no assessment, or one assessment that is completed
 * (at once, after the worker's event is retried, or after Retry); never two, never one stuck pending.
 */
const { appUrl, env, urls } = theLocalStack();
const worker = run as unknown as (event: unknown, context: Context) => Promise<void>;
const assessmentWrite = (word: string) => tableWrite(/^(Put|Update)/, 'ASSESSMENT#', word);

/** The user sends the hotel-theft claim against their policy, through the route's handler here. */
function whenTheyClaim(user: TestUser, policyId: string) {
  return callRoute(createAssessment, user, 'POST', '/api/assessments', hotelTheftClaim(policyId));
}

/** Runs the assessment worker here, as Lambda would with its time limit (or with `seconds` left). */
function runWorker(job: unknown, seconds = 120) {
  return worker(job, lambdaContext('assessment-worker', randomUUID(), seconds));
}

/** A user with a ready travel policy whose hotel-theft claim was accepted; its worker's event is held here. */
async function givenAnAcceptedClaim(): Promise<{ user: TestUser; sub: string; id: string; job: unknown }> {
  const user = await givenASignedInUser(urls);
  const created = await givenAReadyTravelPolicy(appUrl, user);
  const held = holdInvokes(lambda());
  try {
    const accepted = await whenTheyClaim(user, created.policy.id);
    expect(accepted.status).toBe(202);
    return { user, sub: subOf(user), id: (accepted.body as { id: string }).id, job: held.events[0] };
  } finally {
    held.release();
  }
}

/** The user's only assessment, once settled (Retry runs it in the stack's own worker). */
async function theOnlyAssessment(user: TestUser) {
  const [only, ...more] = await listAssessmentRecords(subOf(user));
  expect(more).toEqual([]);
  return untilSettled(appUrl, user, only?.id ?? '');
}

describe('faults while a claim is accepted', () => {
  it.each<FaultCase>([
    ['a throttled table while the policy is read', dynamoClient, (c) => c.startsWith('GetItem'), throttled],
    [
      'a throttled table while the analysis is counted',
      dynamoClient,
      tableWrite(/^UpdateItem/, 'RATE#'),
      throttled,
    ],
    ['a throttled table while the claim is saved', dynamoClient, assessmentWrite('pending'), throttled],
  ])(
    '%s: a clear 503 and no assessment; sending it again assesses it once',
    async (_what, client, pick, error) => {
      const user = await givenASignedInUser(urls);
      const created = await givenAReadyTravelPolicy(appUrl, user);
      await whileFaulty(injectFault(client(), pick, error), async () => {
        expect(await whenTheyClaim(user, created.policy.id)).toEqual({ status: 503, body: BUSY });
        expect(await listAssessmentRecords(subOf(user))).toEqual([]);
      });
      expect((await whenTheyClaim(user, created.policy.id)).status).toBe(202);
      expect(await theOnlyAssessment(user)).toMatchObject({ status: 'completed' });
    },
  );

  it('the claim is saved but the answer comes too late: one assessment, and it is assessed', async () => {
    const user = await givenASignedInUser(urls);
    const created = await givenAReadyTravelPolicy(appUrl, user);
    await whileFaulty(loseAnswers(dynamoClient(), assessmentWrite('pending')), async () => {
      expect((await whenTheyClaim(user, created.policy.id)).status).toBe(202);
    });
    expect(await theOnlyAssessment(user)).toMatchObject({ status: 'completed' });
  });
});

describe('faults while the worker assesses a claim', () => {
  it('a throttled table when the worker reads the claim: still waiting, and the retried event assesses it', async () => {
    const { sub, id, job } = await givenAnAcceptedClaim();
    await whileFaulty(
      injectFault(dynamoClient(), (c) => c.startsWith('GetItem'), throttled),
      () => expect(runWorker(job)).rejects.toThrow(/throughput/),
    );
    expect(await getAssessment(sub, id)).toMatchObject({ status: 'pending', startedAt: null });
    await runWorker(job);
    expect(await getAssessment(sub, id)).toMatchObject({ status: 'completed' });
  });

  it('the user pool timing out when the worker reads the claimant’s country: the claim fails with a reason, and Retry assesses it for that country', async () => {
    const { user, sub, id, job } = await givenAnAcceptedClaim();
    // Claiming does not read the profile: the claim waits without the country until the worker reads it.
    expect(await getAssessment(sub, id)).toMatchObject({ status: 'pending', country: null });
    await whileFaulty(injectFault(cognito(), named('AdminGetUserCommand'), timedOut), () => runWorker(job));
    expect(await getAssessment(sub, id)).toMatchObject({
      status: 'failed',
      error: ASSESSMENT_FAILURES.tooSlow,
      country: null,
    });
    expect((await apiCall(appUrl, user, 'POST', `/api/assessments/${id}/retry`)).status).toBe(202);
    expect(await theOnlyAssessment(user)).toMatchObject({ status: 'completed' });
    expect(await getAssessment(sub, id)).toMatchObject({ status: 'completed', country: 'GB' });
  });

  it('storage unavailable when the worker reads the policy: the claim fails with a reason, and Retry assesses it', async () => {
    const { user, sub, id, job } = await givenAnAcceptedClaim();
    await whileFaulty(injectFault(s3(), named('GetObjectCommand'), unavailable), () => runWorker(job));
    expect(await getAssessment(sub, id)).toMatchObject({
      status: 'failed',
      error: ASSESSMENT_FAILURES.unexpected,
      // Read before the policy was: a failed claim keeps the claimant's country, and Retry uses it.
      country: 'GB',
    });
    expect((await apiCall(appUrl, user, 'POST', `/api/assessments/${id}/retry`)).status).toBe(202);
    expect(await theOnlyAssessment(user)).toMatchObject({ status: 'completed' });
    expect(await getAssessment(sub, id)).toMatchObject({ country: 'GB' });
  });

  it('a throttled table when the outcome is saved: still waiting, and the retried event assesses it', async () => {
    const { sub, id, job } = await givenAnAcceptedClaim();
    // Saving the failure instead fails too: the event itself fails, and Lambda retries it.
    await whileFaulty(
      [
        injectFault(dynamoClient(), assessmentWrite('completed'), throttled),
        injectFault(dynamoClient(), assessmentWrite('failed'), throttled),
      ],
      async () => {
        await expect(runWorker(job)).rejects.toThrow(/throughput/);
        expect(await getAssessment(sub, id)).toMatchObject({ status: 'pending' });
      },
    );
    await runWorker(job);
    expect(await getAssessment(sub, id)).toMatchObject({ status: 'completed' });
  });

  it('the worker fails on every try of its event: the claim reads as failed once it is stale, and Retry assesses it', async () => {
    const { user, sub, id, job } = await givenAnAcceptedClaim();
    await whileFaulty(
      injectFault(dynamoClient(), (c) => c.startsWith('UpdateItem'), throttled),
      async () => {
        // Lambda's tries of the event, then the dead-letter queue.
        for (let tries = 0; tries < 2; tries++) await expect(runWorker(job)).rejects.toThrow(/throughput/);
      },
    );
    const waiting = await apiCall(appUrl, user, 'GET', `/api/assessments/${id}`);
    expect(await waiting.json()).toMatchObject({ status: 'pending' });
    // Ten minutes on (the test moves its queue time back), no worker can still be on it.
    await dynamo().send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: keys.assessment(sub, id),
        UpdateExpression: 'SET queuedAt = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - STALE_AFTER_MS - 1000).toISOString() },
      }),
    );
    const stale = await apiCall(appUrl, user, 'GET', `/api/assessments/${id}`);
    expect(await stale.json()).toMatchObject({ status: 'failed', error: ASSESSMENT_FAILURES.tooSlow });
    expect((await apiCall(appUrl, user, 'POST', `/api/assessments/${id}/retry`)).status).toBe(202);
    expect(await theOnlyAssessment(user)).toMatchObject({ status: 'completed' });
  });

  it('Retry is saved but its answer comes too late: the claim is assessed, not left waiting', async () => {
    const { user, sub, id, job } = await givenAnAcceptedClaim();
    await whileFaulty(injectFault(s3(), named('GetObjectCommand'), unavailable), () => runWorker(job));
    expect(await getAssessment(sub, id)).toMatchObject({ status: 'failed' });
    await whileFaulty(loseAnswers(dynamoClient(), assessmentWrite(':stale')), async () => {
      const retried = await callRoute(retryAssessment, user, 'POST', `/api/assessments/${id}/retry`);
      expect(retried).toMatchObject({ status: 202, body: { id, status: 'pending' } });
    });
    expect(await theOnlyAssessment(user)).toMatchObject({ status: 'completed' });
  });

  it('the analysis outlives the worker’s time: the claim fails as too slow, and Retry assesses it', async () => {
    const { user, sub, id, job } = await givenAnAcceptedClaim();
    // Storage answers slowly and the worker has 12 s left, 10 of which it keeps to save the failure.
    await whileFaulty(delayRequests(s3(), named('GetObjectCommand'), 4000), () => runWorker(job, 12));
    expect(await getAssessment(sub, id)).toMatchObject({
      status: 'failed',
      error: ASSESSMENT_FAILURES.tooSlow,
    });
    expect((await apiCall(appUrl, user, 'POST', `/api/assessments/${id}/retry`)).status).toBe(202);
    expect(await theOnlyAssessment(user)).toMatchObject({ status: 'completed' });
  });
});

describe('faults of the analyser on Amazon Bedrock', () => {
  afterEach(() => {
    process.env.ANALYZER = 'local';
    resetConfig();
  });

  /** From here on this process assesses with Bedrock, whose client the fault stands in for. */
  function withBedrock(fault: () => Error) {
    process.env.ANALYZER = 'bedrock';
    resetConfig();
    return injectFault(bedrock(), named('ConverseCommand'), fault);
  }

  it.each([
    ['timing out', timedOut, ASSESSMENT_FAILURES.tooSlow],
    [
      'throttling every call',
      () =>
        Object.assign(new Error('Too many requests'), {
          name: 'ThrottlingException',
          $metadata: { httpStatusCode: 429 },
        }),
      new BusyError().message,
    ],
  ])('the model %s: the claim fails saying so, and Retry assesses it', async (_what, fault, message) => {
    const { user, sub, id, job } = await givenAnAcceptedClaim();
    await whileFaulty(withBedrock(fault), async () => {
      await runWorker(job);
    });
    expect(await getAssessment(sub, id)).toMatchObject({ status: 'failed', error: message });
    process.env.ANALYZER = 'local';
    resetConfig();
    expect((await apiCall(appUrl, user, 'POST', `/api/assessments/${id}/retry`)).status).toBe(202);
    expect(await theOnlyAssessment(user)).toMatchObject({ status: 'completed' });
  });
});
