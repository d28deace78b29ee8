import { S3Client } from '@aws-sdk/client-s3';
import { clientSettings, localCredentials, once } from './clients';
import { config } from './config';

export const s3 = once(
  () =>
    new S3Client({
      ...clientSettings('s3'),
      forcePathStyle: Boolean(config().endpoints.s3),
      // The S3 emulator stores streamed bodies corrupted when the SDK adds checksums on its own.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // The S3 emulator checks signatures made with its fixed key pair.
      ...localCredentials('S3RVER', 'S3RVER'),
    }),
);
