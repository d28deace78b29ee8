import { S3Client } from '@aws-sdk/client-s3';
import { localCredentials, once, REQUEST_TIMEOUTS_MS, transport } from './clients';
import { config } from './config';

export const s3 = once(() => {
  const c = config();
  return new S3Client({
    region: c.region,
    endpoint: c.endpoints.s3,
    forcePathStyle: Boolean(c.endpoints.s3),
    ...transport(REQUEST_TIMEOUTS_MS.s3),
    // The S3 emulator stores streamed bodies corrupted when the SDK adds checksums on its own.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The S3 emulator checks signatures made with its fixed key pair.
    ...localCredentials('S3RVER', 'S3RVER'),
  });
});
