import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { DETAILED_UPLOAD_MAX_BYTES } from '#domain/constants';
import type { CreatePolicyInput } from '#domain/schemas/policy';
import { keys, objectKeys } from '#functions/data/keys';
import type { Policy, StoredFile } from '#functions/data/policy-entity';
import { getPolicy, insertPolicy } from '#functions/data/policy-store';
import { dynamo } from '#functions/lib/client-dynamodb';
import { s3 } from '#functions/lib/client-s3';
import { config } from '#functions/lib/config';
import { travelPolicyPdf } from '#scripts/samples/documents';
import { apiCall } from './api';
import { subOf } from './assessments';
import { pollUntil } from './polling';
import type { TestUser } from './users';

export interface UploadForm {
  url: string;
  fields: Record<string, string>;
}
export interface Created {
  policy: { id: string };
  uploads: { fileId: string; fileType: string; name: string; form: UploadForm }[];
}

/** Posts a file to a presigned upload form, as the browser does. */
export async function postToForm(form: UploadForm, bytes: Buffer, name: string): Promise<Response> {
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return fetch(form.url, { method: 'POST', body });
}

export function manifest(
  files: { name: string; bytes: Buffer; fileType?: string; customName?: string }[],
  extra: Partial<CreatePolicyInput> = {},
) {
  return {
    name: 'Home cover',
    insuranceTypeId: 'home',
    startDate: '2025-03-01',
    endDate: '2026-02-28',
    files: files.map((f, i) => ({
      name: f.name,
      size: f.bytes.length,
      contentType: 'application/pdf',
      fileType: f.fileType ?? (i === 0 ? 'policy_schedule' : 'ipid'),
      ...(f.customName ? { customName: f.customName } : {}),
    })),
    ...extra,
  };
}

/** The whole upload: manifest, each file straight to storage, then completion. */
export async function uploadPolicy(
  appUrl: string,
  user: TestUser,
  files: { name: string; bytes: Buffer; fileType?: string; customName?: string }[],
  extra: Partial<CreatePolicyInput> = {},
): Promise<{ create: Response; created?: Created; complete?: Response }> {
  const create = await apiCall(appUrl, user, 'POST', '/api/policies', manifest(files, extra));
  if (create.status !== 201) return { create };
  const created = (await create.json()) as Created;
  for (const [i, upload] of created.uploads.entries()) {
    const file = files[i];
    if (!file) throw new Error('more uploads than files');
    const res = await postToForm(upload.form, file.bytes, file.name);
    if (!res.ok) throw new Error(`upload to storage failed: ${res.status} ${await res.text()}`);
  }
  const complete = await apiCall(appUrl, user, 'POST', `/api/policies/${created.policy.id}/complete`);
  return { create, created, complete };
}

/** A one-file policy whose manifest declares `declared` bytes under `name`, and its upload form. */
async function givenAOneFilePolicy(appUrl: string, user: TestUser, name: string, declared: Buffer) {
  const create = await apiCall(appUrl, user, 'POST', '/api/policies', manifest([{ name, bytes: declared }]));
  if (create.status !== 201) throw new Error(`the policy was refused: ${await create.text()}`);
  const created = (await create.json()) as Created;
  const form = created.uploads[0]?.form;
  if (!form) throw new Error('no upload form');
  return { policyId: created.policy.id, form };
}

/**
 * A one-file policy whose file reached storage but was not yet checked: the manifest declares
 * `declared` bytes, and `uploaded` bytes are what the browser actually sends.
 */
export async function givenAnUploadedFile(
  appUrl: string,
  user: TestUser,
  name: string,
  uploaded: Buffer,
  declared: Buffer = uploaded,
): Promise<{ policyId: string; form: UploadForm }> {
  const created = await givenAOneFilePolicy(appUrl, user, name, declared);
  await postToForm(created.form, uploaded, name);
  return created;
}

/**
 * A one-file policy whose upload holds bytes its form would not take (storage keeps to the form's
 * size range, as S3 does), written straight to the bucket with the stack's own credentials: what
 * the server does with an upload that should never have landed.
 */
export async function givenAnUploadOutsideItsForm(
  appUrl: string,
  user: TestUser,
  name: string,
  uploaded: Buffer,
  declared: Buffer,
): Promise<{ policyId: string; form: UploadForm }> {
  const created = await givenAOneFilePolicy(appUrl, user, name, declared);
  const key = created.form.fields.key;
  await s3().send(
    new PutObjectCommand({
      Bucket: config().documentsBucket,
      Key: key,
      Body: uploaded,
      ContentType: 'application/pdf',
    }),
  );
  return created;
}

