import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_MODEL_ID, isRetiredModel } from '#functions/analysis/decide/bedrock/model-choice';

/**
 * Per-stage settings of the deployed app, read from CDK context (`--context key=value` or cdk.json)
 * with defaults per stage. Everything that differs between dev and prod is decided here.
 */
export const stages = ['dev', 'prod'] as const;
export type Stage = (typeof stages)[number];

export interface StageConfig {
  readonly stage: Stage;
  readonly account: string | undefined;
  readonly region: string;
  /** Public origin of the web app, without a trailing slash (used for OAuth, CORS and mail links). */
  readonly appUrl: string;
  /** Domain verified in SES: mail is sent from no-reply@ and received at upload@ this domain. */
  readonly mailDomain: string;
  readonly mailFrom: string;
  readonly uploadAddress: string;
  readonly teamEmail: string;
  /** Where alarm notifications are e-mailed (subscribed to the alarm topic; confirmed by e-mail). */
  readonly alarmEmail: string;
  /** Prefix of the Cognito managed-login domain (<prefix>.auth.<region>.amazoncognito.com). */
  readonly cognitoDomainPrefix: string;
  readonly bedrockModelId: string;
  readonly logRetention: RetentionDays;
  /** Steady-state and burst request limits of the HTTP API's default stage. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  /** prod keeps data when the stack or a resource is deleted; dev cleans up after itself. */
  readonly retainData: boolean;
  readonly removalPolicy: RemovalPolicy;
  /**
   * The API's own host name and its regional ACM certificate, when it has one: CloudFront then
   * reaches the API there and the default execute-api endpoint is switched off.
   */
  readonly apiDomain?: { readonly name: string; readonly certificateArn: string };
}

/** A model Bedrock has retired would fail every assessment: refused at synth, not at the first claim. */
function parseModelId(modelId: string): string {
  if (isRetiredModel(modelId))
    throw new Error(
      `modelId ${modelId} is retired on Bedrock; choose a current model (docs/deploy.md#bedrock)`,
    );
  return modelId;
}

export const DEFAULT_REGION = 'eu-west-2';
export { DEFAULT_MODEL_ID };

const defaults: Record<Stage, { appUrl: string; mailDomain: string }> = {
  dev: { appUrl: 'https://dev.policylens.app', mailDomain: 'dev.policylens.app' },
  prod: { appUrl: 'https://policylens.app', mailDomain: 'policylens.app' },
};

/** Reads one context value; the CLI passes strings, cdk.json may hold any JSON. */
export type ContextReader = (key: string) => unknown;

function text(read: ContextReader, key: string): string | undefined {
  const value = read(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context value "${key}" must be a string.`);
  return value.trim();
}

function parseStage(value: string | undefined): Stage {
  const stage = value ?? 'dev';
  if (!(stages as readonly string[]).includes(stage)) {
    throw new Error(`Unknown stage "${stage}": use --context stage=dev or --context stage=prod.`);
  }
  return stage as Stage;
}

function parseUrl(value: string, key: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Context value "${key}" must be an absolute URL, got "${value}".`);
  }
  if (url.protocol !== 'https:') throw new Error(`Context value "${key}" must use https, got "${value}".`);
  return url.origin;
}

function parseEmail(value: string, key: string): string {
  // A plain mailbox at a domain: enough to catch a typo or a missing value before SES is asked.
  if (!/^[^\s@]+@([a-z0-9-]+\.)+[a-z]{2,}$/i.test(value)) {
    throw new Error(`Context value "${key}" must be an e-mail address, got "${value}".`);
  }
  return value;
}

function parseDomainPrefix(value: string): string {
  // Cognito's rule: lower-case letters, digits and hyphens, not starting or ending with a hyphen.
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(value) || value.includes('aws')) {
    throw new Error(`Context value "cognitoDomainPrefix" is not a valid Cognito domain prefix: "${value}".`);
  }
  return value;
}

export function resolveStageConfig(read: ContextReader, env: NodeJS.ProcessEnv = process.env): StageConfig {
  const stage = parseStage(text(read, 'stage'));
  const prod = stage === 'prod';
  const mailDomain = text(read, 'mailDomain') ?? defaults[stage].mailDomain;
  return {
    stage,
    account: text(read, 'account') ?? env.CDK_DEFAULT_ACCOUNT,
    // The region is pinned (context or the product's default), never taken from the caller's CLI
    // profile, so the same command always targets the same place.
    region: text(read, 'region') ?? DEFAULT_REGION,
    appUrl: parseUrl(text(read, 'appUrl') ?? defaults[stage].appUrl, 'appUrl'),
    mailDomain,
    mailFrom: `no-reply@${mailDomain}`,
    uploadAddress: `upload@${mailDomain}`,
    teamEmail: text(read, 'teamEmail') ?? 'team@policylens.app',
    alarmEmail: parseEmail(text(read, 'alarmEmail') ?? `ops@${mailDomain}`, 'alarmEmail'),
    cognitoDomainPrefix: parseDomainPrefix(text(read, 'cognitoDomainPrefix') ?? `policylens-${stage}`),
    bedrockModelId: parseModelId(text(read, 'modelId') ?? DEFAULT_MODEL_ID),
    logRetention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
    apiThrottle: prod ? { rateLimit: 200, burstLimit: 400 } : { rateLimit: 20, burstLimit: 40 },
    retainData: prod,
    removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    ...parseApiDomain(text(read, 'apiDomain'), text(read, 'apiCertificateArn')),
  };
}

function parseApiDomain(name: string | undefined, certificateArn: string | undefined) {
  if (!name && !certificateArn) return {};
  if (!name || !certificateArn)
    throw new Error(
      'Give "apiDomain" and "apiCertificateArn" together (the API host name and its certificate).',
    );
  if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/.test(name))
    throw new Error(`Context value "apiDomain" is not a host name: "${name}".`);
  if (!certificateArn.startsWith('arn:aws:acm:'))
    throw new Error(`Context value "apiCertificateArn" is not an ACM certificate ARN: "${certificateArn}".`);
  return { apiDomain: { name, certificateArn } };
}
