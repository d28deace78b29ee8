import './dev-mode';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ulid } from 'ulid';
import type { RuntimeConfig } from '#domain/runtime-config';
import { invokeAsync } from '#functions/lib/async-invoke';
import { resetConfig } from '#functions/lib/config';
import { startCognitoThread } from './cognito';
import { cognitoScope, newStackKeys } from './cognito-gate';
import { newControlSecret, writeStorageKeys } from './control-secret';
import { ensureTable, startDynamoDb } from './dynamodb';
import { startGateway } from './gateway';
import { DEFAULT_LOCAL_MAIL_DOMAINS } from './mail-verdicts';
import { startMailboxThread } from './mailbox';
import { pidFile, stopLeftovers } from './own-processes';
import { freePort, HOST, isPortFree, PortInUseError } from './ports';
import { type S3Local, startS3Thread } from './s3';
import { s3Scope } from './s3-refusals';
import { startLocalScheduler } from './scheduler';
import type { KeyPair } from './sigv4';
import { startSmtpInbox } from './smtp-inbox';
import { ensureUserPool, type UserPoolIds } from './user-pool';
import { SCANS_QUEUE, startWorkersThread, WORKER_NAMES } from './workers';

/**
 * The whole product on one machine: DynamoDB Local, the S3, Cognito and SES emulators and the
 * local API gateway, all on 127.0.0.1 with data under one folder.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LocalPorts {
  app: number;
  dynamodb: number;
  s3: number;
  cognito: number;
  mailbox: number;
  smtp: number;
}

/** The variable that moves each port, named in the message when a port is taken. */
export const PORT_VARIABLES: Record<keyof LocalPorts, string> = {
  app: 'PORT',
  dynamodb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  cognito: 'COGNITO_PORT',
  mailbox: 'MAILBOX_PORT',
  smtp: 'SMTP_PORT',
};

export const DEFAULT_PORTS: LocalPorts = {
  app: 3000,
  dynamodb: 8000,
  s3: 4569,
  cognito: 9229,
  mailbox: 8005,
  smtp: 2525,
};

export const LOCAL_NAMES = {
  table: 'policylens-local',
  documentsBucket: 'policylens-documents',
  inboundBucket: 'policylens-inbound',
  region: 'eu-west-2',
  mailFrom: 'no-reply@policylens.local',
  teamEmail: 'team@policylens.local',
  uploadAddress: 'upload@policylens.local',
} as const;

export interface LocalStackOptions {
  readonly dataDir: string;
  readonly ports: LocalPorts;
  readonly webDir?: string;
  /** Domains whose mail from 127.0.0.1 the local inbox trusts (SPF and DMARC pass); the demo domain by default. */
  readonly mailDomains?: readonly string[];
}

export interface LocalStack {
  readonly appUrl: string;
  readonly mailboxUrl: string;
  /** Where to send policy mail locally (the upload address's SMTP inbox). */
  readonly smtp: { host: string; port: number; uploadAddress: string };
  /** The environment the handlers run with (also what tests give handlers they call directly). */
  readonly env: Record<string, string>;
  readonly runtimeConfig: RuntimeConfig;
  /**
   * The secret this start made for its tests and tools: the local controls (the scheduler's
   * clock) answer only a caller that shows it (control-secret.ts).
   */
  readonly controlSecret: string;
  stop(): Promise<void>;
}

/**
 * S3 sends object-created events of uploads/ to the extraction worker's queue; locally each event
 * of the emulator becomes a one-message queue batch, delivered with an asynchronous invoke (so
 * with Lambda's retries, then the local dead-letter file).
 */
function deliverUploadEvents(s3: S3Local, workerName: string): void {
  s3.onEvent((notification) => {
    const keys = (
      notification.Records as { s3?: { object?: { key?: string } }; eventName?: string }[]
    ).filter((r) => r.eventName?.startsWith('ObjectCreated') && r.s3?.object?.key?.startsWith('uploads/'));
    if (keys.length === 0) return;
    const batch = { Records: [{ messageId: ulid(), body: JSON.stringify(notification) }] };
    invokeAsync(workerName, 'extraction worker', batch).catch((error: unknown) => {
      console.error('upload event not delivered', error);
    });
  });
}