/** A file of a policy as the table keeps it, its keys under the policy's and named after `keyName`. */
export function storedFile(
  sub: string,
  policyId: string,
  keyName: string,
  extra: Partial<StoredFile> = {},
): StoredFile {
  const id = extra.id ?? ulid();
  return {
    id,
    fileType: 'policy_schedule',
    customName: null,
    name: keyName,
    size: 1000,
    maxBytes: DETAILED_UPLOAD_MAX_BYTES,
    uploadKey: objectKeys.upload(sub, policyId, id, keyName),
    key: objectKeys.document(sub, policyId, id, keyName),
    textKey: objectKeys.text(sub, policyId, id),
    pages: 1,
    ...extra,
  };
}

/**
 * A policy of the user's written straight to the table, as an upload would leave it: ready, with
 * no files, unless told otherwise. Its id.
 */
export async function givenAStoredPolicy(sub: string, extra: Partial<Policy> = {}): Promise<string> {
  const id = extra.id ?? ulid();
  await insertPolicy({
    sub,
    id,
    name: 'Home cover',
    insuranceTypeId: 'home',
    insurer: null,
    startDate: '2025-04-01',
    endDate: '2026-03-31',
    status: 'ready',
    source: 'upload',
    createdAt: new Date().toISOString(),
    uploadExpiresAt: null,
    files: [],
    ...extra,
  });
  return id;
}

/**
 * A ready policy with no files at all, written straight to the table: the upload forms require a
 * schedule, but older policies may lack one. Its id.
 */
export function givenAPolicyWithoutSchedule(sub: string, insuranceTypeId: string): Promise<string> {
  return givenAStoredPolicy(sub, { name: 'Fact sheet only', insuranceTypeId });
}

/**
 * A user's ready travel policy, uploaded as the app does: by default the samples' travel schedule,
 * or the one document given.
 */
export async function givenAReadyTravelPolicy(
  appUrl: string,
  user: TestUser,
  name = 'Annual travel',
  file = { name: 'travel-schedule.pdf', bytes: travelPolicyPdf() },
) {
  const { created, complete } = await uploadPolicy(appUrl, user, [file], {
    name,
    insuranceTypeId: 'travel',
    startDate: '2025-01-15',
    endDate: '2026-01-14',
  });
  if (complete?.status !== 200 || !created)
    throw new Error(`the travel policy was not ready (${complete?.status})`);
  return created;
}

/**
 * A pending one-file policy (the samples' travel schedule), its file uploaded through its form and
 * read by the stack's extraction worker.
 */
export async function givenAnUploadedPolicy(
  appUrl: string,
  user: TestUser,
): Promise<{ sub: string; policyId: string }> {
  const sub = subOf(user);
  const name = 'travel-schedule.pdf';
  const bytes = travelPolicyPdf();
  const created = await apiCall(appUrl, user, 'POST', '/api/policies', manifest([{ name, bytes }]));
  const { policy, uploads } = (await created.json()) as Created;
  const [upload] = uploads;
  if (!upload) throw new Error('no upload form');
  const posted = await postToForm(upload.form, bytes, name);
  if (posted.status >= 300) throw new Error(`upload to storage failed: ${posted.status}`);
  await untilRead(sub, policy.id);
  return { sub, policyId: policy.id };
}

/** Waits until the stack's extraction worker has read the upload (its result is on the policy). */
export async function untilRead(sub: string, policyId: string): Promise<void> {
  await pollUntil(
    async () =>
      Object.keys((await getPolicy(sub, policyId)).fileResults ?? {}).length > 0 ? true : undefined,
    { timeoutMs: 20_000, intervalMs: 100, awaited: 'the upload read' },
  );
}

/** The test moves the end of a policy's upload window into the past. */
export async function closeUploadWindow(sub: string, policyId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: keys.policy(sub, policyId),
      UpdateExpression: 'SET uploadExpiresAt = :past',
      ExpressionAttributeValues: { ':past': Date.now() - 1000 },
    }),
  );
}

/** Real insurers' documents from the development corpus beside the repository. */
export const CORPUS_DOCS = path.resolve(import.meta.dirname, '../../../shared/corpus/docs');

/**
 * A policy made of one corpus document, uploaded as its product information document and read by
 * the stack's extraction worker until ready; its id and the document's file id.
 */
export async function givenACorpusPolicy(
  appUrl: string,
  user: TestUser,
  file: string,
  extra: Partial<CreatePolicyInput> = {},
): Promise<{ policyId: string; fileId: string }> {
  const bytes = readFileSync(path.join(CORPUS_DOCS, file));
  const { created, complete } = await uploadPolicy(appUrl, user, [{ name: file, bytes }], extra);
  if (complete?.status !== 200 || !created) throw new Error(`${file} was not taken (${complete?.status})`);
  const policyId = created.policy.id;
  await pollUntil(
    async () => {
      const res = await apiCall(appUrl, user, 'GET', `/api/policies/${policyId}`);
      return ((await res.json()) as { status?: string }).status === 'ready' ? true : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 200, awaited: `${file} read` },
  );
  return { policyId, fileId: created.uploads[0]?.fileId ?? '' };
}
