import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { secretsManager } from '#functions/lib/client-secrets';
import { REQUEST_TIMEOUTS_MS, transport } from '#functions/lib/clients';
import { config } from '#functions/lib/config';
import { rotateOriginSecret, rotationEventSchema } from '#functions/system/origin-secret-rotation';

/** Started by Secrets Manager on the origin secret's rotation schedule, once per step. */
export async function handler(event: unknown): Promise<void> {
  const distributionId = config().distributionId;
  if (!distributionId) throw new Error('DISTRIBUTION_ID is not configured');
  const cloudfront = new CloudFrontClient({ region: 'us-east-1', ...transport(REQUEST_TIMEOUTS_MS.secrets) });
  await rotateOriginSecret(
    { secrets: secretsManager(), cloudfront, distributionId },
    rotationEventSchema.parse(event),
  );
}