async function assertPortsFree(ports: LocalPorts): Promise<void> {
  for (const [name, port] of Object.entries(ports) as [keyof LocalPorts, number][]) {
    if (!(await isPortFree(port))) throw new PortInUseError(port, PORT_VARIABLES[name]);
  }
}

/** The services started so far, stopped in reverse order (a failing stop does not keep the rest up). */
function stopList() {
  const stops: (() => Promise<void>)[] = [];
  return {
    add: (stop: () => Promise<void>) => {
      stops.push(stop);
    },
    /** Adds a starting service's stop as soon as it is up. */
    registered: <T extends { stop: () => Promise<void> }>(starting: Promise<T>) =>
      starting.then((service) => {
        stops.push(service.stop);
        return service;
      }),
    stopAll: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}
type StopList = ReturnType<typeof stopList>;

/**
 * The mailbox, S3 and DynamoDB, started side by side; each registers its stop as soon as it is
 * up, so a failure of one still stops the others.
 */
async function startStorage(opts: LocalStackOptions, appUrl: string, stops: StopList) {
  const started = await Promise.allSettled([
    stops.registered(startMailboxThread({ port: opts.ports.mailbox })),
    stops.registered(
      startS3Thread({
        port: opts.ports.s3,
        dataDir: path.join(opts.dataDir, 's3'),
        buckets: [LOCAL_NAMES.documentsBucket, LOCAL_NAMES.inboundBucket],
        corsOrigins: [appUrl, `http://localhost:${opts.ports.app}`],
        // A new key pair each start: the S3 emulator answers only requests signed with it.
        scope: s3Scope(newStackKeys(), LOCAL_NAMES.region),
      }),
    ),
    stops.registered(
      startDynamoDb({
        port: opts.ports.dynamodb,
        dataDir: path.join(opts.dataDir, 'dynamodb'),
        pidFile: pidFile(opts.dataDir, 'dynamodb'),
      }),
    ),
  ] as const);
  return started.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }) as [
    Awaited<ReturnType<typeof startMailboxThread>>,
    Awaited<ReturnType<typeof startS3Thread>>,
    Awaited<ReturnType<typeof startDynamoDb>>,
  ];
}

/** Where the handlers find the local services, and who they are. */
interface HandlerSurroundings {
  readonly appUrl: string;
  readonly ids: UserPoolIds;
  readonly dynamodbEndpoint: string;
  readonly s3: Pick<S3Local, 'endpoint' | 'keys'>;
  readonly mailboxEndpoint: string;
  readonly originSecret: string;
  readonly lambdaEndpoint: string;
  readonly schedulerEndpoint: string;
  readonly reminderSecret: string;
  readonly issuer: string;
  readonly cognitoKeys: KeyPair;
}

function handlerEnvironment(at: HandlerSurroundings): Record<string, string> {
  return {
    STAGE: 'local',
    AWS_REGION: LOCAL_NAMES.region,
    TABLE_NAME: LOCAL_NAMES.table,
    DOCUMENTS_BUCKET: LOCAL_NAMES.documentsBucket,
    INBOUND_BUCKET: LOCAL_NAMES.inboundBucket,
    USER_POOL_ID: at.ids.userPoolId,
    USER_POOL_CLIENT_ID: at.ids.userPoolClientId,
    ANALYZER: 'local',
    MAIL_FROM: LOCAL_NAMES.mailFrom,
    TEAM_EMAIL: LOCAL_NAMES.teamEmail,
    UPLOAD_ADDRESS: LOCAL_NAMES.uploadAddress,
    APP_URL: at.appUrl,
    DYNAMODB_ENDPOINT: at.dynamodbEndpoint,
    S3_ENDPOINT: at.s3.endpoint,
    // What the handlers sign their S3 requests with, as a Lambda's role credentials in AWS.
    S3_ACCESS_KEY_ID: at.s3.keys.accessKeyId,
    S3_SECRET_ACCESS_KEY: at.s3.keys.secretAccessKey,
    SES_ENDPOINT: at.mailboxEndpoint,
    // Through the gateway's relay, which fills the calls the emulator lacks.
    COGNITO_ENDPOINT: `${at.appUrl}/cognito`,
    // What the handlers sign their Cognito calls with, as a Lambda's role credentials in AWS.
    COGNITO_ACCESS_KEY_ID: at.cognitoKeys.accessKeyId,
    COGNITO_SECRET_ACCESS_KEY: at.cognitoKeys.secretAccessKey,
    ORIGIN_SECRET: at.originSecret,
    LAMBDA_ENDPOINT: at.lambdaEndpoint,
    ASSESSMENT_WORKER_FUNCTION: WORKER_NAMES.assessment,
    COVERAGE_WORKER_FUNCTION: WORKER_NAMES.coverage,
    EXTRACTION_WORKER_FUNCTION: WORKER_NAMES.extraction,
    // The local Lambda stands in for the SQS queues that feed its functions.
    SQS_ENDPOINT: at.lambdaEndpoint,
    SCANS_QUEUE_URL: `${at.lambdaEndpoint}/000000000000/${SCANS_QUEUE}`,
    SCHEDULER_ENDPOINT: at.schedulerEndpoint,
    REMINDER_SCHEDULE_GROUP: 'policylens-local-renewal-reminders',
    REMINDER_SENDER_ARN: WORKER_NAMES.reminderSender,
    REMINDER_SECRET: at.reminderSecret,
    TOKEN_ISSUER: at.issuer,
  };
}

