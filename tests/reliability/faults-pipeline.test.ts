import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSBatchResponse } from 'aws-lambda';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { keys, objectKeys } from '#functions/data/keys';
import { claimForProcessing, getPolicy, listPolicies } from '#functions/data/policy-store';
import { handler as completePolicy } from '#functions/handlers/policies/complete-policy';
import { handler as createPolicy } from '#functions/handlers/policies/create-policy';
import { handler as removePolicy } from '#functions/handlers/policies/delete-policy';
import { handler as extract } from '#functions/handlers/policies/extract-policy-files';
import { handler as listUserPolicies } from '#functions/handlers/policies/list-policies';
import { dynamo, dynamoClient } from '#functions/lib/client-dynamodb';
import { s3 } from '#functions/lib/client-s3';
import { deletePolicy } from '#functions/policies/policy-deletion';
import { TIMED_OUT_MESSAGE } from '#functions/policies/stale-uploads';
import { lambdaContext } from '#scripts/local/lambda-context';
import { sweepNow } from '#scripts/local/workers';
import { travelPolicyPdf } from '#scripts/samples/documents';
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
  tableWrite,
  throttled,
  timedOut,
  unavailable,
  whileFaulty,
} from '../steps/faults';
import { theLocalStack } from '../steps/local-stack';
import {
  type Created,
  closeUploadWindow,
  givenAnUploadedPolicy,
  givenAStoredPolicy,
  manifest,
  storedFile,
} from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

/**
 * Faults at each step of a policy's way in and out (create, complete, the extraction worker's
 * reading and settling, delete), injected through the SDK clients' middleware stack of this
 * process, where the routes' and the worker's real handlers run. After each: a clear 503 with
 * nothing changed, or a worker's event reported failed and done when it comes again; in the end a
 * ready policy (or none), never a partial one, an orphan file or a row stuck pending, processing or
 * deleting.
 */
const { appUrl, env, urls } = theLocalStack();
const extractionWorker = extract as unknown as (event: unknown, context: Context) => Promise<unknown>;
const SCHEDULE = 'travel-schedule.pdf';

/** The user's slots taken, as the table counts them. */
async function policyCountOf(sub: string): Promise<number> {
  const out = await dynamo().send(new GetCommand({ TableName: env.TABLE_NAME, Key: keys.user(sub) }));
  return Number(out.Item?.policyCount ?? 0);
}

/** Objects under each of the policy's prefixes: its uploads, its kept documents, its text and model. */
async function filesOf(sub: string, policyId: string) {
  const count = async (prefix: string) =>
    (await s3().send(new ListObjectsV2Command({ Bucket: env.DOCUMENTS_BUCKET, Prefix: prefix }))).KeyCount ??
    0;
  return {
    uploads: await count(objectKeys.policyUploadsPrefix(sub, policyId)),
    documents: await count(objectKeys.policyPrefix(sub, policyId)),
    text: await count(`${objectKeys.userTextPrefix(sub)}${policyId}/`),
  };
}
const NO_FILES = { uploads: 0, documents: 0, text: 0 };

/** Runs the scheduled sweep of stale uploads now, on the stack's workers. */
const sweep = () => sweepNow(env.LAMBDA_ENDPOINT ?? '');

/** The user asks to delete the policy, through the route's handler here. */
const whenTheyDelete = (user: TestUser, policyId: string) =>
  callRoute(removePolicy, user, 'DELETE', `/api/policies/${policyId}`);

/** The user's policies as the list route's handler here answers them. */
const theirList = async (user: TestUser) =>
  (await callRoute(listUserPolicies, user, 'GET', '/api/policies')).body;

/** A ready one-file policy: its document, and its text beside the model read from it. */
const READY_FILES = { uploads: 0, documents: 1, text: 2 };

/**
 * A pending one-file policy whose file is in storage, and the queue message announcing it, for
 * the worker here. S3 announces every upload to the stack's own worker too; that one matches an
 * upload to its file by the file id in the key, so this upload's key carries another id (the
 * worker reads a file from the key its policy keeps), and only the worker called here reads it.
 */
