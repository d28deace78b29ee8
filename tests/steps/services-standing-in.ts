import { afterEach, beforeAll } from 'vitest';
import { resetConfig } from '#functions/lib/config';

/**
 * For unit tests whose AWS services stand in through the clients' middleware stacks (see
 * faults.ts): a local configuration whose endpoints lead nowhere, so nothing is sent, and the list
 * of stand-ins to remove after each test.
 */
export function givenServicesStandingIn(): (() => void)[] {
  beforeAll(() => {
    Object.assign(process.env, {
      LOG_LEVEL: 'silent',
      STAGE: 'local',
      TABLE_NAME: 't',
      DOCUMENTS_BUCKET: 'b',
      USER_POOL_ID: 'pool',
      USER_POOL_CLIENT_ID: 'web-client',
      ORIGIN_SECRET: 'the-edge-secret-for-these-tests',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9',
    });
    resetConfig();
  });
  const heals: (() => void)[] = [];
  afterEach(() => {
    for (const heal of heals.splice(0)) heal();
  });
  return heals;
}
