import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { once, REQUEST_TIMEOUTS_MS, transport } from './clients';
import { config } from './config';

/** Secrets Manager, for the origin secret (AWS only: locally the secret is in the environment). */
export const secretsManager = once(
  () => new SecretsManagerClient({ region: config().region, ...transport(REQUEST_TIMEOUTS_MS.secrets) }),
);
