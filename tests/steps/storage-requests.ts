import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { getPolicy } from '#functions/data/policy-store';
import { s3 } from '#functions/lib/client-s3';
import { travelPolicyPdf } from '#scripts/samples/documents';
import { apiCall } from './api';
import { subOf } from './assessments';
import { givenAReadyTravelPolicy } from './policies';
import { givenASignedInUser, type StackUrls, type TestUser } from './users';

/** What the S3 emulator answered: its status and, for an error, S3's code and message. */
export interface StorageAnswer {
  readonly status: number;
  readonly code: string | undefined;
  readonly message: string | undefined;
  readonly text: string;
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

export async function storageAnswer(res: Response): Promise<StorageAnswer> {
  const text = await res.text();
  const field = (name: string) =>
    new RegExp(`<${name}>([^<]*)</${name}>`)
      .exec(text)?.[1]
      ?.replace(/&(lt|gt|quot|apos|amp);/g, (_, entity: string) => XML_ENTITIES[entity] ?? '');
  return { status: res.status, code: field('Code'), message: field('Message'), text };
}

/** Expects S3's refusal: its status and code, and the message where one is given. */
export function expectStorageRefusal(
  answer: StorageAnswer,
  status: number,
  code: string,
  message?: string | RegExp,
): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.code, answer.text).toBe(code);
  if (message !== undefined) expect(answer.message, answer.text).toMatch(message);
}

/** An object's path-style address on the emulator, its key escaped as the SDK escapes it. */
export function objectUrl(endpoint: string, bucket: string, key: string): string {
  return `${endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** A user's ready policy and its kept document: what the owner's download must go on serving. */
export interface OwnersDocument {
  readonly owner: TestUser;
  readonly policyId: string;
  readonly fileId: string;
  readonly key: string;
  readonly bytes: Buffer;
}

export async function givenAnOwnersDocument(urls: StackUrls): Promise<OwnersDocument> {
  const owner = await givenASignedInUser(urls);
  const bytes = travelPolicyPdf();
  const created = await givenAReadyTravelPolicy(urls.appUrl, owner, 'Annual travel', {
    name: 'travel-schedule.pdf',
    bytes,
  });
  const [file] = (await getPolicy(subOf(owner), created.policy.id)).files;
  if (!file) throw new Error('the policy kept no file');
  return { owner, policyId: created.policy.id, fileId: file.id, key: file.key, bytes };
}

/** The presigned link the owner's download gets from the API. */
export async function downloadLinkOf(appUrl: string, doc: OwnersDocument): Promise<string> {
  const path = `/api/policies/${doc.policyId}/files/${doc.fileId}/download`;
  const res = await apiCall(appUrl, doc.owner, 'GET', path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

/** The owner's download serves the document as it was checked and kept, byte for byte. */
export async function expectDownloadUnchanged(appUrl: string, doc: OwnersDocument): Promise<void> {
  const res = await fetch(await downloadLinkOf(appUrl, doc));
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer()).equals(doc.bytes)).toBe(true);
}

/** Whether the bucket holds an object under the key (asked with the stack's own signed client). */
export async function objectExists(bucket: string, key: string): Promise<boolean> {
  return s3()
    .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    .then(() => true)
    .catch((error: { $metadata?: { httpStatusCode?: number } }) => {
      if (error.$metadata?.httpStatusCode === 404) return false;
      throw error;
    });
}

/** An S3 client of the emulator signing with the given key pair (not the stack's). */
export function storageClientWith(
  endpoint: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
): S3Client {
  return new S3Client({
    endpoint,
    region: 'eu-west-2',
    forcePathStyle: true,
    maxAttempts: 1,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials,
  });
}

/**
 * The key pair the local stack makes at each start and signs its S3 requests with, as its handlers
 * have it (the emulator's fixed pair where the stack gives none).
 */
export function stackStorageKeys(env: Readonly<Record<string, string | undefined>>) {
  return {
    accessKeyId: env.S3_ACCESS_KEY_ID ?? 'S3RVER',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? 'S3RVER',
  };
}
