import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { listUserItems } from '#functions/data/user-data';
import { handler as deleteMe } from '#functions/handlers/account/delete-me';
import { handler as exportMe } from '#functions/handlers/account/export-me';
import { cognito } from '#functions/lib/client-cognito';
import { dynamoClient } from '#functions/lib/client-dynamodb';
import { s3 } from '#functions/lib/client-s3';
import { config } from '#functions/lib/config';
import { givenAKeptPolicy, objectsUnder, pdfLikeBytes } from '../steps/account-export';
import { subOf } from '../steps/assessments';
import { callRoute } from '../steps/direct-call';
import {
  BUSY,
  beforeRequest,
  type FaultCase,
  injectFault,
  loseAnswers,
  named,
  slowDown,
  throttled,
  timedOut,
  unavailable,
  whileFaulty,
} from '../steps/faults';
import { theLocalStack } from '../steps/local-stack';
import { givenAReadyTravelPolicy } from '../steps/policies';
import { deletionProof, givenASignedInUser, type TestUser } from '../steps/users';

/**
 * Faults while an account is deleted or exported, injected through the SDK clients' middleware
 * stack of this process (the table, storage, and the user pool, whose calls go through a client
 * too). After each: a clear 503 and, for a deletion, deleting again finishes it: no row, no file
 * and no sign-in left behind, while the account's tokens open nothing else in between.
 */
const { appUrl, env, urls } = theLocalStack();

async function objectsOf(sub: string): Promise<number> {
  let count = 0;
  for (const prefix of [`uploads/${sub}/`, `policies/${sub}/`, `text/${sub}/`, `exports/${sub}/`]) {
    const out = await s3().send(new ListObjectsV2Command({ Bucket: env.DOCUMENTS_BUCKET, Prefix: prefix }));
    count += out.KeyCount ?? 0;
  }
  return count;
}

/** The user pool's answer for the user: their record, or the error saying there is none. */
async function signInOf(user: TestUser): Promise<string> {
  const username = String(
    JSON.parse(Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString()).username,
  );
  return cognito()
    .send(new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: username }))
    .then(
      () => 'kept',
      (error: Error) => error.name,
    );
}

/** Nothing of the user is left: no row, no file, no sign-in. */
async function expectNothingLeft(user: TestUser) {
  const sub = subOf(user);
  expect(await listUserItems(sub)).toEqual([]);
  expect(await objectsOf(sub)).toBe(0);
  expect(await signInOf(user)).toBe('UserNotFoundException');
}

describe('faults while an account is deleted', () => {
  it.each<FaultCase>([
    [
      'storage unavailable while the files are removed',
      s3,
      (c) => c.startsWith('DeleteObjects'),
      unavailable,
    ],
    [
      'the user pool timing out while signing the user out everywhere',
      cognito,
      named('AdminUserGlobalSignOutCommand'),
      timedOut,
    ],
    [
      'a throttled table while the rows are removed',
      dynamoClient,
      (c) => c.startsWith('BatchWrite'),
      throttled,
    ],
    [
      'the user pool timing out while the sign-in is deleted',
      cognito,
      named('AdminDeleteUserCommand'),
      timedOut,
    ],
  ])(
    '%s: a clear 503, the account already closed; deleting again removes everything',
    async (_what, client, pick, error) => {
      const user = await givenASignedInUser(urls);
      await givenAReadyTravelPolicy(appUrl, user);
      expect(await objectsOf(subOf(user))).toBeGreaterThan(0);
      await whileFaulty(injectFault(client(), pick, error), async () => {
        expect(await callRoute(deleteMe, user, 'DELETE', '/api/me', deletionProof(user))).toEqual({
          status: 503,
          body: BUSY,
        });
      });
      // Closed as the deletion began: the account's tokens open nothing but its deletion.
      expect((await callRoute(exportMe, user, 'POST', '/api/me/export')).status).toBe(401);
      expect(await callRoute(deleteMe, user, 'DELETE', '/api/me', deletionProof(user))).toEqual({
        status: 200,
        body: { deleted: true },
      });
      await expectNothingLeft(user);
      // Once deleted, the account’s tokens open nothing at all.
      expect((await callRoute(deleteMe, user, 'DELETE', '/api/me', deletionProof(user))).status).toBe(401);
    },
  );

  it('the sign-in is deleted but the answer comes too late: the account is deleted, and says so', async () => {
    const user = await givenASignedInUser(urls);
    await givenAReadyTravelPolicy(appUrl, user);
    await whileFaulty(loseAnswers(cognito(), named('AdminDeleteUserCommand')), async () => {
      expect(await callRoute(deleteMe, user, 'DELETE', '/api/me', deletionProof(user))).toEqual({
        status: 200,
        body: { deleted: true },
      });
    });
    await expectNothingLeft(user);
  });
});

describe('faults while an account is exported', () => {
  it('storage slowing down while the zip is written: a clear 503, no part-made export kept, and the export works once it passes', async () => {
    const user = await givenASignedInUser(urls);
    const sub = subOf(user);
    // Bigger than one part, so the zip goes up in parts.
    await givenAKeptPolicy(sub, 'Home', [{ name: 'wording.pdf', bytes: pdfLikeBytes(12 * 1024 * 1024) }]);
    await whileFaulty(injectFault(s3(), named('UploadPartCommand'), slowDown), async () => {
      expect(await callRoute(exportMe, user, 'POST', '/api/me/export')).toEqual({ status: 503, body: BUSY });
    });
    expect(await objectsUnder(`exports/${sub}/`)).toBe(0);
    expect((await callRoute(exportMe, user, 'POST', '/api/me/export')).status).toBe(200);
    expect(await objectsUnder(`exports/${sub}/`)).toBe(1);
  });

  it('the account deleted while its zip is written: the zip is removed, and the export is answered as for a closed account', async () => {
    const user = await givenASignedInUser(urls);
    const sub = subOf(user);
    await givenAKeptPolicy(sub, 'Home', [{ name: 'wording.pdf', bytes: pdfLikeBytes(1024 * 1024) }]);
    // The whole deletion runs just before the zip is stored: it found no export to remove.
    const deleting = beforeRequest(s3(), named('PutObjectCommand', /^exports\//), async () => {
      expect(await callRoute(deleteMe, user, 'DELETE', '/api/me', deletionProof(user))).toMatchObject({
        status: 200,
      });
    });
    await whileFaulty(deleting, async () => {
      expect((await callRoute(exportMe, user, 'POST', '/api/me/export')).status).toBe(401);
    });
    expect(await objectsUnder(`exports/${sub}/`)).toBe(0);
  });

  it('the user pool timing out while the profile is read: a clear 503, and the export works once it passes', async () => {
    const user = await givenASignedInUser(urls);
    await whileFaulty(injectFault(cognito(), named('AdminGetUserCommand'), timedOut), async () => {
      expect(await callRoute(exportMe, user, 'POST', '/api/me/export')).toEqual({ status: 503, body: BUSY });
    });
    expect(await callRoute(exportMe, user, 'POST', '/api/me/export')).toMatchObject({
      status: 200,
      body: { fileName: expect.stringMatching(/^policylens-export-.*\.zip$/) },
    });
  });
});
