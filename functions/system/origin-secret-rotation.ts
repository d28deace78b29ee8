import {
  type CloudFrontClient,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  type SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import { ORIGIN_HEADER } from '../lib/edge';

/**
 * Rotates the origin secret in Secrets Manager's four steps. The new value is made (createSecret),
 * put on CloudFront's API origin (setSecret), checked to be there (testSecret) and made current
 * (finishSecret). The API takes the pending, current and previous values meanwhile, so requests in
 * flight while CloudFront's change spreads are not refused.
 */
export const rotationEventSchema = z.object({
  SecretId: z.string().min(1),
  ClientRequestToken: z.string().min(1),
  Step: z.enum(['createSecret', 'setSecret', 'testSecret', 'finishSecret']),
});
export type RotationEvent = z.infer<typeof rotationEventSchema>;

export interface RotationClients {
  readonly secrets: Pick<SecretsManagerClient, 'send'>;
  readonly cloudfront: Pick<CloudFrontClient, 'send'>;
  readonly distributionId: string;
}

async function pendingValue(c: RotationClients, e: RotationEvent): Promise<string> {
  const out = await c.secrets.send(
    new GetSecretValueCommand({
      SecretId: e.SecretId,
      VersionId: e.ClientRequestToken,
      VersionStage: 'AWSPENDING',
    }),
  );
  if (!out.SecretString) throw new Error('The pending origin secret has no value');
  return out.SecretString;
}

async function createSecret(c: RotationClients, e: RotationEvent): Promise<void> {
  try {
    await pendingValue(c, e);
    return; // Made by an earlier try of this rotation.
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  const random = await c.secrets.send(
    new GetRandomPasswordCommand({ PasswordLength: 48, ExcludePunctuation: true }),
  );
  await c.secrets.send(
    new PutSecretValueCommand({
      SecretId: e.SecretId,
      ClientRequestToken: e.ClientRequestToken,
      SecretString: random.RandomPassword,
      VersionStages: ['AWSPENDING'],
    }),
  );
}

/** Gives every origin that carries the header the new value; true when something changed. */
async function setSecret(c: RotationClients, e: RotationEvent): Promise<void> {
  const value = await pendingValue(c, e);
  const current = await c.cloudfront.send(new GetDistributionConfigCommand({ Id: c.distributionId }));
  const distribution = current.DistributionConfig;
  if (!distribution) throw new Error('The distribution has no configuration');
  let changed = false;
  for (const origin of distribution.Origins?.Items ?? []) {
    for (const header of origin.CustomHeaders?.Items ?? []) {
      if (header.HeaderName?.toLowerCase() === ORIGIN_HEADER && header.HeaderValue !== value) {
        header.HeaderValue = value;
        changed = true;
      }
    }
  }
  if (!changed) return;
  await c.cloudfront.send(
    new UpdateDistributionCommand({
      Id: c.distributionId,
      IfMatch: current.ETag,
      DistributionConfig: distribution,
    }),
  );
}

async function testSecret(c: RotationClients, e: RotationEvent): Promise<void> {
  const value = await pendingValue(c, e);
  const current = await c.cloudfront.send(new GetDistributionConfigCommand({ Id: c.distributionId }));
  const sent = (current.DistributionConfig?.Origins?.Items ?? []).flatMap(
    (o) => o.CustomHeaders?.Items ?? [],
  );
  if (!sent.some((h) => h.HeaderName?.toLowerCase() === ORIGIN_HEADER && h.HeaderValue === value))
    throw new Error('CloudFront does not send the new origin secret');
}

async function finishSecret(c: RotationClients, e: RotationEvent): Promise<void> {
  const described = await c.secrets.send(new DescribeSecretCommand({ SecretId: e.SecretId }));
  const versions = Object.entries(described.VersionIdsToStages ?? {});
  const current = versions.find(([, stages]) => stages.includes('AWSCURRENT'))?.[0];
  if (current === e.ClientRequestToken) return;
  await c.secrets.send(
    new UpdateSecretVersionStageCommand({
      SecretId: e.SecretId,
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: e.ClientRequestToken,
      RemoveFromVersionId: current,
    }),
  );
}

const STEPS = { createSecret, setSecret, testSecret, finishSecret } as const;

export function rotateOriginSecret(clients: RotationClients, event: RotationEvent): Promise<void> {
  return STEPS[event.Step](clients, event);
}
