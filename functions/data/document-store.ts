import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/client-s3';
import { config } from '../lib/config';

const bucket = () => config().documentsBucket;
export const UPLOAD_EXPIRY_SECONDS = 15 * 60;

export interface UploadForm {
  readonly url: string;
  readonly fields: Record<string, string>;
}

/** A browser upload form for exactly one key: a PDF of at most maxBytes, for 15 minutes. */
export async function presignUpload(key: string, maxBytes: number): Promise<UploadForm> {
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: bucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', 'application/pdf'],
    ],
    Fields: { 'Content-Type': 'application/pdf' },
    Expires: UPLOAD_EXPIRY_SECONDS,
  });
  return { url, fields };
}

/** Moves a checked upload to where it is kept. */
export async function moveObject(from: string, to: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({ Bucket: bucket(), CopySource: `${bucket()}/${encodeURI(from)}`, Key: to }),
  );
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: from }));
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** The object's size, or undefined when nothing was uploaded. */
export async function objectSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (
      error instanceof NotFound ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
    ) {
      return undefined;
    }
    throw error;
  }
}

export async function readObject(key: string): Promise<Uint8Array> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
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

/** A five-minute download link that saves the file under its original name. */
export async function presignDownload(key: string, fileName: string): Promise<string> {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: 300 },
  );
}
