import { describe, expect, it } from 'vitest';
import type { Policy } from '#functions/data/policy-entity';
import { cognito } from '#functions/lib/client-cognito';
import { dynamoClient } from '#functions/lib/client-dynamodb';
import { s3 } from '#functions/lib/client-s3';
import { ses } from '#functions/lib/client-ses';
import {
  shownPolicy,
  sweepAction,
  sweepPolicies,
  TIMED_OUT_MESSAGE,
  TIMED_OUT_SHOWN_MS,
} from '#functions/policies/stale-uploads';
import { answerWith, conditionFailed, injectFault, unavailable } from '#tests/steps/faults';
import { givenServicesStandingIn } from '#tests/steps/services-standing-in';

/**
 * What the scheduled sweep does with each policy, and what a list shows of one it has not swept
 * yet; the table and storage stand in through the clients' middleware, nothing is sent.
 */
const heals = givenServicesStandingIn();

const now = Date.parse('2025-06-10T12:00:00.000Z');
const policy = (status: Policy['status'], windowEndsIn: number | null): Policy => ({
  sub: 'user-1',
  id: `policy-${status}`,
  name: 'Annual travel',
  insuranceTypeId: 'travel',
  insurer: null,
  startDate: null,
  endDate: null,
  status,
  source: 'upload',
  createdAt: '2025-06-10T11:00:00.000Z',
  uploadExpiresAt: windowEndsIn === null ? null : now + windowEndsIn,
  files: [],
});

describe('what the sweep does with a policy', () => {
  it.each([
    ['a ready policy', policy('ready', null), 'keep'],
    ['an upload whose window is still open', policy('pending', 1000), 'keep'],
    ['a completed upload still being read in its window', policy('processing', 1000), 'keep'],
    ['a refusal still shown', policy('failed', 1000), 'keep'],
    ['an upload never completed', policy('pending', -1000), 'remove'],
    ['a refusal whose time is up', policy('failed', -1000), 'remove'],
    ['a deletion stopped part-way', policy('deleting', 1000), 'remove'],
    ['a completed upload never read', policy('processing', -1000), 'time-out'],
  ] as const)('%s: %s', (_what, given, action) => {
    expect(sweepAction(given, now)).toBe(action);
  });

  it('lists a policy as the sweep will leave it: gone, failed with why, or as it is', () => {
    expect(shownPolicy(policy('pending', -1000), now)).toBeNull();
    expect(shownPolicy(policy('deleting', 1000), now)).toBeNull();
    expect(shownPolicy(policy('processing', -1000), now)).toMatchObject({
      status: 'failed',
      failure: TIMED_OUT_MESSAGE,
    });
    const reading = policy('processing', 1000);
    expect(shownPolicy(reading, now)).toBe(reading);
  });
});

describe('sweeping', () => {
  /** The commands sent, by name; each answers at once (faults put in first come before). */
  function givenATableAndStorage(...faults: (() => void)[]): string[] {
    heals.push(...faults);
    const sent: string[] = [];
    const record = (command: string) => Boolean(sent.push(command));
    heals.push(
      answerWith(dynamoClient(), record, {}),
      answerWith(s3(), (command) => record(command) && command.startsWith('ListObjects'), { Contents: [] }),
    );
    return sent;
  }

  it('fails a policy never read with why, until its time is up, and removes its files; leaves the rest', async () => {
    const sent = givenATableAndStorage();
    const report = await sweepPolicies(
      [policy('ready', null), policy('pending', 1000), policy('processing', -1000)],
      now,
    );
    expect(report).toEqual({ removed: 0, timedOut: 1 });
    expect(sent).toEqual([
      'UpdateItemCommand',
      'ListObjectsV2Command',
      'ListObjectsV2Command',
      'ListObjectsV2Command',
    ]);
    expect(TIMED_OUT_SHOWN_MS).toBeGreaterThanOrEqual(24 * 3600 * 1000);
  });

  it('tells the sender of a mailed policy never read, by mail, why it was not added', async () => {
    const sent = givenATableAndStorage();
    const mails: Record<string, unknown>[] = [];
    heals.push(
      answerWith(cognito(), (command) => command === 'AdminGetUserCommand', {
        UserAttributes: [
          { Name: 'sub', Value: 'user-1' },
          { Name: 'email', Value: 'marjorie@example.com' },
          { Name: 'given_name', Value: 'Marjorie' },
        ],
      }),
      answerWith(ses(), (command, input) => command === 'SendEmailCommand' && Boolean(mails.push(input)), {}),
    );
    const mailed = { ...policy('processing', -1000), source: 'email' as const };
    expect(await sweepPolicies([mailed, policy('processing', -1000)], now)).toEqual({
      removed: 0,
      timedOut: 2,
    });
    expect(sent.filter((c) => c === 'UpdateItemCommand')).toHaveLength(2);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ Destination: { ToAddresses: ['marjorie@example.com'] } });
    expect(JSON.stringify(mails[0])).toContain(TIMED_OUT_MESSAGE);
    expect(JSON.stringify(mails[0])).toContain('We could not add your policy to PolicyLens');
  });

  it('marks a stale upload deleting, removes its files, then its row and slot', async () => {
    const sent = givenATableAndStorage();
    expect(await sweepPolicies([policy('pending', -1000)], now)).toEqual({ removed: 1, timedOut: 0 });
    expect(sent[0]).toBe('UpdateItemCommand');
    expect(sent.filter((c) => c.startsWith('ListObjects'))).toHaveLength(3);
    expect(sent.at(-1)).toBe('TransactWriteItemsCommand');
  });

  it('leaves a policy that changed since it was read (completed, settled or deleted meanwhile)', async () => {
    const sent = givenATableAndStorage(
      injectFault(dynamoClient(), (command) => command === 'UpdateItemCommand', conditionFailed),
    );
    expect(await sweepPolicies([policy('pending', -1000), policy('processing', -1000)], now)).toEqual({
      removed: 0,
      timedOut: 0,
    });
    expect(sent.filter((c) => !c.startsWith('Update'))).toEqual([]);
  });

  it('sweeps the others when one fails, then says so', async () => {
    const sent = givenATableAndStorage(
      injectFault(s3(), (_command, input) => String(input.Prefix).includes('policy-deleting'), unavailable),
    );
    await expect(sweepPolicies([policy('deleting', 0), policy('pending', -1000)], now)).rejects.toThrow(
      'Service Unavailable',
    );
    expect(sent.filter((c) => c === 'TransactWriteItemsCommand')).toHaveLength(1);
  });
});
