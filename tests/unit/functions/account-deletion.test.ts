import { UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { deleteAccount } from '#functions/account/account';
import { isAccountClosed } from '#functions/data/closed-accounts';
import { cognito } from '#functions/lib/client-cognito';
import { dynamoClient } from '#functions/lib/client-dynamodb';
import { s3 } from '#functions/lib/client-s3';
import { answerWith, injectFault } from '#tests/steps/faults';
import { givenServicesStandingIn } from '#tests/steps/services-standing-in';

/**
 * Deleting an account can be asked again until it has finished: the services stand in through the
 * clients' middleware stacks, nothing is sent.
 */
const heals = givenServicesStandingIn();

const userGone = () => new UserNotFoundException({ message: 'User does not exist.', $metadata: {} });

describe('account deletion', () => {
  it('lets a token of an account being deleted ask again, and none once it is deleted', async () => {
    const markIs = async (mark: Record<string, unknown>, whileDeleting?: boolean) => {
      const heal = answerWith(dynamoClient(), (c) => c.startsWith('GetItem'), { Item: mark });
      try {
        return await isAccountClosed('u', whileDeleting);
      } finally {
        heal();
      }
    };
    expect(await markIs({ PK: 'CLOSED#u' })).toBe(true);
    expect(await markIs({ PK: 'CLOSED#u' }, true)).toBe(false);
    expect(await markIs({ PK: 'CLOSED#u', deletedAt: '2025-06-10T12:00:00.000Z' }, true)).toBe(true);
  });

  it('finishes a deletion whose sign-in an earlier attempt already deleted', async () => {
    const writes: string[] = [];
    heals.push(
      answerWith(dynamoClient(), (c) => /^(Put|Update|Query)/.test(c) && Boolean(writes.push(c)), {
        Items: [],
      }),
      answerWith(s3(), (c) => c.startsWith('ListObjects'), { Contents: [] }),
      injectFault(cognito(), (c) => c.startsWith('Admin'), userGone),
    );
    await deleteAccount({ sub: 'u', username: 'u', issuedAt: 0 });
    // Closed, nothing of the user's left to remove, and the deletion noted as finished.
    expect(writes).toEqual(['PutItemCommand', 'QueryCommand', 'UpdateItemCommand']);
  });
});
