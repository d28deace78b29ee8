import { describe, expect, it } from 'vitest';
import { EXPORT_KEPT_MS, sweepExports } from '#functions/account/export-sweep';
import { dynamoClient } from '#functions/lib/client-dynamodb';
import { s3 } from '#functions/lib/client-s3';
import { answerWith } from '#tests/steps/faults';
import { givenServicesStandingIn } from '#tests/steps/services-standing-in';

/**
 * The scheduled sweep's part for exports, with the table and storage standing in: the exports of
 * accounts closed within the last day go, and locally (no lifecycle rules in the emulator) every
 * export older than a day.
 */
const heals = givenServicesStandingIn();
const now = Date.parse('2025-06-10T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3600_000);

/** Storage listing `objects` under each prefix, and noting every key a batch delete removes. */
function givenStorage(objects: Record<string, readonly { Key: string; LastModified: Date }[]>) {
  const deleted: string[] = [];
  for (const [prefix, contents] of Object.entries(objects))
    heals.push(
      answerWith(s3(), (c, input) => c === 'ListObjectsV2Command' && input.Prefix === prefix, {
        Contents: contents,
        KeyCount: contents.length,
      }),
    );
  heals.push(
    answerWith(
      s3(),
      (c, input) => {
        if (c !== 'DeleteObjectsCommand') return false;
        const batch = (input.Delete as { Objects: { Key: string }[] }).Objects;
        deleted.push(...batch.map((o) => o.Key));
        return true;
      },
      {},
    ),
  );
  return deleted;
}

describe('the sweep of exports', () => {
  it('empties the exports of every account closed within the last day, and only theirs', async () => {
    const asked: Record<string, unknown>[] = [];
    heals.push(
      answerWith(dynamoClient(), (c, input) => c === 'QueryCommand' && Boolean(asked.push(input)), {
        Items: [{ PK: 'CLOSED#gone' }],
      }),
    );
    const deleted = givenStorage({
      'exports/gone/': [{ Key: 'exports/gone/e1/policylens-export.zip', LastModified: hoursAgo(0) }],
      'exports/': [{ Key: 'exports/open/e2/policylens-export.zip', LastModified: hoursAgo(1) }],
    });
    expect(await sweepExports(now)).toEqual({ closedAccounts: 1, removed: 1 });
    expect(deleted).toEqual(['exports/gone/e1/policylens-export.zip']);
    expect(JSON.stringify(asked[0])).toContain(new Date(now - EXPORT_KEPT_MS).toISOString());
  });

  it('removes, locally, every export older than a day, as the bucket’s lifecycle does in AWS', async () => {
    heals.push(answerWith(dynamoClient(), (c) => c === 'QueryCommand', { Items: [] }));
    const deleted = givenStorage({
      'exports/': [
        { Key: 'exports/a/old/policylens-export.zip', LastModified: hoursAgo(25) },
        { Key: 'exports/b/new/policylens-export.zip', LastModified: hoursAgo(23) },
      ],
    });
    expect(await sweepExports(now)).toEqual({ closedAccounts: 0, removed: 1 });
    expect(deleted).toEqual(['exports/a/old/policylens-export.zip']);
  });
});