function localRuntimeConfig(
  appUrl: string,
  ids: UserPoolIds,
  mailboxUrl: string,
  opts: LocalStackOptions,
): RuntimeConfig {
  return {
    region: LOCAL_NAMES.region,
    userPoolId: ids.userPoolId,
    userPoolClientId: ids.userPoolClientId,
    appUrl,
    local: true,
    uploadAddress: LOCAL_NAMES.uploadAddress,
    userPoolEndpoint: `${appUrl}/cognito`,
    mailboxUrl,
    localMailIn: {
      smtp: `${HOST}:${opts.ports.smtp}`,
      domains: [...(opts.mailDomains ?? DEFAULT_LOCAL_MAIL_DOMAINS)],
    },
  };
}

/**
 * The key that signs reminders' unsubscribe links, kept under the data folder: a link in a mail
 * from an earlier run still works, as the deployed key is never rotated.
 */
function localReminderSecret(dataDir: string): string {
  const file = path.join(dataDir, 'reminder-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'));
  return readFileSync(file, 'utf8').trim();
}

/** The upload address's SMTP inbox, handing each mail to the inbound-mail handler. */
function startLocalInbox(opts: LocalStackOptions, s3: Pick<S3Local, 'endpoint' | 'keys'>) {
  return startSmtpInbox({
    port: opts.ports.smtp,
    uploadAddress: LOCAL_NAMES.uploadAddress,
    bucket: LOCAL_NAMES.inboundBucket,
    s3Endpoint: s3.endpoint,
    s3Keys: s3.keys,
    mailDomains: opts.mailDomains ?? DEFAULT_LOCAL_MAIL_DOMAINS,
    handler: async () => (await import('#functions/handlers/mail/receive-policy-mail')).handler,
  });
}

/**
 * Silences two SDK notices: the Cognito emulator is built on the v2 SDK, whose
 * end-of-support notice means nothing here; Lambda runs Node 22, so the v3 SDK's note about
 * Node 20 is for this machine only.
 */
function quietSdkNotices(): void {
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
}

/** Stops what a crash of the last run on this data left running (DynamoDB Local holding its port). */
async function stopWhatACrashLeft(dataDir: string): Promise<void> {
  const leftovers = await stopLeftovers(dataDir);
  if (leftovers.length > 0)
    console.log(`Stopped ${leftovers.length} process(es) a crash of the last run left running.`);
}

/** The Cognito emulator behind its gate, with a new key pair (see cognito-gate.ts). */
async function startUserPoolEmulator(opts: LocalStackOptions, mailboxEndpoint: string, stops: StopList) {
  // A new key pair each start: the user pool answers administrators' calls only signed with it.
  const cognitoKeys = newStackKeys();
  const scope = cognitoScope(cognitoKeys, LOCAL_NAMES.region);
  const cognito = await startCognitoThread({
    port: opts.ports.cognito,
    dataDir: path.join(opts.dataDir, 'cognito'),
    mailFrom: LOCAL_NAMES.mailFrom,
    sesEndpoint: mailboxEndpoint,
    scope,
  });
  stops.add(cognito.stop);
  return { cognito, cognitoKeys, scope };
}

