import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Context } from 'aws-lambda';
import type { Context as EmulatorContext } from 'cognito-local/lib/services/context';
import { adminAuthTargets } from './admin-auth-relay';
import { type CognitoLimits, cognitoLimits } from './cognito-limits';
import { serveEmulatorPort } from './cognito-port';
import { CognitoTargetError, type ExtraTarget } from './cognito-targets';
import { emailChangeTargets } from './email-change-relay';
import { emulatorClientSettings } from './emulator-client';
import { lambdaContext } from './lambda-context';
import { passwordTargets, withPasswordLockout } from './password-relay';
import { HOST } from './ports';
import { signOutTargets } from './sign-out-relay';
import type { SigningScope } from './sigv4';
import { startServiceThread, ThreadError } from './threads/service-thread';
import { totpTargets } from './totp-relay';

/**
 * The Cognito emulator (cognito-local), assembled in-process so that its Lambda triggers run our
 * real trigger handlers and the mails Cognito would send land in the local SES mailbox.
 */
const require = createRequire(import.meta.url);
const lib = (p: string) => require(`cognito-local/lib/${p}`);

// biome-ignore lint/suspicious/noExplicitAny: trigger events differ per trigger; each handler checks its own.
type TriggerHandler = (event: any, context: Context) => Promise<unknown>;
export interface TriggerModules {
  customMessage: () => Promise<TriggerHandler>;
  preSignUp: () => Promise<TriggerHandler>;
  postConfirmation: () => Promise<TriggerHandler>;
}
/** The emulator names each trigger's function by the trigger; these are ours. */
const TRIGGER_FUNCTIONS = {
  CustomMessage: 'customMessage',
  PreSignUp: 'preSignUp',
  PostConfirmation: 'postConfirmation',
} as const;

interface Message {
  __code?: string;
  emailMessage?: string;
  emailSubject?: string;
}

export { CognitoTargetError, type ExtraTarget } from './cognito-targets';

export interface CognitoLocal {
  readonly endpoint: string;
  /** Calls the relay answers itself, by action name. */
  readonly extraTargets: Readonly<Record<string, ExtraTarget>>;
  /** The `iss` of tokens this emulator signs, for a given pool. */
  issuer(userPoolId: string): string;
  stop(): Promise<void>;
}

const silentLogger = () => {
  const noop = () => undefined;
  const logger = {
    debug: noop,
    info: noop,
    warn: noop,
    error: noop,
    trace: noop,
    fatal: noop,
    child: () => logger,
  };
  return logger;
};

export interface CognitoOptions {
  readonly port: number;
  readonly dataDir: string;
  readonly mailFrom: string;
  readonly sesEndpoint: string;
  /** Whose signatures the emulator's port takes: the stack's key pair (see cognito-gate.ts). */
  readonly scope: SigningScope;
  /** Loads the real handler module of each Cognito trigger the user pool has in AWS. */
  readonly triggers: TriggerModules;
}

/** Stands in for the Lambda service: runs the trigger handler module in this process. */
function inProcessLambda(triggers: TriggerModules) {
  return {
    invoke: (params: { FunctionName: keyof TriggerModules; Payload: string }) => ({
      promise: async () => {
        const handler = await triggers[params.FunctionName]();
        try {
          const context = lambdaContext(`policylens-local-${params.FunctionName}`, randomUUID(), 5);
          const result = await handler(JSON.parse(params.Payload), context);
          return { StatusCode: 200, Payload: JSON.stringify(result) };
        } catch (error) {
          // As Lambda reports a thrown error: the emulator turns it into the user-facing failure.
          return {
            StatusCode: 200,
            FunctionError: 'Unhandled',
            Payload: JSON.stringify({ errorMessage: (error as Error).message }),
          };
        }
      },
    }),
  };
}

/**
 * Delivers what Cognito would e-mail. Our CustomMessage trigger writes every mail the product
 * sends; a message it leaves empty is one Cognito would not send for this pool. (A changed phone
 * number, which the emulator would ask to verify by e-mail, is handled by the e-mail change relay,
 * which sends nothing for it.) The emulator substitutes only the first code placeholder, where
 * Cognito substitutes every one.
 */
