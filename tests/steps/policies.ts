import { ulid } from 'ulid';
import type { CreatePolicyInput } from '#domain/schemas/policy';
import { insertPolicy } from '#functions/data/policy-store';
import { travelPolicyPdf } from '#scripts/samples/documents';
import { apiCall } from './api';
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
  const create = await apiCall(appUrl, user, 'POST', '/api/policies', manifest([{ name, bytes: declared }]));
  if (create.status !== 201) throw new Error(`the policy was refused: ${await create.text()}`);
  const created = (await create.json()) as Created;
  const form = created.uploads[0]?.form;
  if (!form) throw new Error('no upload form');
  await postToForm(form, uploaded, name);
  return { policyId: created.policy.id, form };
}

/**
 * A ready policy with no files at all, written straight to the table: the upload forms require a
 * schedule, but older policies may lack one. Its id.
 */
export async function givenAPolicyWithoutSchedule(sub: string, insuranceTypeId: string): Promise<string> {
  const id = ulid();
  await insertPolicy({
    sub,
    id,
    name: 'Fact sheet only',
    insuranceTypeId,
    insurer: null,
    startDate: '2025-04-01',
    endDate: '2026-03-31',
    status: 'ready',
    source: 'upload',
    createdAt: new Date().toISOString(),
    uploadExpiresAt: null,
    files: [],
  });
  return id;
}

/** A user's ready travel policy, uploaded as the app does (the samples' travel schedule). */
export async function givenAReadyTravelPolicy(appUrl: string, user: TestUser, name = 'Annual travel') {
  const { created, complete } = await uploadPolicy(
    appUrl,
    user,
    [{ name: 'travel-schedule.pdf', bytes: travelPolicyPdf() }],
    { name, insuranceTypeId: 'travel', startDate: '2025-01-15', endDate: '2026-01-14' },
  );
  if (complete?.status !== 200 || !created)
    throw new Error(`the travel policy was not ready (${complete?.status})`);
  return created;
}
