import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, SQSBatchResponse } from 'aws-lambda';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { DETAILED_UPLOAD_MAX_BYTES } from '#domain/constants';
import { readObject } from '#functions/data/document-store';
import { objectKeys } from '#functions/data/keys';
import { getPolicy, listPolicies } from '#functions/data/policy-store';
import { presignUpload } from '#functions/data/upload-form';
import { handler as completePolicy } from '#functions/handlers/policies/complete-policy';
import { handler as extract } from '#functions/handlers/policies/extract-policy-files';
import { s3 } from '#functions/lib/client-s3';
import { lambdaContext } from '#scripts/local/lambda-context';
import { oversizedPagePdf } from '#tests/fixtures/oversized-page-pdf';
import { hostile, refusedAs, schedulePdf } from '#tests/fixtures/pdfs';
import { scannedPdf } from '#tests/fixtures/scanned-pdfs';
import { apiCall } from '#tests/steps/api';
import { subOf } from '#tests/steps/assessments';
import { callRoute } from '#tests/steps/direct-call';
import { beforeRequest, named, whileFaulty } from '#tests/steps/faults';
import { theLocalStack } from '#tests/steps/local-stack';
import { givenAStoredPolicy, postToForm, storedFile, uploadPolicy } from '#tests/steps/policies';
import { pollUntil } from '#tests/steps/polling';
import { objectsOf } from '#tests/steps/stored-objects';
import { givenASignedInUser, type TestUser } from '#tests/steps/users';

/**
 * How uploaded documents are read: a document the reader cannot open is refused at once, never
 * retried; one user's scans never hold up another user's text PDF; and what is kept and served is
 * the very object that was checked, whatever is posted to its upload form afterwards.
 */
const { appUrl, env, urls } = theLocalStack();
/** The stack's data folder: its handler log is kept there, beside the dead-letter files. */
const dataDir = path.dirname(inject('handlerLog'));

/** Every event the stack's local Lambda dead-lettered so far, as text. */
function deadLettered(): string {
  const dir = path.join(dataDir, 'dead-letter');
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('');
}

describe('a document the reader cannot open', () => {
  it('is refused at once as too complex, never retried, and nothing of it is left', async () => {
    const user = await givenASignedInUser(urls);
    const started = Date.now();
    const name = 'huge-page.pdf';
    const { created, complete } = await uploadPolicy(appUrl, user, [{ name, bytes: oversizedPagePdf() }]);
    expect(complete?.status).toBe(400);
    expect(await complete?.json()).toEqual({ error: refusedAs.tooComplex(name) });
    // Within the complete's own wait: no retries, no dead-letter queue, no 409 "still processing".
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await listPolicies(subOf(user), { consistent: true })).toEqual([]);
    expect(await objectsOf(env.DOCUMENTS_BUCKET ?? '', user)).toEqual([]);
    expect(deadLettered()).not.toContain(created?.policy.id ?? 'no policy');
  });
});

/** When a policy's complete answered, after `since`: its status and how long it took. */
async function completedIn(user: TestUser, name: string, bytes: Buffer, since: number) {
  const { complete, created } = await uploadPolicy(appUrl, user, [{ name, bytes }]);
  const policyId = created?.policy.id ?? '';
  const answered = (await complete?.json()) as { policy?: { status?: string } } | undefined;
  if (answered?.policy?.status === 'ready') return { policyId, ms: Date.now() - since };
  // Still being read when the complete stopped waiting: ready a little later.
  await pollUntil(
    async () => ((await getPolicy(subOf(user), policyId)).status === 'ready' ? true : undefined),
    { timeoutMs: 120_000, intervalMs: 250, awaited: `${name} ready` },
  );
  return { policyId, ms: Date.now() - since };
}

describe("one user's scans and another user's text PDF", () => {
  it("the text PDF is ready before any of the scans: it never waits behind another user's OCR", async () => {
    const [scanner, reader] = await Promise.all([givenASignedInUser(urls), givenASignedInUser(urls)]);
    const scans = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        scannedPdf([[`Section ${i + 1} Accidental damage`, 'We will pay up to 1,500 pounds']]),
      ),
    );
    const since = Date.now();
    // Five scans in quick succession by one user, then another user's three-page text PDF.
    const scanned = scans.map((bytes, i) => completedIn(scanner, `scan-${i + 1}.pdf`, bytes, since));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const text = await completedIn(reader, 'schedule.pdf', schedulePdf(3), since);
    const firstScan = Math.min(...(await Promise.all(scanned)).map((s) => s.ms));
    expect(text.ms).toBeLessThan(firstScan);
    expect(text.ms).toBeLessThan(10_000);
  }, 240_000);
});

