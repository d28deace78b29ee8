import { z } from 'zod';

/**
 * All configuration, read once from the environment and checked. Nothing else reads process.env.
 * Local mode differs from AWS only by endpoint overrides and the analyser choice.
 */
const schema = z.object({
  STAGE: z.string().default('local'),
  AWS_REGION: z.string().default('eu-west-2'),
  TABLE_NAME: z.string().min(1),
  DOCUMENTS_BUCKET: z.string().min(1),
  /** Where SES (or the local SMTP inbox) stores raw inbound mail; set for the mail handler only. */
  INBOUND_BUCKET: z.string().optional(),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  ANALYZER: z.enum(['local', 'bedrock']).default('local'),
  BEDROCK_MODEL_ID: z.string().default('anthropic.claude-3-5-sonnet-20240620-v1:0'),
  MAIL_FROM: z.string().email().default('no-reply@policylens.app'),
  TEAM_EMAIL: z.string().email().default('team@policylens.app'),
  UPLOAD_ADDRESS: z.string().email().default('upload@policylens.app'),
  APP_URL: z.string().url().default('http://127.0.0.1:3000'),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  SES_ENDPOINT: z.string().url().optional(),
  COGNITO_ENDPOINT: z.string().url().optional(),
  LAMBDA_ENDPOINT: z.string().url().optional(),
  /** The function that assesses claims in the background; set for the routes that queue claims. */
  ASSESSMENT_WORKER_FUNCTION: z.string().min(1).optional(),
  /** The function that works out item cover in the background; set for the route that queues it. */
  COVERAGE_WORKER_FUNCTION: z.string().min(1).optional(),
  /** The function that reads uploaded documents in the background; set for the routes that complete uploads. */
  EXTRACTION_WORKER_FUNCTION: z.string().min(1).optional(),
  /** Issuer of access tokens; set locally, derived from region and pool in AWS. */
  TOKEN_ISSUER: z.string().url().optional(),
});

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
  mailFrom: string;
  teamEmail: string;
  uploadAddress: string;
  appUrl: string;
  tokenIssuer: string;
  assessmentWorkerFunction: string | undefined;
  coverageWorkerFunction: string | undefined;
  extractionWorkerFunction: string | undefined;
  endpoints: Readonly<{ dynamodb?: string; s3?: string; ses?: string; cognito?: string; lambda?: string }>;
  /** True when running against the local emulators rather than AWS. */
  local: boolean;
}>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const e = schema.parse(env);
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
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    uploadAddress: e.UPLOAD_ADDRESS,
    appUrl: e.APP_URL.replace(/\/$/, ''),
    tokenIssuer: e.TOKEN_ISSUER ?? `https://cognito-idp.${e.AWS_REGION}.amazonaws.com/${e.USER_POOL_ID}`,
    assessmentWorkerFunction: e.ASSESSMENT_WORKER_FUNCTION,
    coverageWorkerFunction: e.COVERAGE_WORKER_FUNCTION,
    extractionWorkerFunction: e.EXTRACTION_WORKER_FUNCTION,
    endpoints: {
      dynamodb: e.DYNAMODB_ENDPOINT,
      s3: e.S3_ENDPOINT,
      ses: e.SES_ENDPOINT,
      cognito: e.COGNITO_ENDPOINT,
      lambda: e.LAMBDA_ENDPOINT,
    },
    local: e.STAGE === 'local',
  };
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
