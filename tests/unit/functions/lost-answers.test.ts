import { describe, expect, it } from 'vitest';
import { ASSESSMENT_FAILURES } from '#functions/assessments/assessment-view';
import { failureMessage } from '#functions/assessments/run-assessment';
import type { Assessment } from '#functions/data/assessment-entity';
import { insertAssessment, requeueAssessment } from '#functions/data/assessment-store';
import { dynamoClient } from '#functions/lib/client-dynamodb';
import { answerWith, conditionFailed, injectFault, throttled, timedOut } from '#tests/steps/faults';
import { givenServicesStandingIn } from '#tests/steps/services-standing-in';

/**
 * A write done by the service whose answer was lost: the SDK sends it again, and its condition
 * then fails on the write's own result. The stores take that as done. The table stands in through
 * the client's middleware stack; nothing is sent.
 */
const heals = givenServicesStandingIn();

const queuedAt = '2025-06-10T12:00:00.000Z';
const claim = { sub: 'user-1', id: '01J00000000000000000000001', status: 'pending', attempt: 2, queuedAt };

describe('writes whose answer was lost', () => {
  it('a new assessment found already there was saved by the lost attempt', async () => {
    heals.push(injectFault(dynamoClient(), (c) => c.startsWith('PutItem'), conditionFailed));
    await expect(
      insertAssessment({ ...claim, attempt: 1 } as unknown as Assessment),
    ).resolves.toBeUndefined();
  });

  it('a new assessment that could not be saved still fails', async () => {
    heals.push(injectFault(dynamoClient(), (c) => c.startsWith('PutItem'), throttled));
    await expect(insertAssessment({ ...claim, attempt: 1 } as unknown as Assessment)).rejects.toThrow(
      /throughput/,
    );
  });

  it('a retry found queued at its own time is the attempt it queued; one queued otherwise is not', async () => {
    heals.push(injectFault(dynamoClient(), (c) => c.startsWith('UpdateItem'), conditionFailed));
    heals.push(
      answerWith(dynamoClient(), (c) => c.startsWith('GetItem'), { Item: { PK: 'USER#user-1', ...claim } }),
    );
    expect(await requeueAssessment('user-1', claim.id, queuedAt, '2025-06-10T11:50:00.000Z')).toMatchObject({
      status: 'pending',
      attempt: 2,
    });
    expect(
      await requeueAssessment('user-1', claim.id, '2025-06-10T12:00:01.000Z', '2025-06-10T11:50:00.000Z'),
    ).toBeUndefined();
  });

  it('a call that timed out is told to the user as an assessment that took too long', () => {
    expect(failureMessage(timedOut())).toBe(ASSESSMENT_FAILURES.tooSlow);
  });
});
