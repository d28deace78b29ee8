import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/client-s3';
import { config } from '../lib/config';

const bucket = () => config().documentsBucket;
/** How long a browser upload form lives (upload-form.ts). */
export const UPLOAD_EXPIRY_SECONDS = 15 * 60;

/**
 * One stored object as it was read: its bytes, and what pins them (its ETag, and its version in a
 * versioned bucket), so what is kept or read later is that object and no other.
 */
export interface PinnedObject {
  readonly bytes: Uint8Array;
  readonly pin: ObjectPin;
}

export interface ObjectPin {
  readonly etag: string;
  readonly versionId?: string;
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** The object as it is now, with its pin; undefined when there is none. */
export async function readPinned(key: string): Promise<PinnedObject | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    return { bytes, pin: { etag: out.ETag ?? '', ...(out.VersionId ? { versionId: out.VersionId } : {}) } };
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey' || statusOf(error) === 404) return undefined;
    throw error;
  }
}

/**
 * Keeps a checked upload under `to`: copied only if it is still the object that was read (its
 * ETag, and its version where the bucket keeps versions); if it was replaced or removed since,
 * the checked bytes themselves are written. Either way what is kept is what was checked. Its pin.
 */
export async function keepChecked(from: string, to: string, read: PinnedObject): Promise<ObjectPin> {
  const version = read.pin.versionId ? `?versionId=${encodeURIComponent(read.pin.versionId)}` : '';
  try {
    const out = await s3().send(
      new CopyObjectCommand({
        Bucket: bucket(),
        CopySource: `${bucket()}/${encodeURI(from)}${version}`,
        CopySourceIfMatch: read.pin.etag,
        Key: to,
      }),
    );
    return pinOf(out.CopyObjectResult?.ETag ?? read.pin.etag, out.VersionId);
  } catch (error) {
    const status = statusOf(error);
    if (status !== 412 && status !== 404 && (error as Error).name !== 'NoSuchKey') throw error;
    const out = await s3().send(
      new PutObjectCommand({ Bucket: bucket(), Key: to, Body: read.bytes, ContentType: 'application/pdf' }),
    );
    return pinOf(out.ETag ?? '', out.VersionId);
  }
}

const pinOf = (etag: string, versionId: string | undefined): ObjectPin => ({
  etag,
  ...(versionId ? { versionId } : {}),
});

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** The object's size, or undefined when nothing was uploaded. */
export async function objectSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (error instanceof NotFound || statusOf(error) === 404) return undefined;
    throw error;
  }
}

/** The object's bytes; with a pin, only that object (S3 answers 412 if it is another now). */
export async function readObject(key: string, pin?: ObjectPin): Promise<Uint8Array> {
  const out = await s3().send(
    new GetObjectCommand({ Bucket: bucket(), Key: key, IfMatch: pin?.etag, VersionId: pin?.versionId }),
  );
  if (!out.Body) return new Uint8Array();
  return out.Body.transformToByteArray();
}

export async function writeObject(
  key: string,
  body: Uint8Array | string,
  contentType: string,
): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

export async function readJson<T>(key: string): Promise<T> {
  return JSON.parse(Buffer.from(await readObject(key)).toString('utf8')) as T;
}

/** A JSON object, or undefined when there is none under the key. */
export async function readJsonIfPresent<T>(key: string): Promise<T | undefined> {
  try {
    return await readJson<T>(key);
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/**
 * A five-minute download link that saves the file under its original name: the version that was
 * kept, where the bucket keeps versions (a link carries no If-Match).
 */
export async function presignDownload(key: string, fileName: string, versionId?: string): Promise<string> {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      VersionId: versionId,
      ResponseContentDisposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: 300 },
  );
}