async function givenAnUploadOnlyThisWorkerReads(user: TestUser) {
  const sub = subOf(user);
  const policyId = ulid();
  const fileId = ulid();
  const bytes = travelPolicyPdf();
  const file = storedFile(sub, policyId, SCHEDULE, {
    id: fileId,
    size: bytes.length,
    uploadKey: objectKeys.upload(sub, policyId, ulid(), SCHEDULE),
    pages: null,
  });
  await givenAStoredPolicy(sub, {
    id: policyId,
    name: 'Annual travel',
    insuranceTypeId: 'travel',
    startDate: '2025-01-15',
    endDate: '2026-01-14',
    status: 'pending',
    uploadExpiresAt: Date.now() + 30 * 60_000,
    files: [file],
    fileResults: {},
  });
  await s3().send(new PutObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: file.uploadKey, Body: bytes }));
  const announced = objectKeys.upload(sub, policyId, fileId, SCHEDULE);
  const body = JSON.stringify({
    Records: [{ eventName: 'ObjectCreated:Post', s3: { object: { key: announced } } }],
  });
  const message = { Records: [{ messageId: randomUUID(), body }] };
  return { sub, policyId, fileId, message };
}

/** Hands the queue message to the extraction worker here; the ids of the messages it reports failed. */
async function deliver(message: unknown): Promise<string[]> {
  const context = lambdaContext('extraction-worker', randomUUID(), 60);
  const result = (await extractionWorker(message, context)) as SQSBatchResponse;
  return result.batchItemFailures.map((f) => f.itemIdentifier);
}

/** As the queue does: the message again while the worker reports it failed, up to three receives. */
async function deliverUntilDone(message: unknown): Promise<string[]> {
  let failed = await deliver(message);
  for (let receives = 1; failed.length > 0 && receives < 3; receives++) failed = await deliver(message);
  return failed;
}

describe('faults while a policy is created', () => {
  it('the policy is saved but the answer comes too late: one policy to upload to', async () => {
    const user = await givenASignedInUser(urls);
    const body = manifest([{ name: SCHEDULE, bytes: travelPolicyPdf() }]);
    await whileFaulty(
      loseAnswers(dynamoClient(), (c) => c.startsWith('TransactWrite')),
      async () => {
        expect((await callRoute(createPolicy, user, 'POST', '/api/policies', body)).status).toBe(201);
      },
    );
    expect(await listPolicies(subOf(user), { consistent: true })).toHaveLength(1);
  });

  it('the answers never come: a clear 503; the retry creates the policy, and the scheduled sweep removes the unfinished one once its upload window closes', async () => {
    const user = await givenASignedInUser(urls);
    const sub = subOf(user);
    const body = manifest([{ name: SCHEDULE, bytes: travelPolicyPdf() }]);
    // Every attempt the SDK makes is done by the table, and none of its answers arrives.
    await whileFaulty(
      loseAnswers(dynamoClient(), (c) => c.startsWith('TransactWrite'), 3),
      async () => {
        expect(await callRoute(createPolicy, user, 'POST', '/api/policies', body)).toEqual({
          status: 503,
          body: BUSY,
        });
      },
    );
    const [unfinished, ...more] = await listPolicies(sub, { consistent: true });
    expect(more).toEqual([]);
    expect(unfinished).toMatchObject({ status: 'pending' });
    const retried = await callRoute(createPolicy, user, 'POST', '/api/policies', body);
    expect(retried.status).toBe(201);
    // The unfinished one holds a slot, as any upload not yet completed does, until its window closes.
    await closeUploadWindow(sub, unfinished?.id ?? '');
    expect(await theirList(user)).toMatchObject({
      count: 1,
      slotsRemaining: 9,
    });
    await sweep();
    expect((await listPolicies(sub, { consistent: true })).map((p) => p.id)).toEqual([
      (retried.body as Created).policy.id,
    ]);
  });
});

