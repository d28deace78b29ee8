import { describe, expect, it } from 'vitest';
import { type RotationClients, rotateOriginSecret } from '#functions/system/origin-secret-rotation';

/**
 * Secrets Manager and CloudFront are AWS's own services with no local stand-in: both are faked here
 * at the SDK client's edge (the command's name and input in, the service's answer out).
 */
function fakeAws() {
  const versions = new Map<string, { value: string; stages: string[] }>([
    ['v1', { value: 'old-secret', stages: ['AWSCURRENT'] }],
  ]);
  const distribution = {
    Origins: {
      Items: [
        { Id: 'site', CustomHeaders: { Items: [] as { HeaderName: string; HeaderValue: string }[] } },
        {
          Id: 'api',
          CustomHeaders: { Items: [{ HeaderName: 'x-origin-verify', HeaderValue: 'old-secret' }] },
        },
      ],
    },
  };
  const updates: unknown[] = [];
  const notFound = () => Object.assign(new Error('not found'), { name: 'ResourceNotFoundException' });
  const secrets = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const input = command.input;
      switch (command.constructor.name) {
        case 'GetSecretValueCommand': {
          const v = versions.get(String(input.VersionId));
          if (!v?.stages.includes(String(input.VersionStage))) throw notFound();
          return { SecretString: v.value };
        }
        case 'GetRandomPasswordCommand':
          return { RandomPassword: 'new-secret' };
        case 'PutSecretValueCommand':
          versions.set(String(input.ClientRequestToken), {
            value: String(input.SecretString),
            stages: input.VersionStages as string[],
          });
          return {};
        case 'DescribeSecretCommand':
          return { VersionIdsToStages: Object.fromEntries([...versions].map(([id, v]) => [id, v.stages])) };
        case 'UpdateSecretVersionStageCommand': {
          const from = versions.get(String(input.RemoveFromVersionId));
          const to = versions.get(String(input.MoveToVersionId));
          if (from) from.stages = ['AWSPREVIOUS'];
          if (to) to.stages = ['AWSCURRENT'];
          return {};
        }
        default:
          throw new Error(`unexpected ${command.constructor.name}`);
      }
    },
  };
  const cloudfront = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      if (command.constructor.name === 'GetDistributionConfigCommand')
        return { ETag: 'E1', DistributionConfig: structuredClone(distribution) };
      if (command.constructor.name === 'UpdateDistributionCommand') {
        updates.push(command.input);
        expect(command.input.IfMatch).toBe('E1');
        Object.assign(distribution, command.input.DistributionConfig);
        return {};
      }
      throw new Error(`unexpected ${command.constructor.name}`);
    },
  };
  const clients = { secrets, cloudfront, distributionId: 'D1' } as unknown as RotationClients;
  return { clients, versions, distribution, updates };
}

const step = (Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret') => ({
  SecretId: 'origin',
  ClientRequestToken: 'v2',
  Step,
});

describe('rotating the origin secret', () => {
  it('makes a new value, puts it on the API origin only, checks it and makes it current', async () => {
    const aws = fakeAws();
    await expect(rotateOriginSecret(aws.clients, step('testSecret'))).rejects.toThrow();
    await rotateOriginSecret(aws.clients, step('createSecret'));
    // A retried step does not make another value.
    await rotateOriginSecret(aws.clients, step('createSecret'));
    expect(aws.versions.get('v2')).toEqual({ value: 'new-secret', stages: ['AWSPENDING'] });
    await expect(rotateOriginSecret(aws.clients, step('testSecret'))).rejects.toThrow(/does not send/);

    await rotateOriginSecret(aws.clients, step('setSecret'));
    await rotateOriginSecret(aws.clients, step('setSecret'));
    expect(aws.updates).toHaveLength(1);
    const [site, api] = aws.distribution.Origins.Items;
    expect(api?.CustomHeaders.Items).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: 'new-secret' }]);
    expect(site?.CustomHeaders.Items).toEqual([]);
    await rotateOriginSecret(aws.clients, step('testSecret'));

    await rotateOriginSecret(aws.clients, step('finishSecret'));
    expect(aws.versions.get('v2')?.stages).toEqual(['AWSCURRENT']);
    expect(aws.versions.get('v1')?.stages).toEqual(['AWSPREVIOUS']);
  });
});
