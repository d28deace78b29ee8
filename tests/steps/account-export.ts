import { createHash, randomBytes } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { ulid } from 'ulid';
import type { AccountExportLink } from '#domain/schemas/account';
import { s3 } from '#functions/lib/client-s3';
import { config } from '#functions/lib/config';
import { apiCall } from './api';
import { givenAStoredPolicy, storedFile } from './policies';
import type { TestUser } from './users';

/** Bytes that look like a PDF and do not compress, as real policy documents do not. */
export function pdfLikeBytes(size: number): Buffer {
  const header = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([header, randomBytes(Math.max(0, size - header.length))]);
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface KeptDocument {
  readonly policyName: string;
  readonly fileName: string;
  readonly sha256: string;
  readonly size: number;
}

/**
 * Given a ready policy whose documents were uploaded and kept, as the extraction worker leaves
 * them: the row, and each document under its kept key. Quicker than reading each through the
 * pipeline, for tests about what is kept rather than how it got there.
 */
export async function givenAKeptPolicy(
  sub: string,
  name: string,
  files: readonly { readonly name: string; readonly bytes: Buffer }[],
): Promise<KeptDocument[]> {
  const id = ulid();
  const stored = files.map((file, index) =>
    storedFile(sub, id, `${index}-document.pdf`, {
      fileType: index === 0 ? 'policy_schedule' : 'other',
      customName: index === 0 ? null : `Document ${index + 1}`,
      name: file.name,
      size: file.bytes.length,
      maxBytes: 10 * 1024 * 1024,
    }),
  );
  for (const [index, file] of stored.entries()) {
    await s3().send(
      new PutObjectCommand({
        Bucket: config().documentsBucket,
        Key: file.key,
        Body: files[index]?.bytes,
        ContentType: 'application/pdf',
      }),
    );
  }
  await givenAStoredPolicy(sub, {
    id,
    name,
    insurer: 'Example Mutual Insurance plc',
    startDate: '2025-03-01',
    endDate: '2026-02-28',
    files: stored,
  });
  return files.map((f) => ({
    policyName: name,
    fileName: f.name,
    sha256: sha256(f.bytes),
    size: f.bytes.length,
  }));
}

/** When the user asks for their data: the API's answer (a link to the zip) and how long it took. */
export async function whenTheyExport(appUrl: string, user: TestUser) {
  const started = performance.now();
  const response = await apiCall(appUrl, user, 'POST', '/api/me/export');
  const link = response.ok ? ((await response.clone().json()) as AccountExportLink) : undefined;
  return { response, link, ms: performance.now() - started };
}

/** Downloads the zip from the link, as the browser does, and answers its entries by path. */
export async function downloadedArchive(link: AccountExportLink) {
  const download = await fetch(link.url);
  if (!download.ok) throw new Error(`the export link answered ${download.status}`);
  const bytes = new Uint8Array(await download.arrayBuffer());
  return {
    contentDisposition: download.headers.get('content-disposition'),
    entries: unzipSync(bytes),
  };
}

/** How many objects are kept under a prefix of the documents bucket. */
export async function objectsUnder(prefix: string): Promise<number> {
  const out = await s3().send(new ListObjectsV2Command({ Bucket: config().documentsBucket, Prefix: prefix }));
  return out.KeyCount ?? 0;
}