/** A pending one-file policy whose form only this process's worker reads (the stack's ignores its key). */
async function givenAnUploadForm(user: TestUser, bytes: Buffer) {
  const sub = subOf(user);
  const policyId = ulid();
  const fileId = ulid();
  // The form's key carries another file id, so the stack's own worker leaves what lands there to
  // the worker called here, where the swap is made; the message names the file's own id.
  const file = storedFile(sub, policyId, 'scan.pdf', {
    id: fileId,
    size: bytes.length,
    uploadKey: objectKeys.upload(sub, policyId, ulid(), 'scan.pdf'),
    pages: null,
  });
  await givenAStoredPolicy(sub, {
    id: policyId,
    status: 'pending',
    uploadExpiresAt: Date.now() + 30 * 60_000,
    files: [file],
    fileResults: {},
    checkedUploads: {},
  });
  const form = await presignUpload(file.uploadKey, DETAILED_UPLOAD_MAX_BYTES);
  const announced = objectKeys.upload(sub, policyId, fileId, 'scan.pdf');
  const body = JSON.stringify({
    Records: [{ eventName: 'ObjectCreated:Post', s3: { object: { key: announced } } }],
  });
  return { sub, policyId, file, form, message: { Records: [{ messageId: randomUUID(), body }] } };
}

const extractionWorker = extract as unknown as (event: unknown, context: Context) => Promise<unknown>;

/** Hands the queue message to the extraction worker here; the ids of the messages it reports failed. */
async function deliver(message: unknown): Promise<string[]> {
  const result = (await extractionWorker(
    message,
    lambdaContext('extraction-worker', randomUUID(), 60),
  )) as SQSBatchResponse;
  return result.batchItemFailures.map((f) => f.itemIdentifier);
}

describe('an upload form used again after its file was checked', () => {
  it('keeps and serves the file that was checked; the form delivers nothing more', async () => {
    const user = await givenASignedInUser(urls);
    const scan = await scannedPdf();
    const script = hostile.withScript();
    const { sub, policyId, file, form, message } = await givenAnUploadForm(user, scan);
    expect((await postToForm(form, scan, 'scan.pdf')).ok).toBe(true);

    // The form is used again, with a PDF that runs a script, once the scan was checked and
    // before it is kept.
    await whileFaulty(
      beforeRequest(s3(), named('CopyObjectCommand'), () => postToForm(form, script, 'scan.pdf')),
      async () => {
        expect(await deliver(message)).toEqual([]);
      },
    );
    const path = `/api/policies/${policyId}/complete`;
    const completed = await pollUntil(
      async () => {
        const answer = await callRoute(completePolicy, user, 'POST', path);
        // Answered as being read while the scan is still read: asked again until it is settled.
        return (answer.body as { policy?: { status?: string } }).policy?.status === 'processing'
          ? undefined
          : answer;
      },
      { timeoutMs: 60_000, intervalMs: 500, awaited: 'the scan read' },
    );
    expect(completed).toMatchObject({ status: 200, body: { policy: { id: policyId, status: 'ready' } } });
    const kept = Buffer.from(await readObject(file.key));
    expect(kept.equals(scan)).toBe(true);
    const link = await apiCall(appUrl, user, 'GET', `/api/policies/${policyId}/files/${file.id}/download`);
    const served = Buffer.from(
      await (await fetch(((await link.json()) as { url: string }).url)).arrayBuffer(),
    );
    expect(served.equals(scan)).toBe(true);

    // Used once more, now the policy is ready: what it delivers is removed unread.
    expect((await postToForm(form, script, 'scan.pdf')).ok).toBe(true);
    expect(await deliver(message)).toEqual([]);
    expect(await objectsOf(env.DOCUMENTS_BUCKET ?? '', user)).not.toContain(file.uploadKey);
    expect(Buffer.from(await readObject(file.key)).equals(scan)).toBe(true);
    expect(await getPolicy(sub, policyId)).toMatchObject({ status: 'ready' });
  }, 120_000);
});

describe('an upload read for longer than its complete waits', () => {
  it('is answered as being read, never as a failure to try again, and listed so until it is ready', async () => {
    const user = await givenASignedInUser(urls);
    const bytes = schedulePdf(1);
    // Read by nobody until the worker here is handed its message: a reading as slow as can be.
    const { policyId, form, message } = await givenAnUploadForm(user, bytes);
    expect((await postToForm(form, bytes, 'scan.pdf')).ok).toBe(true);
    const answer = await callRoute(completePolicy, user, 'POST', `/api/policies/${policyId}/complete`);
    expect(answer).toMatchObject({ status: 200, body: { policy: { id: policyId, status: 'processing' } } });
    const listed = async () =>
      (await (await apiCall(appUrl, user, 'GET', '/api/policies')).json()) as {
        policies: { id: string }[];
        inProgress: { id: string; status: string }[];
      };
    expect((await listed()).inProgress).toEqual([
      expect.objectContaining({ id: policyId, status: 'processing' }),
    ]);

    expect(await deliver(message)).toEqual([]);
    await pollUntil(
      async () => ((await listed()).policies.some((p) => p.id === policyId) ? true : undefined),
      {
        timeoutMs: 20_000,
        intervalMs: 250,
        awaited: 'the policy listed ready',
      },
    );
    expect((await listed()).inProgress).toEqual([]);
  }, 90_000);
});