function mailSender(ses: SESv2Client, mailFrom: string) {
  return {
    async sendEmail(_ctx: unknown, _user: unknown, destination: string, message: Message) {
      if (!message.emailMessage || !message.emailSubject) return;
      const code = message.__code ?? '';
      const html = message.emailMessage.replaceAll('{####}', code);
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: mailFrom,
          Destination: { ToAddresses: [destination] },
          Content: {
            Simple: {
              Subject: { Data: message.emailSubject },
              Body: { Html: { Data: html } },
            },
          },
        }),
      );
    },
    async sendSms() {
      // The product sends no SMS.
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the emulator's services are untyped JavaScript.
type EmulatorService = any;

/** Sends a new confirmation code, as Cognito's ResendConfirmationCode does, within its hourly limit. */
function resendConfirmationCodeTarget(
  ctx: { logger: unknown },
  cognitoClient: EmulatorService,
  messages: EmulatorService,
  otp: () => string,
  limits: CognitoLimits,
): ExtraTarget {
  const { selectAppropriateDeliveryMethod } = lib('services/messageDelivery/deliveryMethod');
  return async (body) => {
    const clientId = String(body.ClientId ?? '');
    const username = String(body.Username ?? '');
    // The username is the address the code goes to; counted whether or not it is a user's.
    limits.codes.take('mail', username);
    const userPool = await cognitoClient.getUserPoolForClientId(ctx, clientId);
    const user = await userPool.getUserByUsername(ctx, username);
    if (!user)
      throw new CognitoTargetError('UserNotFoundException', 'Username/client id combination not found.');
    if (user.UserStatus === 'CONFIRMED') {
      throw new CognitoTargetError('InvalidParameterException', 'User is already confirmed.');
    }
    const code = otp();
    await userPool.saveUser(ctx, { ...user, ConfirmationCode: code });
    const delivery = selectAppropriateDeliveryMethod(userPool.options.AutoVerifiedAttributes ?? [], user);
    await messages.deliver(ctx, 'ResendCode', clientId, userPool.options.Id, user, code, undefined, delivery);
    return { CodeDeliveryDetails: delivery };
  };
}

/** Runs a call in the emulator in-process, failing with the error type it answers over HTTP. */
function inProcessEmulator(router: EmulatorService, ctx: { logger: unknown }) {
  const { CognitoError, UnsupportedError } = lib('errors');
  return async (action: string, body: Record<string, unknown>) => {
    try {
      const output = await router(action)(ctx, body);
      // Dates as the emulator's server writes them: seconds since the epoch.
      return JSON.parse(
        JSON.stringify(output, function (this: Record<string, unknown>, key: string, value: unknown) {
          const raw = this[key];
          return raw instanceof Date ? Math.floor(raw.getTime() / 1000) : value;
        }),
      ) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof CognitoError) {
        const { code, message } = error as unknown as { code: string; message: string };
        throw new CognitoTargetError(code, message);
      }
      if (error instanceof UnsupportedError)
        throw new CognitoTargetError(
          'CognitoLocal#Unsupported',
          `Cognito Local unsupported feature: ${(error as Error).message}`,
        );
      throw error;
    }
  };
}

/** The emulator's user pools, stored under the data directory. */
async function emulatorCognitoService(
  dataDirectory: string,
  clock: EmulatorService,
  ctx: { logger: unknown },
) {
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  return cognitoServiceFactory.create(ctx, USER_POOL_DEFAULTS);
}

const USER_POOL_DEFAULTS = { UsernameAttributes: ['email'] };

/**
 * The calls the relay answers itself, in the emulator's thread, with Cognito's limits on codes and
 * passwords, which the emulator lacks (cognito-limits.ts).
 */
