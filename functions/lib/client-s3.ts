import { S3Client } from '@aws-sdk/client-s3';
import { clientSettings, once } from './clients';
import { config } from './config';

/** Locally signed with the stack's key pair, without which its S3 emulator refuses every request. */
export const s3 = once(() => {
  const keys = config().localS3Keys;
  return new S3Client({
    ...clientSettings('s3'),
    forcePathStyle: Boolean(config().endpoints.s3),
    // The S3 emulator stores streamed bodies corrupted when the SDK adds checksums on its own.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(keys ? { credentials: keys } : {}),
  });
});