describe('faults while a policy is completed', () => {
  it.each<FaultCase>([
    ['a throttled table while the policy is read', dynamoClient, (c) => c.startsWith('GetItem'), throttled],
    ['storage timing out while the uploads are checked', s3, named('HeadObjectCommand'), timedOut],
    ['storage asking to slow down while the uploads are checked', s3, named('HeadObjectCommand'), slowDown],
    [
      'a throttled table while the policy is claimed',
      dynamoClient,
      tableWrite(/^Update/, ':processing'),
      throttled,
    ],
  ])(
    '%s: a clear 503, the policy still pending with its file; completing again makes it ready',
    async (_what, client, pick, error) => {
      const user = await givenASignedInUser(urls);
      const { sub, policyId } = await givenAnUploadedPolicy(appUrl, user);
      const path = `/api/policies/${policyId}/complete`;
      await whileFaulty(injectFault(client(), pick, error), async () => {
        expect(await callRoute(completePolicy, user, 'POST', path)).toEqual({ status: 503, body: BUSY });
      });
      expect(await getPolicy(sub, policyId)).toMatchObject({ status: 'pending' });
      expect(await callRoute(completePolicy, user, 'POST', path)).toMatchObject({
        status: 200,
        body: { policy: { id: policyId, status: 'ready' } },
      });
      expect(await filesOf(sub, policyId)).toEqual(READY_FILES);
    },
  );

  it('the policy is deleted while it is being completed: not found, and nothing of it is left', async () => {
    const user = await givenASignedInUser(urls);
    const { sub, policyId } = await givenAnUploadedPolicy(appUrl, user);
    // The delete gets there first: the claim's condition (still pending) then fails at the table.
    await whileFaulty(
      beforeRequest(dynamoClient(), tableWrite(/^Update/, ':processing'), () => deletePolicy(sub, policyId)),
      async () => {
        expect(await callRoute(completePolicy, user, 'POST', `/api/policies/${policyId}/complete`)).toEqual({
          status: 404,
          body: { error: 'Policy not found' },
        });
      },
    );
    expect(await listPolicies(sub, { consistent: true })).toEqual([]);
    expect(await filesOf(sub, policyId)).toEqual(NO_FILES);
  });
});

describe('faults while the extraction worker reads an upload', () => {
  it.each<FaultCase>([
    ['a throttled table while the policy is read', dynamoClient, (c) => c.startsWith('GetItem'), throttled],
    ['storage timing out while the upload’s size is read', s3, named('HeadObjectCommand'), timedOut],
    ['storage unavailable while the upload is read', s3, named('GetObjectCommand'), unavailable],
    ['storage asking to slow down while the text is stored', s3, named('PutObjectCommand'), slowDown],
    ['storage unavailable while the file is moved', s3, named('CopyObjectCommand'), unavailable],
    ['storage timing out while the upload is removed', s3, named('DeleteObjectCommand'), timedOut],
    [
      'a throttled table while the file’s result is recorded',
      dynamoClient,
      tableWrite(/^Update/, 'fileResults'),
      throttled,
    ],
  ])(
    '%s: the message fails and is read when it comes again; completing makes the policy ready',
    async (_what, client, pick, error) => {
      const user = await givenASignedInUser(urls);
      const { sub, policyId, fileId, message } = await givenAnUploadOnlyThisWorkerReads(user);
      await whileFaulty(injectFault(client(), pick, error), async () => {
        expect(await deliver(message)).toEqual([message.Records[0]?.messageId]);
      });
      expect(await getPolicy(sub, policyId)).toMatchObject({ status: 'pending', fileResults: {} });
      expect(await deliver(message)).toEqual([]);
      expect((await getPolicy(sub, policyId)).fileResults?.[fileId]).toMatchObject({
        pages: expect.any(Number),
      });
      expect(
        await callRoute(completePolicy, user, 'POST', `/api/policies/${policyId}/complete`),
      ).toMatchObject({
        status: 200,
        body: { policy: { id: policyId, status: 'ready' } },
      });
      expect(await filesOf(sub, policyId)).toEqual(READY_FILES);
    },
  );

  it.each<FaultCase>([
    [
      'storage unavailable while the text is read back',
      s3,
      named('GetObjectCommand', /\.json$/),
      unavailable,
    ],
    [
      'storage timing out while the policy’s model is stored',
      s3,
      named('PutObjectCommand', /model\.json$/),
      timedOut,
    ],
    [
      'a throttled table while the policy is marked ready',
      dynamoClient,
      tableWrite(/^Update/, 'ready'),
      throttled,
    ],
  ])(
    '%s, the upload already completed: the message fails, and the policy is ready when it comes again',
    async (_what, client, pick, error) => {
      const user = await givenASignedInUser(urls);
      const { sub, policyId, message } = await givenAnUploadOnlyThisWorkerReads(user);
      // The user completed the upload while its file was still being read.
      expect(await claimForProcessing(sub, policyId)).toBe(true);
      await whileFaulty(injectFault(client(), pick, error), async () => {
        expect(await deliver(message)).toHaveLength(1);
      });
      expect(await getPolicy(sub, policyId)).toMatchObject({ status: 'processing' });
      expect(await deliver(message)).toEqual([]);
      expect(await getPolicy(sub, policyId)).toMatchObject({ status: 'ready' });
      expect(await filesOf(sub, policyId)).toEqual(READY_FILES);
    },
  );

  it('the worker fails on every receive of the message: the policy shows as processing, then as failed with why once its upload window closes, its files swept', async () => {
    const user = await givenASignedInUser(urls);
    const { sub, policyId, message } = await givenAnUploadOnlyThisWorkerReads(user);
    expect(await claimForProcessing(sub, policyId)).toBe(true);
    await whileFaulty(injectFault(s3(), named('GetObjectCommand'), unavailable), async () => {
      // Three receives, then the dead-letter queue.
      expect(await deliverUntilDone(message)).toHaveLength(1);
    });
    expect(await theirList(user)).toMatchObject({ inProgress: [{ id: policyId, status: 'processing' }] });
    await closeUploadWindow(sub, policyId);
    const failed = { id: policyId, status: 'failed', failure: TIMED_OUT_MESSAGE };
    // Told at once, and the list writes nothing: the row is the sweep's to change.
    expect(await theirList(user)).toMatchObject({
      inProgress: [failed],
    });
    expect(await getPolicy(sub, policyId)).toMatchObject({ status: 'processing' });
    await sweep();
    expect(await getPolicy(sub, policyId)).toMatchObject({ status: 'failed', failure: TIMED_OUT_MESSAGE });
    expect(await filesOf(sub, policyId)).toEqual(NO_FILES);
    // Removing it frees its slot; nothing of it is left.
    expect((await whenTheyDelete(user, policyId)).status).toBe(200);
    expect(await theirList(user)).toMatchObject({ inProgress: [], count: 0, slotsRemaining: 10 });
    expect(await listPolicies(sub, { consistent: true })).toEqual([]);
  });

  it.each([
    ['its file is being read', /\/[0-9A-Z]{26}\.json$/, false],
    ['it is being settled', /model\.json$/, true],
  ])(
    'the policy is deleted while %s: nothing of it is left once the worker is done',
    async (_what, stored, completed) => {
      const user = await givenASignedInUser(urls);
      const { sub, policyId, message } = await givenAnUploadOnlyThisWorkerReads(user);
      if (completed) expect(await claimForProcessing(sub, policyId)).toBe(true);
      // The deletion gets there just before the worker stores what it read.
      await whileFaulty(
        beforeRequest(s3(), named('PutObjectCommand', stored), () => deletePolicy(sub, policyId)),
        async () => {
          expect(await deliverUntilDone(message)).toEqual([]);
        },
      );
      expect(await listPolicies(sub, { consistent: true })).toEqual([]);
      expect(await filesOf(sub, policyId)).toEqual(NO_FILES);
    },
  );
});

