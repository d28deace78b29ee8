import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys';
import { dynamo } from '#functions/lib/client-dynamodb';
import { s3 } from '#functions/lib/client-s3';
import { deletePolicy } from '#functions/policies/policy-deletion';
import { TIMED_OUT_MESSAGE } from '#functions/policies/stale-uploads';
import { sweepNow } from '#scripts/local/workers';
import { attached, hostile, refusedAs, schedulePdf } from '../fixtures/pdfs';
import { apiCall } from '../steps/api';
import { subOf } from '../steps/assessments';
import { expectMatchesSchema, expectRefusal, expectReplyMatchesSchema } from '../steps/contract';
import { injectFault, named, whileFaulty } from '../steps/faults';
import { theLocalStack } from '../steps/local-stack';
import { waitForMail } from '../steps/mailbox';
import {
  closeUploadWindow,
  givenAnUploadedFile,
  givenAnUploadOutsideItsForm,
  manifest,
  postToForm,
  untilRead,
  uploadPolicy,
} from '../steps/policies';
import { objectsOf as objectsOfUser } from '../steps/stored-objects';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, env, urls } = theLocalStack();

const objectsOf = (user: TestUser) => objectsOfUser(env.DOCUMENTS_BUCKET ?? '', user);

async function policyCount(user: TestUser): Promise<number> {
  const out = await dynamo().send(new GetCommand({ TableName: env.TABLE_NAME, Key: keys.user(subOf(user)) }));
  return Number(out.Item?.policyCount ?? 0);
}

async function list(user: TestUser) {
  return (await (await apiCall(appUrl, user, 'GET', '/api/policies')).json()) as {
    policies: { id: string; name: string; files: { id: string; name: string; pages: number }[] }[];
    inProgress: { id: string; status: string; failure?: string | null }[];
    count: number;
    slotsRemaining: number;
  };
}

/** Runs the scheduled sweep of stale uploads now, on the stack's workers. */
const sweep = () => sweepNow(env.LAMBDA_ENDPOINT ?? '');

/** Deletes a ready policy with storage failing its first batch delete: the deletion stops part-way. */
async function givenADeletionStoppedPartWay(user: TestUser, policyId: string): Promise<void> {
  const fault = injectFault(s3(), named('DeleteObjectsCommand'), () => new Error('injected fault'), 1);
  await whileFaulty(fault, () =>
    expect(deletePolicy(subOf(user), policyId)).rejects.toThrow('injected fault'),
  );
}

/** Every row of the user's partition, as stored (read strongly). */
async function rowsOf(user: TestUser): Promise<Record<string, unknown>[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.userPartition(subOf(user)) },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}

