import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManager } from '#functions/lib/client-secrets';
import { config } from '#functions/lib/config';

/**
 * The key that signs unsubscribe links. It is never rotated: a rotation would break the links in
 * every reminder already sent. Read once per process.
 */
let cached: Promise<string> | undefined;

async function read(arn: string | undefined): Promise<string> {
  if (!arn) throw new Error('The reminder signing secret is not configured for this function');
  const out = await secretsManager().send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error('The reminder signing secret is empty');
  return out.SecretString;
}

export function reminderSecret(): Promise<string> {
  const { arn, value } = config().reminderSecret;
  if (value) return Promise.resolve(value);
  cached ??= read(arn).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