describe('faults while a policy is deleted', () => {
  it('storage asking to slow down while the files are listed: a clear 503; the retry removes the policy and its files', async () => {
    const user = await givenASignedInUser(urls);
    const { sub, policyId } = await givenAnUploadedPolicy(appUrl, user);
    await whileFaulty(injectFault(s3(), named('ListObjectsV2Command'), slowDown), async () => {
      expect(await whenTheyDelete(user, policyId)).toEqual({ status: 503, body: BUSY });
    });
    expect((await whenTheyDelete(user, policyId)).status).toBe(200);
    expect(await listPolicies(sub, { consistent: true })).toEqual([]);
    expect(await filesOf(sub, policyId)).toEqual(NO_FILES);
  });

  it('a throttled table while the row is removed: a clear 503, its files gone; the list no longer counts it, and the scheduled sweep removes the row and frees its slot', async () => {
    const user = await givenASignedInUser(urls);
    const { sub, policyId } = await givenAnUploadedPolicy(appUrl, user);
    await whileFaulty(
      injectFault(dynamoClient(), (c) => c.startsWith('TransactWrite'), throttled),
      async () => {
        expect(await whenTheyDelete(user, policyId)).toEqual({ status: 503, body: BUSY });
      },
    );
    expect(await getPolicy(sub, policyId)).toMatchObject({ status: 'deleting' });
    expect(await filesOf(sub, policyId)).toEqual(NO_FILES);
    expect(await theirList(user)).toMatchObject({
      count: 0,
      slotsRemaining: 10,
    });
    expect(await getPolicy(sub, policyId)).toMatchObject({ status: 'deleting' });
    await sweep();
    expect(await listPolicies(sub, { consistent: true })).toEqual([]);
    expect(await policyCountOf(sub)).toBe(0);
  });
});
