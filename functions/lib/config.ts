import { z } from 'zod';
import { DEFAULT_MODEL_ID } from '#functions/analysis/decide/bedrock/model-choice';

/**
 * All configuration, read once from the environment and checked. Nothing else reads process.env.
 * The stage must be said: in AWS every setting comes from the stack and none has a default, so a
 * function deployed without one fails at start rather than running in local mode. Local mode is
 * chosen explicitly (`npm start` and the tests set STAGE=local) and only it has defaults.
 */
const STAGES = ['local', 'dev', 'prod'] as const;

/** What local mode assumes when not told otherwise. */
const LOCAL_DEFAULTS = {
  AWS_REGION: 'eu-west-2',
  ANALYZER: 'local',
  BEDROCK_MODEL_ID: DEFAULT_MODEL_ID,
  MAIL_FROM: 'no-reply@policylens.app',
  TEAM_EMAIL: 'team@policylens.app',
  UPLOAD_ADDRESS: 'upload@policylens.app',
  APP_URL: 'http://127.0.0.1:3000',
  REMINDER_SCHEDULE_GROUP: 'policylens-local-renewal-reminders',
  REMINDER_SENDER_ARN: 'policylens-local-reminder-sender',
  REMINDER_SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/policylens-local-reminders',
} as const;

const schema = z.object({
  STAGE: z.enum(STAGES, { errorMap: () => ({ message: `STAGE must be one of ${STAGES.join(', ')}` }) }),
  AWS_REGION: z.string().min(1),
  TABLE_NAME: z.string().min(1),
  DOCUMENTS_BUCKET: z.string().min(1),
  /** Where SES (or the local SMTP inbox) stores raw inbound mail; set for the mail handler only. */
  INBOUND_BUCKET: z.string().optional(),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  ANALYZER: z.enum(['local', 'bedrock']),
  BEDROCK_MODEL_ID: z.string().min(1),
  /** Who reads scanned pages: Textract in AWS, the built-in OCR (mupdf and tesseract.js) locally. */
  OCR: z.enum(['local', 'textract']).optional(),
  MAIL_FROM: z.string().email(),
  TEAM_EMAIL: z.string().email(),
  UPLOAD_ADDRESS: z.string().email(),
  APP_URL: z.string().url(),
  /**
   * The secret CloudFront sends with every request it forwards to the API: in AWS the ARN of the
   * rotated secret, locally its value (the local gateway stands where CloudFront does).
   */
  ORIGIN_SECRET_ARN: z.string().min(1).optional(),
  ORIGIN_SECRET: z.string().min(16).optional(),
  /** The CloudFront distribution whose origin header the rotation of the origin secret updates. */
  DISTRIBUTION_ID: z.string().min(1).optional(),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  SES_ENDPOINT: z.string().url().optional(),
  COGNITO_ENDPOINT: z.string().url().optional(),
  /**
   * Locally, the key pair the local stack makes at each start: its user pool answers an
   * administrator's call (Admin*, List*) only signed with it, as Cognito answers only IAM callers.
   */
  COGNITO_ACCESS_KEY_ID: z.string().min(1).optional(),
  COGNITO_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Locally, the key pair the local stack makes at each start for its S3 emulator, which answers
   * only requests signed with it (SigV4), as a private bucket answers only its allowed principals.
   */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  LAMBDA_ENDPOINT: z.string().url().optional(),
  SCHEDULER_ENDPOINT: z.string().url().optional(),
  SQS_ENDPOINT: z.string().url().optional(),
  /**
   * Renewal reminders: the schedule group, the sending function and the role EventBridge Scheduler
   * assumes to start it; set for the functions that schedule reminders.
   */
  REMINDER_SCHEDULE_GROUP: z.string().min(1).optional(),
  REMINDER_SENDER_ARN: z.string().min(1).optional(),
  REMINDER_SCHEDULER_ROLE_ARN: z.string().min(1).optional(),
  /** The queue a reminder goes to when its sender cannot be started after Scheduler's retries (AWS only). */
  REMINDER_DEAD_LETTER_ARN: z.string().min(1).optional(),
  /**
   * The key that signs reminders' unsubscribe links: in AWS the ARN of its secret, locally its
   * value; set for the sending function and the unsubscribe route.
   */
  REMINDER_SECRET_ARN: z.string().min(1).optional(),
  REMINDER_SECRET: z.string().min(16).optional(),
  /** The function that assesses claims in the background; set for the routes that queue claims. */
  ASSESSMENT_WORKER_FUNCTION: z.string().min(1).optional(),
  /** The function that works out item cover in the background; set for the route that queues it. */
  COVERAGE_WORKER_FUNCTION: z.string().min(1).optional(),
  /** The function that reads uploaded documents in the background; set for the routes that complete uploads. */
  EXTRACTION_WORKER_FUNCTION: z.string().min(1).optional(),
  /**
   * The queue of documents whose scanned pages are read by OCR (a FIFO queue, one message group a
   * user); set for the extraction worker, which hands scans on to it.
   */
  SCANS_QUEUE_URL: z.string().url().optional(),
  /** Issuer of access tokens; set locally, derived from region and pool in AWS. */
  TOKEN_ISSUER: z.string().url().optional(),
});

/** A key pair a local emulator takes signatures of. */
type LocalKeyPair = Readonly<{ accessKeyId: string; secretAccessKey: string }>;

