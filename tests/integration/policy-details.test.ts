import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createPolicySchema, type FileType, POLICY_MESSAGES, type PolicyView } from '#domain/schemas/policy';
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

  it('is refused as the upload form refuses its documents and dates, and nothing changes', async () => {
    const user = await givenASignedInUser(urls);
    const { complete } = await uploadPolicy(appUrl, user, [
      { name: 'schedule.pdf', bytes: schedulePdf(1), fileType: 'policy_schedule' },
      { name: 'wording.pdf', bytes: schedulePdf(1), fileType: 'policy_wording' },
    ]);
    if (!complete) throw new Error('the policy was refused');
    const { policy } = (await complete.json()) as { policy: PolicyView };
    const [schedule, wording] = policy.files.map((f) => f.id);
    const patch = (body: unknown) => apiCall(appUrl, user, 'PATCH', `/api/policies/${policy.id}`, body);
    /** What the upload form says of a policy whose documents are of these types, or undefined. */
    const uploadFormSays = (types: FileType[]) => {
      const files = types.map((fileType, i) => ({ name: `${i}.pdf`, size: 1, fileType }));
      const manifest = { name: 'Home', insuranceTypeId: 'home', files };
      const checked = createPolicySchema.safeParse(manifest);
      return checked.success ? undefined : checked.error.issues[0]?.message;
    };

    // The types it would leave: the upload form's rule on the documents as a whole holds.
    const edits: [unknown[], FileType[]][] = [
      [[{ id: wording, fileType: 'policy_schedule' }], ['policy_schedule', 'policy_schedule']],
      [[{ id: schedule, fileType: 'ipid' }], ['ipid', 'policy_wording']],
    ];
    for (const [documents, leaves] of edits) {
      const said = uploadFormSays(leaves);
      const res = await patch({ documents });
      if (said) await expectRefusal(res, 400, said);
      else expect(res.status).toBe(200);
      await patch({ documents: policy.files.map((f) => ({ id: f.id, fileType: f.fileType })) });
    }
    expect(uploadFormSays(['policy_schedule', 'policy_schedule'])).toBe(POLICY_MESSAGES.requiredFields);

    // One document given two types, and dates no policy has, are refused in the form's words.
    await expectRefusal(
      await patch({
        documents: [
          { id: wording, fileType: 'ipid' },
          { id: wording, fileType: 'policy_schedule' },
        ],
      }),
      400,
      'Each document can be given one type only',
    );
    const details = {
      name: policy.name,
      insuranceTypeId: 'home',
      documents: [{ id: schedule, fileType: 'policy_schedule' }],
    };
    for (const [startDate, endDate] of [
      ['0001-01-01', '9999-12-31'],
      ['2025-03-01', '9999-12-31'],
      ['1899-12-31', '2026-02-28'],
    ]) {
      await expectRefusal(await patch({ ...details, startDate, endDate }), 400, POLICY_MESSAGES.datesInvalid);
    }
    const after = await policyOf(user, policy.id);
    expect(after.files.map((f) => f.chosen?.fileType ?? f.fileType)).toEqual([
      'policy_schedule',
      'policy_wording',
    ]);
    expect(after).toMatchObject({ startDate: policy.startDate, endDate: policy.endDate });
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
