import { describe, expect, it } from 'vitest';
import { parseConfig } from '#functions/lib/config';

const base = {
  TABLE_NAME: 't',
  DOCUMENTS_BUCKET: 'b',
  USER_POOL_ID: 'eu-west-2_abc',
  USER_POOL_CLIENT_ID: 'client',
};

/** Everything the stack gives a function in AWS. */
const aws = {
  ...base,
  STAGE: 'prod',
  AWS_REGION: 'eu-west-2',
  ANALYZER: 'bedrock',
  BEDROCK_MODEL_ID: 'model',
  MAIL_FROM: 'no-reply@example.com',
  TEAM_EMAIL: 'team@example.com',
  UPLOAD_ADDRESS: 'upload@example.com',
  APP_URL: 'https://example.com',
  ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-2:111111111111:secret:origin',
};

describe('config', () => {
  it('derives the Cognito issuer from region and pool in AWS', () => {
    const c = parseConfig(aws);
    expect(c.tokenIssuer).toBe('https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_abc');
    expect(c.local).toBe(false);
    expect(c.analyzer).toBe('bedrock');
    expect(c.originSecret).toEqual({ arn: aws.ORIGIN_SECRET_ARN });
    expect(c.endpoints).toEqual({
      dynamodb: undefined,
      s3: undefined,
      ses: undefined,
      cognito: undefined,
    });
  });

  it('has no defaults in AWS: a missing stage or setting stops the function at start', () => {
    expect(() => parseConfig({ ...aws, STAGE: undefined })).toThrow(/STAGE/);
    expect(() => parseConfig({ ...aws, STAGE: 'staging' })).toThrow(/STAGE/);
    for (const setting of ['APP_URL', 'ANALYZER', 'MAIL_FROM', 'ORIGIN_SECRET_ARN', 'AWS_REGION'] as const)
      expect(() => parseConfig({ ...aws, [setting]: undefined }), setting).toThrow(setting);
  });

  it('takes local endpoint overrides and defaults only when local mode is chosen', () => {
    const c = parseConfig({
      ...base,
      STAGE: 'local',
      ORIGIN_SECRET: 'a-local-secret-of-some-length',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
      APP_URL: 'http://127.0.0.1:3000/',
    });
    expect(c.local).toBe(true);
    expect(c.analyzer).toBe('local');
    expect(c.endpoints.dynamodb).toBe('http://127.0.0.1:8000');
    expect(c.appUrl).toBe('http://127.0.0.1:3000');
    expect(c.originSecret).toEqual({ value: 'a-local-secret-of-some-length' });
    expect(() => parseConfig({ ...base, STAGE: 'local' })).toThrow(/ORIGIN_SECRET/);
  });

  it('refuses a missing table name or an unknown analyser', () => {
    expect(() => parseConfig({ ...aws, TABLE_NAME: undefined })).toThrow();
    expect(() => parseConfig({ ...aws, ANALYZER: 'gpt' })).toThrow();
  });
  it("names the reminders' dead-letter queue where the stack gives one, and none locally", () => {
    const scheduling = {
      REMINDER_SCHEDULE_GROUP: 'group',
      REMINDER_SENDER_ARN: 'arn:aws:lambda:eu-west-2:111111111111:function:sender',
      REMINDER_SCHEDULER_ROLE_ARN: 'arn:aws:iam::111111111111:role/scheduler',
    };
    const dead = 'arn:aws:sqs:eu-west-2:111111111111:reminders-dead-letters';
    expect(parseConfig({ ...aws, ...scheduling, REMINDER_DEAD_LETTER_ARN: dead }).reminders).toEqual({
      groupName: 'group',
      targetArn: scheduling.REMINDER_SENDER_ARN,
      roleArn: scheduling.REMINDER_SCHEDULER_ROLE_ARN,
      deadLetterArn: dead,
    });
    expect(parseConfig({ ...aws, ...scheduling }).reminders).not.toHaveProperty('deadLetterArn');
  });
});