export type Config = Readonly<{
  stage: string;
  region: string;
  tableName: string;
  documentsBucket: string;
  inboundBucket: string | undefined;
  userPoolId: string;
  userPoolClientId: string;
  analyzer: 'local' | 'bedrock';
  bedrockModelId: string;
  ocr: 'local' | 'textract';
  mailFrom: string;
  teamEmail: string;
  uploadAddress: string;
  appUrl: string;
  tokenIssuer: string;
  assessmentWorkerFunction: string | undefined;
  coverageWorkerFunction: string | undefined;
  extractionWorkerFunction: string | undefined;
  scansQueueUrl: string | undefined;
  endpoints: Readonly<{
    dynamodb?: string;
    s3?: string;
    ses?: string;
    cognito?: string;
    lambda?: string;
    scheduler?: string;
    sqs?: string;
  }>;
  /** True when running against the local emulators rather than AWS. */
  local: boolean;
  /** Locally, what the Cognito client signs with; in AWS the function's role credentials are used. */
  localCognitoKeys: LocalKeyPair | undefined;
  /** Locally, what the S3 client signs with; in AWS the function's role credentials are used. */
  localS3Keys: LocalKeyPair | undefined;
  distributionId: string | undefined;
  /** Where the origin secret is: its ARN in AWS, its value locally. */
  originSecret: Readonly<{ arn?: string; value?: string }>;
  /** Where renewal reminders are scheduled and what they start; undefined where none are. */
  reminders:
    | Readonly<{ groupName: string; targetArn: string; roleArn: string; deadLetterArn?: string }>
    | undefined;
  /** The unsubscribe links' signing key: its ARN in AWS, its value locally. */
  reminderSecret: Readonly<{ arn?: string; value?: string }>;
}>;

const checked = schema.superRefine((e, ctx) => {
  if (e.STAGE === 'local' ? !e.ORIGIN_SECRET : !e.ORIGIN_SECRET_ARN)
    ctx.addIssue({
      code: 'custom',
      path: [e.STAGE === 'local' ? 'ORIGIN_SECRET' : 'ORIGIN_SECRET_ARN'],
      message: 'The origin secret must be configured',
    });
});

export function parseConfig(env: Record<string, string | undefined>): Config {
  const e = checked.parse(env.STAGE === 'local' ? { ...LOCAL_DEFAULTS, ...withoutEmpty(env) } : env);
  return {
    stage: e.STAGE,
    region: e.AWS_REGION,
    tableName: e.TABLE_NAME,
    documentsBucket: e.DOCUMENTS_BUCKET,
    inboundBucket: e.INBOUND_BUCKET,
    userPoolId: e.USER_POOL_ID,
    userPoolClientId: e.USER_POOL_CLIENT_ID,
    analyzer: e.ANALYZER,
    bedrockModelId: e.BEDROCK_MODEL_ID,
    ocr: e.OCR ?? (e.STAGE === 'local' ? 'local' : 'textract'),
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    uploadAddress: e.UPLOAD_ADDRESS,
    appUrl: e.APP_URL.replace(/\/$/, ''),
    tokenIssuer: e.TOKEN_ISSUER ?? `https://cognito-idp.${e.AWS_REGION}.amazonaws.com/${e.USER_POOL_ID}`,
    assessmentWorkerFunction: e.ASSESSMENT_WORKER_FUNCTION,
    coverageWorkerFunction: e.COVERAGE_WORKER_FUNCTION,
    extractionWorkerFunction: e.EXTRACTION_WORKER_FUNCTION,
    scansQueueUrl: e.SCANS_QUEUE_URL,
    endpoints: {
      dynamodb: e.DYNAMODB_ENDPOINT,
      s3: e.S3_ENDPOINT,
      ses: e.SES_ENDPOINT,
      cognito: e.COGNITO_ENDPOINT,
      lambda: e.LAMBDA_ENDPOINT,
      scheduler: e.SCHEDULER_ENDPOINT,
      sqs: e.SQS_ENDPOINT,
    },
    local: e.STAGE === 'local',
    localCognitoKeys: localKeys(e, e.COGNITO_ACCESS_KEY_ID, e.COGNITO_SECRET_ACCESS_KEY),
    localS3Keys: localKeys(e, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY),
    distributionId: e.DISTRIBUTION_ID,
    originSecret: e.STAGE === 'local' ? { value: e.ORIGIN_SECRET } : { arn: e.ORIGIN_SECRET_ARN },
    reminders: reminderTargets(e),
    reminderSecret: e.STAGE === 'local' ? { value: e.REMINDER_SECRET } : { arn: e.REMINDER_SECRET_ARN },
  };
}

/** A key pair the local stack gave (its emulators take only signatures made with it); none in AWS. */
function localKeys(
  e: z.infer<typeof schema>,
  accessKeyId: string | undefined,
  secretAccessKey: string | undefined,
): LocalKeyPair | undefined {
  return e.STAGE === 'local' && accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
}

function reminderTargets(e: z.infer<typeof schema>): Config['reminders'] {
  const { REMINDER_SCHEDULE_GROUP: groupName, REMINDER_SENDER_ARN: targetArn } = e;
  const roleArn = e.REMINDER_SCHEDULER_ROLE_ARN;
  const deadLetter = e.REMINDER_DEAD_LETTER_ARN ? { deadLetterArn: e.REMINDER_DEAD_LETTER_ARN } : {};
  return groupName && targetArn && roleArn ? { groupName, targetArn, roleArn, ...deadLetter } : undefined;
}

function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

let cached: Config | undefined;

/** The process's configuration, parsed on first use. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Forgets the parsed configuration (the local stack sets the environment after start-up). */
export function resetConfig(): void {
  cached = undefined;
}