describe('policies', () => {
  it('lists insurance types by name, publicly', async () => {
    const res = await apiCall(appUrl, undefined, 'GET', '/api/insurance-types');
    await expectReplyMatchesSchema('list-insurance-types', res);
    const { insuranceTypes } = (await res.json()) as { insuranceTypes: { name: string }[] };
    const names = insuranceTypes.map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(
      expect.arrayContaining(['Mobile Phone & Electronics', 'Home & Property', 'Health & Medical', 'Travel']),
    );
  });

  it('uploads a schedule and an IPID, extracts their text, lists, downloads and deletes them', async () => {
    const user = await givenASignedInUser(urls);
    const schedule = schedulePdf(4);
    const ipid = schedulePdf(1);
    const { create, created, complete } = await uploadPolicy(appUrl, user, [
      { name: 'My Schedule.pdf', bytes: schedule },
      { name: 'ipid.pdf', bytes: ipid, fileType: 'ipid' },
    ]);
    expect(create.status).toBe(201);
    expect(created?.uploads).toHaveLength(2);
    expectMatchesSchema('create-policy', create.status, created);
    expect(created?.uploads[0]?.form.fields['Content-Type']).toBe('application/pdf');
    expect(complete?.status).toBe(200);
    await expectReplyMatchesSchema('complete-policy', complete);

    const listed = await list(user);
    expect(listed.count).toBe(1);
    expectMatchesSchema('list-policies', 200, listed);
    expect(listed.slotsRemaining).toBe(9);
    const policy = listed.policies[0];
    expect(policy?.name).toBe('Home cover');
    expect(policy?.files.map((f) => [f.name, f.pages])).toEqual([
      ['My Schedule.pdf', 4],
      ['ipid.pdf', 1],
    ]);
    // Each document's text, and the policy model built from them.
    expect((await objectsOf(user)).filter((k) => k.startsWith('text/'))).toHaveLength(3);

    const link = await apiCall(
      appUrl,
      user,
      'GET',
      `/api/policies/${policy?.id}/files/${policy?.files[0]?.id}/download`,
    );
    await expectReplyMatchesSchema('download-policy-file', link);
    const { url } = (await link.json()) as { url: string };
    const file = await fetch(url);
    expect(file.headers.get('content-disposition')).toContain('My Schedule.pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(schedule)).toBe(true);

    expect((await apiCall(appUrl, user, 'DELETE', `/api/policies/${policy?.id}`)).status).toBe(200);
    expect((await list(user)).policies).toEqual([]);
    expect(await objectsOf(user)).toEqual([]);
    expect(await policyCount(user)).toBe(0);
  });

  it.each([
    ['a text file renamed .pdf', hostile.notPdf(), refusedAs.notPdf],
    ['an empty file', hostile.empty(), refusedAs.empty],
    ['a truncated PDF', hostile.truncated(), refusedAs.unreadable],
    ['an encrypted PDF', hostile.encrypted(), refusedAs.encrypted],
    ['a malformed PDF', hostile.malformed(), refusedAs.unreadable],
    ['a PDF with JavaScript', hostile.withScript(), refusedAs.scriptOnOpen],
    ['a 2,000-page PDF', hostile.manyPages(2000), refusedAs.tooLong],
    ['a script hidden behind a #61 name escape', hostile.escapedScript(), refusedAs.scriptOnOpen],
    ['a decompression bomb', hostile.decompressionBomb(), refusedAs.tooComplex],
  ])('refuses %s at completion and leaves no row and no object', async (_what, bytes, message) => {
    const user = await givenASignedInUser(urls);
    const declared = bytes.length === 0 ? Buffer.from('%') : bytes;
    // Storage takes no empty file through the form (its size range starts at a byte, as in S3); one
    // that lands there anyway is refused at completion all the same.
    const upload = bytes.length === 0 ? givenAnUploadOutsideItsForm : givenAnUploadedFile;
    const created = await upload(appUrl, user, 'bad.pdf', bytes, declared);
    const complete = await apiCall(appUrl, user, 'POST', `/api/policies/${created.policyId}/complete`);
    await expectRefusal(complete, 400, message('bad.pdf'));
    expect((await list(user)).count).toBe(0);
    expect(await objectsOf(user)).toEqual([]);
    expect(await policyCount(user)).toBe(0);
  });

  it('accepts a PDF that carries an attachment and runs nothing, and reads it', async () => {
    const user = await givenASignedInUser(urls);
    const bytes = await attached.file();
    const { complete } = await uploadPolicy(appUrl, user, [{ name: 'Flood declarations.pdf', bytes }], {
      name: 'Flood cover',
    });
    expect(complete?.status).toBe(200);
    const listed = await list(user);
    expect(listed.policies.map((p) => [p.name, p.files.map((f) => [f.name, f.pages])])).toEqual([
      ['Flood cover', [['Flood declarations.pdf', 1]]],
    ]);
    expect(listed.inProgress).toEqual([]);
  });

  it('refuses an over-size file declared in the manifest, and one that grew after, in the spec words', async () => {
    const user = await givenASignedInUser(urls);
    const big = hostile.oversized();
    const declared = await apiCall(
      appUrl,
      user,
      'POST',
      '/api/policies',
      manifest([{ name: 'big.pdf', bytes: big }]),
    );
    await expectRefusal(declared, 400, 'big.pdf size must be less than 5MB');

    // Storage refuses a file over the form's size range, as S3 does; one that lands there anyway
    // (a manifest that declared less) is refused at completion too.
    const small = schedulePdf(1);
    const created = await givenAnUploadOutsideItsForm(appUrl, user, 'big.pdf', big, small);
    expect((await postToForm(created.form, big, 'big.pdf')).status).toBe(400);
    const complete = await apiCall(appUrl, user, 'POST', `/api/policies/${created.policyId}/complete`);
    expect(await complete.json()).toEqual({ error: 'big.pdf size must be less than 5MB' });
    expect(await objectsOf(user)).toEqual([]);
  });

  it('names the size, not a failed upload, when the worker refused the over-size file before completion', async () => {
    const user = await givenASignedInUser(urls);
    const created = await givenAnUploadOutsideItsForm(
      appUrl,
      user,
      'big.pdf',
      hostile.oversized(),
      schedulePdf(1),
    );
    // The worker reads the upload as it lands, refuses it for its size and removes it.
    await expect.poll(async () => (await objectsOf(user)).length, { timeout: 20_000 }).toBe(0);
    const complete = await apiCall(appUrl, user, 'POST', `/api/policies/${created.policyId}/complete`);
    expect(complete.status).toBe(400);
    expect(await complete.json()).toEqual({ error: 'big.pdf size must be less than 5MB' });
  });

  it('validates the manifest with the spec messages and creates nothing', async () => {
    const user = await givenASignedInUser(urls);
    const pdf = schedulePdf(1);
    const cases: [Record<string, unknown>, string][] = [
      [
        manifest([{ name: 'a.pdf', bytes: pdf }], { name: ' ' }),
        'Please provide all required fields including Policy Schedule document, insurance type and policy name',
      ],
      [
        { ...manifest([]), files: [] },
        'Please provide all required fields including Policy Schedule document, insurance type and policy name',
      ],
      [
        manifest([{ name: 'a.pdf', bytes: pdf }], { startDate: '' }),
        'Please provide both start and end dates',
      ],
      [
        manifest([{ name: 'a.pdf', bytes: pdf }], { endDate: '2025-01-01' }),
        'End date must be after the start date',
      ],
      [
        manifest([
          { name: 'a.pdf', bytes: pdf },
          { name: 'b.pdf', bytes: pdf, fileType: 'other' },
        ]),
        'Please provide names for all custom documents',
      ],
      [manifest([{ name: 'a.docx', bytes: pdf }]), 'a.docx must be a PDF file'],
    ];
    for (const [body, message] of cases) {
      const res = await apiCall(appUrl, user, 'POST', '/api/policies', body);
      await expectRefusal(res, 400, message);
    }
    expect(await policyCount(user)).toBe(0);
  });

  it('takes a wording alone with no dates: claims read it in the schedule’s place, shown as a wording', async () => {
    const user = await givenASignedInUser(urls);
    const { created, complete } = await uploadPolicy(
      appUrl,
      user,
      [{ name: 'wording.pdf', bytes: schedulePdf(1), fileType: 'policy_wording' }],
      { startDate: '', endDate: '' },
    );
    expect(complete?.status).toBe(200);
    const [policy] = (await list(user)).policies as unknown as {
      id: string;
      startDate: string | null;
      endDate: string | null;
      files: { fileType: string; chosen?: { fileType: string } }[];
    }[];
    expect(policy?.id).toBe(created?.policy.id);
    expect(policy?.files).toMatchObject([
      { fileType: 'policy_schedule', chosen: { fileType: 'policy_wording' } },
    ]);
    // The wording's own period (01/03/2025 to 28/02/2026) is read; nothing is made up.
    expect(policy).toMatchObject({ startDate: '2025-03-01', endDate: '2026-02-28' });
  });

  it('never lets twenty concurrent creates pass ten policies', async () => {
    const user = await givenASignedInUser(urls);
    const body = manifest([{ name: 'a.pdf', bytes: schedulePdf(1) }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        apiCall(appUrl, user, 'POST', '/api/policies', body).then((r) => r.status),
      ),
    );
    expect(results.filter((s) => s === 201)).toHaveLength(10);
    expect(results.filter((s) => s === 409)).toHaveLength(10);
    expect(await policyCount(user)).toBe(10);
    const refused = await apiCall(appUrl, user, 'POST', '/api/policies', body);
    expect(await refused.json()).toEqual({
      error: 'You have reached the limit of 10 policies. Delete a policy to upload another.',
    });
  });

  it('leaves nothing behind when a policy is deleted while its upload completes', async () => {
    const user = await givenASignedInUser(urls);
    const created = await givenAnUploadedFile(appUrl, user, 'a.pdf', schedulePdf(30));
    const [complete, del] = await Promise.all([
      apiCall(appUrl, user, 'POST', `/api/policies/${created.policyId}/complete`),
      new Promise((r) => setTimeout(r, 20)).then(() =>
        apiCall(appUrl, user, 'DELETE', `/api/policies/${created.policyId}`),
      ),
    ]);
    expect([200, 404]).toContain(complete.status);
    expect(del.status).toBe(200);
    await expectReplyMatchesSchema('delete-policy', del);
    expect(await objectsOf(user)).toEqual([]);
    expect(await policyCount(user)).toBe(0);
  });

  it('makes one ready policy with its files when two completes of the same upload race', async () => {
    const user = await givenASignedInUser(urls);
    const created = await givenAnUploadedFile(appUrl, user, 'a.pdf', schedulePdf(30));
    const path = `/api/policies/${created.policyId}/complete`;
    const [first, second] = await Promise.all([
      apiCall(appUrl, user, 'POST', path),
      apiCall(appUrl, user, 'POST', path),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await expectReplyMatchesSchema('complete-policy', second);
    const { policies } = await list(user);
    expect(policies.map((p) => p.id)).toEqual([created.policyId]);
    const fileId = policies[0]?.files[0]?.id ?? '';
    const download = await apiCall(
      appUrl,
      user,
      'GET',
      `${path.replace('/complete', '')}/files/${fileId}/download`,
    );
    expect(download.status).toBe(200);
    await expectReplyMatchesSchema('download-policy-file', download);
    const stored = await objectsOf(user);
    expect(stored.filter((k) => k.startsWith('policies/'))).toHaveLength(1);
    expect(stored.filter((k) => k.startsWith('text/'))).toHaveLength(2);
    expect(await policyCount(user)).toBe(1);
  });

  it('leaves nothing behind when storage fails part-way through a delete: the scheduled sweep finishes it', async () => {
    const user = await givenASignedInUser(urls);
    const { created } = await uploadPolicy(appUrl, user, [
      { name: 'a.pdf', bytes: schedulePdf(1) },
      { name: 'b.pdf', bytes: schedulePdf(1), fileType: 'ipid' },
    ]);
    const policyId = created?.policy.id ?? '';
    expect((await objectsOf(user)).length).toBeGreaterThan(0);
    // The storage client fails its first batch delete, as a network fault would.
    await givenADeletionStoppedPartWay(user, policyId);
    // The policy is gone from the user's view at once, and its slot is free to them.
    expect(await list(user)).toMatchObject({ policies: [], count: 0, slotsRemaining: 10 });
    // Its files are not orphaned: the mark stays until the sweep finishes the deletion.
    expect((await objectsOf(user)).length).toBeGreaterThan(0);
    expect(await sweep()).toMatchObject({ removed: expect.any(Number) });
    expect(await objectsOf(user)).toEqual([]);
    expect(await policyCount(user)).toBe(0);
    expect((await apiCall(appUrl, user, 'DELETE', `/api/policies/${policyId}`)).status).toBe(404);
  });

  it("answers 404 on every policy route for another user's policy", async () => {
    const owner = await givenASignedInUser(urls);
    const intruder = await givenASignedInUser(urls);
    const { created } = await uploadPolicy(appUrl, owner, [{ name: 's.pdf', bytes: schedulePdf(1) }]);
    const id = created?.policy.id ?? '';
    const fileId = created?.uploads[0]?.fileId ?? '';
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/policies/${id}`],
      [
        'PATCH',
        `/api/policies/${id}`,
        { name: 'Mine now', insuranceTypeId: 'home', startDate: '2025-01-01', endDate: '2026-01-01' },
      ],
      ['POST', `/api/policies/${id}/complete`],
      ['GET', `/api/policies/${id}/files/${fileId}/download`],
      ['DELETE', `/api/policies/${id}`],
    ];
    for (const [method, path, body] of attempts) {
      expect((await apiCall(appUrl, intruder, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await list(owner)).policies.map((p) => p.id)).toEqual([id]);
    expect((await list(intruder)).policies).toEqual([]);
  });
});

describe('1 Click Upload', () => {
  it('reads the details from the documents, marks the policy ready and tells the team', async () => {
    const user = await givenASignedInUser(urls);
    const schedule = schedulePdf(2);
    const ipid = schedulePdf(1);
    const create = await apiCall(appUrl, user, 'POST', '/api/policies/quick', {
      policy: { name: 'scan_0042.pdf', size: schedule.length },
      ipid: { name: 'ipid.pdf', size: ipid.length },
    });
    expect(create.status).toBe(201);
    await expectReplyMatchesSchema('create-quick-policy', create);
    const created = (await create.json()) as {
      policy: { id: string };
      uploads: { form: { url: string; fields: Record<string, string> } }[];
    };
    const [first, second] = created.uploads;
    if (!first || !second) throw new Error('expected two upload forms');
    await postToForm(first.form, schedule, 'scan_0042.pdf');
    await postToForm(second.form, ipid, 'ipid.pdf');
    const complete = await apiCall(appUrl, user, 'POST', `/api/policies/${created.policy.id}/complete`);
    expect(complete.status).toBe(200);
    await expectReplyMatchesSchema('complete-policy', complete);
    const { policy, warning } = (await complete.json()) as {
      policy: Record<string, unknown>;
      warning?: string;
    };
    expect(warning).toBeUndefined();
    expect(policy).toMatchObject({
      name: 'Home Insurance',
      insurer: 'Example Mutual Insurance plc',
      insuranceTypeId: 'home',
      startDate: '2025-03-01',
      endDate: '2026-02-28',
      status: 'ready',
      source: 'quick',
    });
    const notice = await waitForMail(urls.mailboxUrl, env.TEAM_EMAIL ?? '', '1 Click Upload: Home Insurance');
    expect(notice.body.text).toContain(user.email);
    expect(notice.body.text).toContain('scan_0042.pdf');

    const corrected = await apiCall(appUrl, user, 'PATCH', `/api/policies/${created.policy.id}`, {
      name: 'My home policy',
      insuranceTypeId: 'home',
      insurer: 'Example Mutual',
      startDate: '2025-03-01',
      endDate: '2026-02-28',
    });
    await expectReplyMatchesSchema('update-policy', corrected);
    expect(await corrected.json()).toMatchObject({ name: 'My home policy', insurer: 'Example Mutual' });
    const badDates = await apiCall(appUrl, user, 'PATCH', `/api/policies/${created.policy.id}`, {
      name: 'My home policy',
      insuranceTypeId: 'home',
      startDate: '2025-03-01',
      endDate: '2025-01-01',
    });
    expect(await badDates.json()).toEqual({ error: 'End date must be after the start date' });
  });

  it('checks the files with the 1 Click messages', async () => {
    const user = await givenASignedInUser(urls);
    const cases: [unknown, string][] = [
      [{}, 'Please select your Policy Schedule/Policy Wording document'],
      [{ policy: { name: 'p.docx', size: 10 } }, 'Policy document must be in PDF format'],
      [{ policy: { name: 'p.pdf', size: 10 * 1024 * 1024 } }, 'Policy document must be less than 10MB'],
      [
        { policy: { name: 'p.pdf', size: 10 }, ipid: { name: 'i.png', size: 10 } },
        'IPID document must be in PDF format',
      ],
      [
        { policy: { name: 'p.pdf', size: 10 }, ipid: { name: 'i.pdf', size: 5 * 1024 * 1024 } },
        'IPID document must be less than 5MB',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await apiCall(appUrl, user, 'POST', '/api/policies/quick', body);
      await expectRefusal(res, 400, message);
    }
  });
});

describe('abandoned uploads', () => {
  it('frees the slot and removes the files of a pending policy once its upload window has closed and the sweep runs', async () => {
    const user = await givenASignedInUser(urls);
    const created = await givenAnUploadedFile(appUrl, user, 'a.pdf', schedulePdf(1));
    expect(await policyCount(user)).toBe(1);
    expect(await objectsOf(user)).toHaveLength(1);

    // The browser never finished: the upload window passes. The list no longer counts it at once.
    await closeUploadWindow(subOf(user), created.policyId);
    expect(await list(user)).toMatchObject({ count: 0, slotsRemaining: 10 });
    await sweep();
    expect(await policyCount(user)).toBe(0);
    expect(await objectsOf(user)).toEqual([]);
    expect(await rowsOf(user)).toEqual([expect.objectContaining({ SK: 'PROFILE', policyCount: 0 })]);
    const late = await apiCall(appUrl, user, 'POST', `/api/policies/${created.policyId}/complete`);
    expect(late.status).toBe(404);
  });

  it('lets a user whose slots are all held by stale uploads create again at once', async () => {
    const user = await givenASignedInUser(urls);
    const body = manifest([{ name: 'a.pdf', bytes: schedulePdf(1) }]);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await apiCall(appUrl, user, 'POST', '/api/policies', body);
      ids.push(((await res.json()) as { policy: { id: string } }).policy.id);
    }
    const [stale] = ids;
    await closeUploadWindow(subOf(user), stale ?? '');
    expect(await list(user)).toMatchObject({ count: 9, slotsRemaining: 1 });
    // A create sweeps the user's own stale uploads before it takes a slot: at most ten, always.
    expect((await apiCall(appUrl, user, 'POST', '/api/policies', body)).status).toBe(201);
    expect(await policyCount(user)).toBe(10);
    expect((await apiCall(appUrl, user, 'POST', '/api/policies', body)).status).toBe(409);
  });

  it('changes nothing when the list is read while a stale upload and a stopped deletion are there', async () => {
    const user = await givenASignedInUser(urls);
    // (In this order: a create sweeps the user's own stale uploads first.)
    const { created } = await uploadPolicy(appUrl, user, [{ name: 'b.pdf', bytes: schedulePdf(1) }]);
    const stale = await givenAnUploadedFile(appUrl, user, 'a.pdf', schedulePdf(1));
    await untilRead(subOf(user), stale.policyId);
    await givenADeletionStoppedPartWay(user, created?.policy.id ?? '');
    await closeUploadWindow(subOf(user), stale.policyId);
    const rows = await rowsOf(user);
    const objects = await objectsOf(user);
    expect(rows).toHaveLength(3);
    expect(objects.length).toBeGreaterThan(1);

    expect(await list(user)).toMatchObject({ policies: [], inProgress: [], count: 0, slotsRemaining: 10 });
    expect(await rowsOf(user)).toEqual(rows);
    expect(await objectsOf(user)).toEqual(objects);

    // The sweep is what changes them.
    await sweep();
    expect(await rowsOf(user)).toEqual([expect.objectContaining({ SK: 'PROFILE', policyCount: 0 })]);
    expect(await objectsOf(user)).toEqual([]);
  });

  it('tells the user of a completed upload never read, rather than dropping it without a word', async () => {
    const user = await givenASignedInUser(urls);
    const { policyId } = await givenAnUploadedFile(appUrl, user, 'a.pdf', schedulePdf(1));
    await untilRead(subOf(user), policyId);
    // As a completed upload whose reading never settled is: still processing when its window closes,
    // with no result for its file (so the worker's own settling, still finishing, finds nothing to settle).
    await dynamo().send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: keys.policy(subOf(user), policyId),
        UpdateExpression: 'SET #status = :processing, uploadExpiresAt = :past REMOVE fileResults',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':processing': 'processing', ':past': Date.now() - 1000 },
      }),
    );
    expect((await objectsOf(user)).length).toBeGreaterThan(0);
    const failed = { id: policyId, status: 'failed', failure: TIMED_OUT_MESSAGE };
    expect(await list(user)).toMatchObject({ inProgress: [failed], count: 1, slotsRemaining: 9 });
    expect(await sweep()).toMatchObject({ timedOut: expect.any(Number) });
    // Still shown with why, its files gone; removing it frees the slot.
    expect(await list(user)).toMatchObject({ inProgress: [failed], count: 1, slotsRemaining: 9 });
    expect(await objectsOf(user)).toEqual([]);
    expect((await apiCall(appUrl, user, 'DELETE', `/api/policies/${policyId}`)).status).toBe(200);
    expect(await list(user)).toMatchObject({ inProgress: [], count: 0, slotsRemaining: 10 });
    expect(await policyCount(user)).toBe(0);
  });
});

describe('upload staging', () => {
  it('stages an upload under uploads/ (expired by the lifecycle rule) until it is read, then keeps it with its text and model', async () => {
    const user = await givenASignedInUser(urls);
    const { policyId, form } = await givenAnUploadedFile(appUrl, user, 'a.pdf', schedulePdf(1));
    expect(form.fields.key).toMatch(new RegExp(`^uploads/${subOf(user)}/${policyId}/`));
    await apiCall(appUrl, user, 'POST', `/api/policies/${policyId}/complete`);
    const kept = await objectsOf(user);
    expect(kept.map((k) => k.split('/')[0]).sort()).toEqual(['policies', 'text', 'text']);
    // The policy model, built once when the documents were read, is kept beside their text.
    expect(kept).toContain(`text/${subOf(user)}/${policyId}/model.json`);
  });
});
