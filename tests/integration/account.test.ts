import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '#domain/schemas/account';
import { TEXT_MESSAGES } from '#domain/schemas/form-errors';
import { ACCOUNT_DELETED_SUBJECT } from '#functions/account/account-deleted-mail';
import { keys, objectKeys } from '#functions/data/keys';
import { dynamo } from '#functions/lib/client-dynamodb';
import { s3 } from '#functions/lib/client-s3';
import { expectMatchesSchema, expectReplyMatchesSchema } from '../steps/contract';
import { theLocalStack } from '../steps/local-stack';
import { waitForMail } from '../steps/mailbox';
import { givenTwoStepVerificationOn, unusedCode, wrongCode } from '../steps/mfa';
import { decodeJwt, signLikeEmulator } from '../steps/tokens';
import { deletionProof, givenASignedInUser, stackCognitoClient, type TestUser } from '../steps/users';

const { appUrl, env, urls } = theLocalStack();

function call(user: TestUser | string, method: string, path: string, body?: unknown) {
  const token = typeof user === 'string' ? user : user.accessToken;
  return fetch(`${appUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Gives a user a policy row and a document object, as an upload would. */
async function givenStoredData(user: TestUser) {
  const sub = String(decodeJwt(user.accessToken).sub);
  await dynamo().send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: { ...keys.policy(sub, 'p1'), name: 'Home cover', status: 'ready' },
    }),
  );
  const key = objectKeys.document(sub, 'p1', 'f1', 'schedule.pdf');
  await s3().send(
    new PutObjectCommand({
      Bucket: env.DOCUMENTS_BUCKET,
      Key: key,
      Body: '%PDF-1.4 test',
      ContentType: 'application/pdf',
    }),
  );
  return { sub, key };
}

async function stillThere(sub: string, key: string) {
  const row = await dynamo().send(new GetCommand({ TableName: env.TABLE_NAME, Key: keys.policy(sub, 'p1') }));
  const object = await s3()
    .send(new HeadObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: key }))
    .then(() => true)
    .catch(() => false);
  return { row: Boolean(row.Item), object };
}

describe('account API', () => {
  it('updates the profile with the shared schema and answers 400 in the spec words', async () => {
    const user = await givenASignedInUser(urls);
    const bad = await call(user, 'PATCH', '/api/me', { firstName: 'Sam', lastName: ' ', country: 'GB' });
    expect(bad.status).toBe(400);
    await expectReplyMatchesSchema('update-me', bad);
    expect(await bad.json()).toEqual({ error: 'Last name is required' });
    const badCountry = await call(user, 'PATCH', '/api/me', {
      firstName: 'Sam',
      lastName: 'Hill',
      country: 'FR',
    });
    expect(await badCountry.json()).toEqual({ error: 'Country of residence is required' });

    const ok = await call(user, 'PATCH', '/api/me', {
      firstName: ' Sam ',
      lastName: 'Hill',
      country: 'US',
      phone: '+12025550123',
    });
    expect(ok.status).toBe(200);
    await expectReplyMatchesSchema('update-me', ok);
    expect(await ok.json()).toMatchObject({
      firstName: 'Sam',
      lastName: 'Hill',
      country: 'US',
      phone: '+12025550123',
    });
    const again = await (await call(user, 'GET', '/api/me')).json();
    expectMatchesSchema('get-me', 200, again);
    expect(again).toMatchObject({ firstName: 'Sam', country: 'US' });
  });

  it('refuses a NUL or a broken character in a profile field (400), and keeps the profile as it was', async () => {
    const user = await givenASignedInUser(urls);
    const saved = { firstName: 'Sam', lastName: 'Hill', country: 'GB' };
    expect((await call(user, 'PATCH', '/api/me', saved)).status).toBe(200);
    for (const change of [
      { firstName: 'Sa\u0000m' },
      { lastName: 'Hill\u0000' },
      { lastName: '\udc00Hill' },
    ]) {
      const bad = await call(user, 'PATCH', '/api/me', { ...saved, ...change });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: TEXT_MESSAGES.unsafeCharacters });
    }
    expect(await (await call(user, 'GET', '/api/me')).json()).toMatchObject(saved);
  });

  it("deletes only the caller's account and data; another user's stays whole", async () => {
    const alice = await givenASignedInUser(urls);
    const bob = await givenASignedInUser(urls);
    const a = await givenStoredData(alice);
    const b = await givenStoredData(bob);

    const res = await call(bob, 'DELETE', '/api/me', { ...deletionProof(bob), sub: a.sub });
    expect(res.status).toBe(200);
    await expectReplyMatchesSchema('delete-me', res);
    expect(await stillThere(b.sub, b.key)).toEqual({ row: false, object: false });
    expect(await stillThere(a.sub, a.key)).toEqual({ row: true, object: true });

    const cognito = stackCognitoClient(env);
    await expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: bob.email })),
    ).rejects.toThrow(expect.objectContaining({ name: 'UserNotFoundException' }));
    cognito.destroy();
    expect((await call(alice, 'GET', '/api/me')).status).toBe(200);
  });

  it('refuses an expired token and one signed for another app client', async () => {
    const user = await givenASignedInUser(urls);
    const claims = decodeJwt(user.accessToken);
    const now = Math.floor(Date.now() / 1000);
    const control = signLikeEmulator({ ...claims, iat: now, exp: now + 600 });
    expect((await call(control, 'GET', '/api/me')).status).toBe(200);
    const expired = signLikeEmulator({ ...claims, iat: now - 7200, exp: now - 3600 });
    expect((await call(expired, 'GET', '/api/me')).status).toBe(401);
    const otherClient = signLikeEmulator({ ...claims, client_id: 'someone-else', exp: now + 600 });
    expect((await call(otherClient, 'GET', '/api/me')).status).toBe(401);
  });

  it('deletes nothing without the password or with a wrong one, and the account with it, saying so by mail', async () => {
    const user = await givenASignedInUser(urls);
    const data = await givenStoredData(user);
    for (const [proof, error] of [
      [{}, ACCOUNT_DELETION_MESSAGES.passwordRequired],
      [{ password: `${user.password}x` }, ACCOUNT_DELETION_MESSAGES.wrongPassword],
    ] as const) {
      const refused = await call(user, 'DELETE', '/api/me', proof);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: error });
    }
    // Nothing was closed or deleted: the session still works and the data is all there.
    expect((await call(user, 'GET', '/api/me')).status).toBe(200);
    expect(await stillThere(data.sub, data.key)).toEqual({ row: true, object: true });

    expect((await call(user, 'DELETE', '/api/me', deletionProof(user))).status).toBe(200);
    expect(await stillThere(data.sub, data.key)).toEqual({ row: false, object: false });
    const mail = await waitForMail(urls.mailboxUrl, user.email, ACCOUNT_DELETED_SUBJECT);
    expect(mail.body.text).toContain(`Your PolicyLens account (${user.email}) was deleted on`);
    expect(mail.body.text).toContain('contact us within 30 days');
  });

  it('with two-step verification on, deletes the account only with the code from the authenticator app too', async () => {
    const user = await givenASignedInUser(urls);
    const { secret, spentStep } = await givenTwoStepVerificationOn(appUrl, user);
    const data = await givenStoredData(user);
    for (const [proof, error] of [
      [deletionProof(user), ACCOUNT_DELETION_MESSAGES.codeRequired],
      [{ ...deletionProof(user), code: wrongCode(secret) }, ACCOUNT_DELETION_MESSAGES.wrongCode],
      [{ password: `${user.password}x`, code: wrongCode(secret) }, ACCOUNT_DELETION_MESSAGES.wrongPassword],
    ] as const) {
      const refused = await call(user, 'DELETE', '/api/me', proof);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: error });
    }
    expect(await stillThere(data.sub, data.key)).toEqual({ row: true, object: true });

    const { code } = await unusedCode(secret, spentStep);
    expect((await call(user, 'DELETE', '/api/me', { ...deletionProof(user), code })).status).toBe(200);
    expect(await stillThere(data.sub, data.key)).toEqual({ row: false, object: false });
  });
});