export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  await stopWhatACrashLeft(opts.dataDir);
  await assertPortsFree(opts.ports);
  mkdirSync(opts.dataDir, { recursive: true });
  quietSdkNotices();
  const appUrl = `http://${HOST}:${opts.ports.app}`;
  const stops = stopList();
  try {
    const [mailbox, s3, dynamodb] = await startStorage(opts, appUrl, stops);
    const { cognito, cognitoKeys, scope } = await startUserPoolEmulator(opts, mailbox.endpoint, stops);
    const [, ids] = await Promise.all([
      ensureTable(dynamodb.endpoint, LOCAL_NAMES.table),
      ensureUserPool(cognito.endpoint, path.join(opts.dataDir, 'user-pool.json'), cognitoKeys),
    ]);
    const issuer = cognito.issuer(ids.userPoolId);
    // A new one each start: only this gateway's requests reach the handlers.
    const originSecret = randomBytes(24).toString('base64url');
    const lambdaEndpoint = `http://${HOST}:${await freePort()}`;
    const controlSecret = newControlSecret(opts.dataDir);
    writeStorageKeys(opts.dataDir, s3.keys);
    const scheduler = await startLocalScheduler({ dataDir: opts.dataDir, lambdaEndpoint, controlSecret });
    stops.add(scheduler.stop);
    const env = handlerEnvironment({
      appUrl,
      ids,
      dynamodbEndpoint: dynamodb.endpoint,
      s3,
      mailboxEndpoint: mailbox.endpoint,
      originSecret,
      lambdaEndpoint,
      schedulerEndpoint: scheduler.endpoint,
      reminderSecret: localReminderSecret(opts.dataDir),
      issuer,
      cognitoKeys,
    });
    // The handlers run in this process and its threads (which share the environment), as each
    // Lambda would with its environment; set before the background functions start, as events left
    // from the last run are run again at once.
    Object.assign(process.env, env);
    resetConfig();
    const workers = await startWorkersThread({
      dataDir: opts.dataDir,
      port: Number(new URL(lambdaEndpoint).port),
    });
    stops.add(workers.stop);
    deliverUploadEvents(s3, WORKER_NAMES.extraction);
    const runtimeConfig = localRuntimeConfig(appUrl, ids, mailbox.endpoint, opts);
    const gateway = await startGateway({
      port: opts.ports.app,
      webDir: opts.webDir ?? path.join(repoRoot, 'dist/web'),
      functionsDir: path.join(repoRoot, 'functions'),
      runtimeConfig,
      cognitoEndpoint: cognito.endpoint,
      cognitoExtras: cognito.extraTargets,
      cognitoScope: scope,
      s3Endpoint: s3.endpoint,
      issuer,
      userPoolClientId: ids.userPoolClientId,
      jwksUri: `${cognito.endpoint}/${ids.userPoolId}/.well-known/jwks.json`,
      originSecret,
      schedulerEndpoint: scheduler.endpoint,
    });
    stops.add(gateway.stop);
    const inbox = await startLocalInbox(opts, s3);
    stops.add(inbox.stop);
    return {
      appUrl,
      mailboxUrl: mailbox.endpoint,
      smtp: { host: HOST, port: opts.ports.smtp, uploadAddress: LOCAL_NAMES.uploadAddress },
      env,
      runtimeConfig,
      controlSecret,
      stop: stops.stopAll,
    };
  } catch (error) {
    await stops.stopAll();
    throw error;
  }
}

/** Ports from the environment, falling back to the defaults. */
export function portsFromEnv(env: Record<string, string | undefined>): LocalPorts {
  const ports = { ...DEFAULT_PORTS };
  for (const [name, variable] of Object.entries(PORT_VARIABLES) as [keyof LocalPorts, string][]) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${variable} must be a port number between 1 and 65535, not "${value}".`);
    }
    ports[name] = port;
  }
  return ports;
}

/** A free port for every service, for stacks that run beside others (tests, benchmarks). */
export async function freeLocalPorts(): Promise<LocalPorts> {
  const ports: Partial<LocalPorts> = {};
  for (const name of Object.keys(DEFAULT_PORTS) as (keyof LocalPorts)[]) ports[name] = await freePort();
  return ports as LocalPorts;
}