function relayTargets(
  emulated: {
    ctx: EmulatorContext;
    cognito: EmulatorService;
    issuer: (userPoolId: string) => string;
    emulator: ReturnType<typeof inProcessEmulator>;
  },
  services: { messages: EmulatorService; otp: () => string; tokenGenerator: EmulatorService },
): Record<string, ExtraTarget> {
  const limits = cognitoLimits();
  const relay = { ...emulated, limits };
  const totp = totpTargets({ ...emulated, tokenGenerator: services.tokenGenerator });
  const { ctx, cognito } = emulated;
  return {
    ResendConfirmationCode: resendConfirmationCodeTarget(
      ctx,
      cognito,
      services.messages,
      services.otp,
      limits,
    ),
    ...totp,
    InitiateAuth: withPasswordLockout(totp.InitiateAuth, limits),
    ...adminAuthTargets({ ...totp, InitiateAuth: withPasswordLockout(totp.InitiateAuth, limits) }),
    ...passwordTargets(relay),
    ...signOutTargets(relay),
    ...emailChangeTargets({ ...relay, messages: services.messages, otp: services.otp }),
  };
}

export async function startCognito(opts: CognitoOptions): Promise<CognitoLocal> {
  const services = lib('services');
  const { CryptoService } = lib('services/crypto');
  const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery');
  const { otp } = lib('services/otp');
  const { JwtTokenGenerator } = lib('services/tokenGenerator');
  const { Router } = lib('server/Router');
  const { createServer } = lib('server/server');

  const dataDirectory = path.resolve(opts.dataDir);
  mkdirSync(dataDirectory, { recursive: true });
  const issuerDomain = `http://${HOST}:${opts.port}`;
  const ctx = { logger: silentLogger() };
  const clock = new services.DateClock();
  const cognitoClient = await emulatorCognitoService(dataDirectory, clock, ctx);
  const triggers = new services.TriggersService(
    clock,
    cognitoClient,
    new services.LambdaService(TRIGGER_FUNCTIONS, inProcessLambda(opts.triggers)),
    new CryptoService({ credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, region: 'local' }),
  );
  const ses = new SESv2Client(emulatorClientSettings('ses', opts.sesEndpoint));
  const serviceBag = {
    clock,
    cognito: cognitoClient,
    config: { TokenConfig: { IssuerDomain: issuerDomain }, UserPoolDefaults: USER_POOL_DEFAULTS },
    messages: new services.MessagesService(
      triggers,
      new MessageDeliveryService(mailSender(ses, opts.mailFrom)),
    ),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, { IssuerDomain: issuerDomain }),
    triggers,
  };
  const router = Router(serviceBag);
  const emulator = inProcessEmulator(router, ctx);
  const issuer = (userPoolId: string) => `${issuerDomain}/${userPoolId}`;

  // The emulator's own server answers only the public documents; the gate serves the port.
  const documents = createServer(
    router,
    ctx.logger,
    { port: opts.port, hostname: HOST, https: false },
    serviceBag,
  ).application;
  const httpServer: Server = await serveEmulatorPort({
    port: opts.port,
    scope: opts.scope,
    documents,
    emulator,
  });
  return {
    endpoint: issuerDomain,
    extraTargets: relayTargets({ ctx, cognito: cognitoClient, issuer, emulator }, serviceBag),
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        ses.destroy();
        httpServer.closeAllConnections?.();
        httpServer.close(() => resolve());
      }),
  };
}

/**
 * The Cognito emulator on a thread of its own, its triggers running there as Lambda runs them
 * apart from the API; the calls the relay answers itself are messages to that thread.
 */
export async function startCognitoThread(opts: Omit<CognitoOptions, 'triggers'>): Promise<CognitoLocal> {
  const thread = await startServiceThread<{ endpoint: string; extraTargets: string[] }>(
    new URL('./threads/cognito-thread.ts', import.meta.url),
    opts,
  );
  const target =
    (name: string): ExtraTarget =>
    async (body) => {
      try {
        return (await thread.call(name, body)) as Record<string, unknown>;
      } catch (error) {
        if (error instanceof ThreadError && error.errorType)
          throw new CognitoTargetError(error.errorType, error.message);
        throw error;
      }
    };
  return {
    endpoint: thread.ready.endpoint,
    extraTargets: Object.fromEntries(thread.ready.extraTargets.map((name) => [name, target(name)])),
    issuer: (userPoolId) => `${thread.ready.endpoint}/${userPoolId}`,
    stop: thread.stop,
  };
}
