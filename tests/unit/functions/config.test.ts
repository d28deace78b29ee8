import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../functions/lib/config';

const base = {
  TABLE_NAME: 't',
  DOCUMENTS_BUCKET: 'b',
  USER_POOL_ID: 'eu-west-2_abc',
  USER_POOL_CLIENT_ID: 'client',
};

describe('config', () => {
  it('derives the Cognito issuer from region and pool in AWS', () => {
    const c = parseConfig({ ...base, STAGE: 'prod', AWS_REGION: 'eu-west-2', ANALYZER: 'bedrock' });
    expect(c.tokenIssuer).toBe('https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_abc');
    expect(c.local).toBe(false);
    expect(c.analyzer).toBe('bedrock');
    expect(c.endpoints).toEqual({
      dynamodb: undefined,
      s3: undefined,
      ses: undefined,
      cognito: undefined,
    });
  });

  it('takes local endpoint overrides and defaults to the local analyser', () => {
    const c = parseConfig({
      ...base,
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
      APP_URL: 'http://127.0.0.1:3000/',
    });
    expect(c.local).toBe(true);
    expect(c.analyzer).toBe('local');
    expect(c.endpoints.dynamodb).toBe('http://127.0.0.1:8000');
    expect(c.appUrl).toBe('http://127.0.0.1:3000');
  });

  it('refuses a missing table name or an unknown analyser', () => {
    expect(() => parseConfig({ ...base, TABLE_NAME: undefined })).toThrow();
    expect(() => parseConfig({ ...base, ANALYZER: 'gpt' })).toThrow();
  });
});
