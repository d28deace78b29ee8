import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES, type PolicyView } from '#domain/schemas/policy';
import { keys } from '#functions/data/keys';
import { dynamo } from '#functions/lib/client-dynamodb';
import { settlePolicy } from '#functions/policies/extraction';
import { schedulePdf } from '../fixtures/pdfs';
import { apiCall } from '../steps/api';
import { subOf } from '../steps/assessments';
import { expectRefusal, expectReplyMatchesSchema } from '../steps/contract';
import { theLocalStack } from '../steps/local-stack';
import { CORPUS_DOCS, postToForm, type UploadForm, uploadPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, env, urls } = theLocalStack();

async function policyOf(user: TestUser, id: string): Promise<PolicyView> {
  return (await (await apiCall(appUrl, user, 'GET', `/api/policies/${id}`)).json()) as PolicyView;
}

/** An IPID given to 1 Click Upload as the policy document, read as what it is. */
async function givenAQuickUploadOfAnIpid(user: TestUser): Promise<PolicyView> {
  const ipid = readFileSync(path.join(CORPUS_DOCS, 'keycare-uk-ipid.pdf'));
  const create = await apiCall(appUrl, user, 'POST', '/api/policies/quick', {
    policy: { name: 'my-key-cover.pdf', size: ipid.length },
  });
  const created = (await create.json()) as { policy: { id: string }; uploads: { form: UploadForm }[] };
  const form = created.uploads[0]?.form;
  if (!form) throw new Error('no upload form');
  await postToForm(form, ipid, 'my-key-cover.pdf');
  const complete = await apiCall(appUrl, user, 'POST', `/api/policies/${created.policy.id}/complete`);
  const { policy } = (await complete.json()) as { policy: PolicyView };
  expect(policy.status).toBe('ready');
  return policy;
}

/** Reads the policy's documents again, as the worker does when it settles a policy. */
async function readAgain(user: TestUser, id: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: env.TABLE_NAME,
      Key: keys.policy(subOf(user), id),
      UpdateExpression: 'SET #status = :processing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':processing': 'processing' },
    }),
  );
  await settlePolicy(subOf(user), id);
}

describe('dates typed on the upload form', () => {
  it('stay after the documents are read, even when they state another period; what was left empty is read', async () => {
    const user = await givenASignedInUser(urls);
    const { complete } = await uploadPolicy(appUrl, user, [{ name: 'home.pdf', bytes: schedulePdf(1) }], {
      startDate: '2026-01-10',
      endDate: '2027-01-09',
    });
    if (!complete) throw new Error('the policy was refused');
    const { policy } = (await complete.json()) as { policy: PolicyView };
    expect(policy).toMatchObject({
      status: 'ready',
      name: 'Home cover',
      startDate: '2026-01-10',
      endDate: '2027-01-09',
      // The form has no insurer: the schedule's fills it.
      insurer: 'Example Mutual Insurance plc',
    });
    await readAgain(user, policy.id);
    expect(await policyOf(user, policy.id)).toMatchObject({ startDate: '2026-01-10', endDate: '2027-01-09' });
  });
});

describe('what each document is, after upload', () => {
  it('is set by the user on the policy, and never read over afterwards', async () => {
    const user = await givenASignedInUser(urls);
    const policy = await givenAQuickUploadOfAnIpid(user);
    const file = policy.files[0];
    expect(file?.detected).toEqual({ fileType: 'ipid', customName: null });
    const set = await apiCall(appUrl, user, 'PATCH', `/api/policies/${policy.id}`, {
      documents: [{ id: file?.id, fileType: 'other', customName: ' Key Facts Sheet ' }],
    });
    expect(set.status).toBe(200);
    await expectReplyMatchesSchema('update-policy', set);
    const chosen = { fileType: 'other', customName: 'Key Facts Sheet' };
    expect(((await set.json()) as PolicyView).files[0]).toMatchObject({
      fileType: 'policy_schedule',
      chosen,
    });

    await readAgain(user, policy.id);
    const reread = await policyOf(user, policy.id);
    expect(reread.status).toBe('ready');
    expect(reread.files[0]).toMatchObject({ fileType: 'policy_schedule', chosen });
    // The details form sends the types with the details.
    const withDetails = await apiCall(appUrl, user, 'PATCH', `/api/policies/${policy.id}`, {
      name: reread.name,
      insuranceTypeId: 'home',
      documents: [{ id: file?.id, fileType: 'policy_wording' }],
    });
    expect(((await withDetails.json()) as PolicyView).files[0]?.chosen).toEqual({
      fileType: 'policy_wording',
      customName: null,
    });
  });

  it('is refused in the spec words when it is not one of the types, and nothing changes', async () => {
    const user = await givenASignedInUser(urls);
    const policy = await givenAQuickUploadOfAnIpid(user);
    const id = policy.files[0]?.id;
    const attempts: [unknown, number, string][] = [
      [[{ id, fileType: 'kfs' }], 400, 'Please choose a document type from the list'],
      [[{ id, fileType: 'other' }], 400, 'Please provide names for all custom documents'],
      [[{ id, fileType: 'other', customName: 'x'.repeat(101) }], 400, POLICY_MESSAGES.customNameTooLong],
      [[{ id: '01JDOESNOTEXIST0000000000A', fileType: 'ipid' }], 404, 'File not found'],
      [
        [
          { id, fileType: 'policy_wording' },
          { id: '01JDOESNOTEXIST0000000000A', fileType: 'ipid' },
        ],
        404,
        'File not found',
      ],
    ];
    for (const [documents, status, error] of attempts) {
      const res = await apiCall(appUrl, user, 'PATCH', `/api/policies/${policy.id}`, { documents });
      await expectRefusal(res, status, error);
    }
    expect((await policyOf(user, policy.id)).files).toEqual(policy.files);
  });

  it("is not found on another user's policy, and theirs stays as it was", async () => {
    const owner = await givenASignedInUser(urls);
    const intruder = await givenASignedInUser(urls);
    const policy = await givenAQuickUploadOfAnIpid(owner);
    const res = await apiCall(appUrl, intruder, 'PATCH', `/api/policies/${policy.id}`, {
      documents: [{ id: policy.files[0]?.id, fileType: 'policy_wording' }],
    });
    expect(res.status).toBe(404);
    expect((await policyOf(owner, policy.id)).files).toEqual(policy.files);
  });
});
