import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3 } from '../lib/client-s3';
import { config } from '../lib/config';
import { UPLOAD_EXPIRY_SECONDS } from './document-store';

// Apart from document-store.ts: the presigned-post package is loaded only where a form is made.

export interface UploadForm {
  readonly url: string;
  readonly fields: Record<string, string>;
}

/** A browser upload form for exactly one key: a PDF of at most maxBytes, for 15 minutes. */
export async function presignUpload(key: string, maxBytes: number): Promise<UploadForm> {
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: config().documentsBucket,
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
