import { CfnOutput, Duration, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import {
  backgroundFunctions,
  type RouteDefinition,
  reminderAccessOf,
  routes as routeTable,
} from '#functions/routes';
import type { StageConfig } from '../config';
import { Api } from '../constructs/api';
import { AsyncWorker } from '../constructs/async-worker';
import { Auth } from '../constructs/auth';
import { Data } from '../constructs/data';
import { ExtractionPipeline } from '../constructs/extraction-pipeline';
import {
  AppFunction,
  type AsyncInvokeProps,
  type FunctionDefinition,
  grantTriggerUserPoolAccess,
  type PermissionTargets,
  pascalCase,
} from '../constructs/function';
import { Mail } from '../constructs/mail';
import { Operations } from '../constructs/operations';
import { Reminders } from '../constructs/reminders';
import { ScheduledJob } from '../constructs/scheduled-job';
import { Web } from '../constructs/web';

export interface PolicyLensStackProps extends StackProps {
  readonly config: StageConfig;
  /** Directory of the built SPA. */
  readonly webDistDir: string;
  /** The HTTP routes; the route table of functions/routes.ts unless a test supplies its own. */
  readonly routes?: readonly RouteDefinition[];
  /** The WAF web ACL (us-east-1) the distribution is put behind. */
  readonly webAclArn?: string;
}

/**
 * Cognito triggers cannot be given the user pool's ids: the pool names its triggers, so a trigger
 * naming the pool would be a dependency cycle. Cognito passes the pool id in each event instead.
 */
export const TRIGGER_POOL_PLACEHOLDER = 'not-available-to-cognito-triggers';

/** How many claims or coverage checks each analysis worker runs at once, at most. */
export const ANALYSIS_WORKER_CONCURRENCY = 5;

type BackgroundFunctionKey = keyof typeof backgroundFunctions;
const backgroundFunctionKeys = Object.keys(backgroundFunctions) as BackgroundFunctionKey[];

/** What starts a background function. */
export type BackgroundFunctionSource =
  | { readonly kind: 'cognito-trigger'; readonly trigger: keyof cognito.UserPoolTriggers }
  | { readonly kind: 'inbound-mail' }
  | { readonly kind: 'async-invoke' }
  | { readonly kind: 'uploads-queue' }
  | { readonly kind: 'scans-queue' }
  | { readonly kind: 'secret-rotation' }
  | { readonly kind: 'reminder-schedule' }
  | { readonly kind: 'schedule'; readonly everyMinutes: number; readonly description: string };

/**
 * How each entry of `backgroundFunctions` (functions/routes.ts) is started. Typed over every key,
 * so a new background function does not compile until it is given its event source here.
 */
export const backgroundFunctionSources: Record<BackgroundFunctionKey, BackgroundFunctionSource> = {
  authCustomMessage: { kind: 'cognito-trigger', trigger: 'customMessage' },
  authPostConfirmation: { kind: 'cognito-trigger', trigger: 'postConfirmation' },
  authPreSignUp: { kind: 'cognito-trigger', trigger: 'preSignUp' },
  mailReceivePolicy: { kind: 'inbound-mail' },
  extractionWorker: { kind: 'uploads-queue' },
  ocrWorker: { kind: 'scans-queue' },
  assessmentWorker: { kind: 'async-invoke' },
  coverageWorker: { kind: 'async-invoke' },
  originSecretRotation: { kind: 'secret-rotation' },
  staleUploadSweeper: {
    kind: 'schedule',
    everyMinutes: 15,
    description: 'Sweeps uploads never completed or never read within their upload window, with their files',
  },
  reminderSender: { kind: 'reminder-schedule' },
};

/** What every function is told about its surroundings, by the environment variable that says it. */
type Environment = Readonly<Record<string, string>>;

/** PolicyLens in one stage: data, accounts, API, web front door and e-mail. */
export class PolicyLensStack extends Stack {
  readonly data: Data;
  readonly mail: Mail;
  readonly auth: Auth;
  readonly api: Api;
  readonly web: Web;
  /** Assesses queued claims off the request path. */
  readonly assessmentWorker: AsyncWorker;
  /** Works out item cover off the request path. */
  readonly coverageWorker: AsyncWorker;
  readonly extraction: ExtractionPipeline;
  /** The value CloudFront proves itself with to the API. */
  readonly originSecret: secretsmanager.Secret;
  /** Functions started on a schedule (the stale-upload sweeper). */
  readonly scheduledJobs: readonly ScheduledJob[];
  /** Renewal reminders: their schedule group, sender and signing key. */
  readonly reminders: Reminders;
  /** Alarms, their topic and the dashboard. */
  readonly operations: Operations;
  private readonly stageConfig: StageConfig;

  constructor(scope: Construct, id: string, props: PolicyLensStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.stageConfig = config;
    this.templateOptions.description = `PolicyLens (${config.stage}): insurance policy storage and claim assessment`;
    Tags.of(this).add('app', 'policylens');
    Tags.of(this).add('stage', config.stage);

    this.data = new Data(this, 'Data', { config });
    this.mail = new Mail(this, 'Mail', { config, accessLogs: this.data.accessLogsBucket });
    // Sent by CloudFront with every API request and checked first by every route (rotated monthly).
    this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: `PolicyLens ${config.stage}: the header value CloudFront sends to the API`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });

    const sharedEnvironment = this.sharedEnvironment();
    const sharedTargets: PermissionTargets = {
      table: this.data.table,
      documentsBucket: this.data.documentsBucket,
      mailIdentity: this.mail.identity,
      bedrockModelId: config.bedrockModelId,
    };
    const triggers = this.addCognitoTriggers(sharedEnvironment, sharedTargets);
    this.auth = new Auth(this, 'Auth', {
      config,
      triggers: Object.fromEntries(triggers.map(({ trigger, fn }) => [trigger, fn.function])),
    });
    for (const { fn } of triggers) grantTriggerUserPoolAccess(fn, this.auth.userPool);

    const environment = {
      ...sharedEnvironment,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.userPoolClient.userPoolClientId,
    };
    this.extraction = this.addExtraction(environment, { ...sharedTargets, userPool: this.auth.userPool });
    const userTargets: PermissionTargets = {
      ...sharedTargets,
      userPool: this.auth.userPool,
      extractionWorker: this.extraction.worker.worker.function,
    };
    this.reminders = this.addReminders(environment, userTargets);
    this.addInboundMailHandlers(environment, userTargets);
    this.assessmentWorker = this.addAnalysisWorker(
      backgroundFunctions.assessmentWorker,
      environment,
      userTargets,
    );
    this.coverageWorker = this.addAnalysisWorker(
      backgroundFunctions.coverageWorker,
      environment,
      userTargets,
    );
    const targets: PermissionTargets = {
      ...userTargets,
      assessmentWorker: this.assessmentWorker.worker.function,
      coverageWorker: this.coverageWorker.worker.function,
    };
    this.scheduledJobs = this.addScheduledJobs(environment, targets);

    this.api = new Api(this, 'Api', {
      config,
      routes: props.routes ?? routeTable,
      issuerUrl: this.auth.issuerUrl,
      audience: this.auth.userPoolClient.userPoolClientId,
      scopes: this.auth.apiScopes,
      originSecret: this.originSecret,
      makeFunction: (scope, name, definition) =>
        this.appFunction(scope, name, definition, environment, targets),
    });
    this.web = this.addWeb(props);
    this.addOriginSecretRotation(environment, targets);
    this.grantReminderAccess();
    // Last, so that it sees every function and dead-letter queue of the stack.
    this.operations = this.addOperations();
    this.addOutputs();
  }

  /** What every function is told about its surroundings (read by functions/lib/config.ts). */
  private sharedEnvironment(): Environment {
    const config = this.stageConfig;
    return {
      STAGE: config.stage,
      ORIGIN_SECRET_ARN: this.originSecret.secretArn,
      TABLE_NAME: this.data.table.tableName,
      DOCUMENTS_BUCKET: this.data.documentsBucket.bucketName,
      ANALYZER: 'bedrock',
      BEDROCK_MODEL_ID: config.bedrockModelId,
      MAIL_FROM: config.mailFrom,
      TEAM_EMAIL: config.teamEmail,
      UPLOAD_ADDRESS: config.uploadAddress,
      // From context, not the distribution's domain: Function → Distribution → API → Function.
      APP_URL: config.appUrl,
    };
  }

  private appFunction(
    scope: Construct,
    name: string,
    definition: FunctionDefinition,
    environment: Environment,
    permissionTargets: PermissionTargets,
    asyncInvoke?: AsyncInvokeProps,
  ): AppFunction {
    return new AppFunction(scope, name, {
      definition,
      environment,
      permissionTargets,
      logRetention: this.stageConfig.logRetention,
      removalPolicy: this.stageConfig.removalPolicy,
      ...(asyncInvoke ? { asyncInvoke } : {}),
    });
  }

  /** The background functions of a kind of source, with their source. */
  private backgroundFunctionsOf<K extends BackgroundFunctionSource['kind']>(kind: K) {
    return backgroundFunctionKeys.flatMap((key) => {
      const source = backgroundFunctionSources[key];
      if (source.kind !== kind) return [];
      return [
        {
          definition: backgroundFunctions[key],
          source: source as Extract<BackgroundFunctionSource, { kind: K }>,
        },
      ];
    });
  }

  /**
   * Cognito triggers: they cannot be told the pool's ids (see TRIGGER_POOL_PLACEHOLDER); their
   * permissions on it are granted once it exists.
   */
  private addCognitoTriggers(sharedEnvironment: Environment, targets: PermissionTargets) {
    const triggerEnvironment = {
      ...sharedEnvironment,
      USER_POOL_ID: TRIGGER_POOL_PLACEHOLDER,
      USER_POOL_CLIENT_ID: TRIGGER_POOL_PLACEHOLDER,
    };
    const triggerTargets: PermissionTargets = { ...targets, userPoolGrantedLater: true };
    return this.backgroundFunctionsOf('cognito-trigger').map(({ definition, source }) => ({
      trigger: source.trigger,
      fn: this.appFunction(this, pascalCase(definition.id), definition, triggerEnvironment, triggerTargets),
    }));
  }

  /** Reads uploaded files off the request path (see ExtractionPipeline). */
  private addExtraction(environment: Environment, targets: PermissionTargets): ExtractionPipeline {
    const { extractionWorker, ocrWorker } = backgroundFunctions;
    return new ExtractionPipeline(this, 'Extraction', {
      documentsBucket: this.data.documentsBucket,
      removalPolicy: this.stageConfig.removalPolicy,
      concurrency: 5,
      scansConcurrency: 5,
      makeFunction: (scope, asyncInvoke) =>
        this.appFunction(scope, 'Function', extractionWorker, environment, targets, asyncInvoke),
      makeOcrFunction: (scope) => this.appFunction(scope, 'OcrWorker', ocrWorker, environment, targets),
    });
  }

  /** Started by SES with an asynchronous invoke: retried, then dead-lettered with an alarm. */
  private addInboundMailHandlers(environment: Environment, targets: PermissionTargets): void {
    for (const { definition } of this.backgroundFunctionsOf('inbound-mail')) {
      const mailWorker = new AsyncWorker(this.mail, pascalCase(definition.id), {
        retryAttempts: 2,
        removalPolicy: this.stageConfig.removalPolicy,
        makeFunction: (scope, asyncInvoke) =>
          this.appFunction(
            scope,
            'Handler',
            definition,
            { ...environment, INBOUND_BUCKET: this.mail.inboundBucket.bucketName },
            targets,
            asyncInvoke,
          ),
      });
      this.mail.addInboundHandler(mailWorker.worker, this.stageConfig.uploadAddress);
    }
  }

  private addAnalysisWorker(
    worker: (typeof backgroundFunctions)['assessmentWorker' | 'coverageWorker'],
    environment: Environment,
    targets: PermissionTargets,
  ): AsyncWorker {
    const asyncWorker = new AsyncWorker(this, pascalCase(worker.id), {
      retryAttempts: worker.retryAttempts,
      removalPolicy: this.stageConfig.removalPolicy,
      makeFunction: (scope, asyncInvoke) =>
        this.appFunction(scope, 'Worker', worker, environment, targets, asyncInvoke),
    });
    // Bounds the Bedrock calls (and their cost) one worker can run at once.
    const cfn = asyncWorker.worker.function.node.defaultChild as lambda.CfnFunction;
    cfn.reservedConcurrentExecutions = ANALYSIS_WORKER_CONCURRENCY;
    return asyncWorker;
  }

  private addScheduledJobs(environment: Environment, targets: PermissionTargets): ScheduledJob[] {
    return this.backgroundFunctionsOf('schedule').map(
      ({ definition, source }) =>
        new ScheduledJob(this, pascalCase(definition.id), {
          every: Duration.minutes(source.everyMinutes),
          description: `PolicyLens ${this.stageConfig.stage}: ${source.description}`,
          makeFunction: (scope) => this.appFunction(scope, 'Job', definition, environment, targets),
        }),
    );
  }

  private addWeb(props: PolicyLensStackProps): Web {
    return new Web(this, 'Web', {
      config: props.config,
      accessLogs: this.data.accessLogsBucket,
      apiDomainName: this.api.domainName,
      documentsBucket: this.data.documentsBucket,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.userPoolClient.userPoolClientId,
      authDomainUrl: this.auth.domainUrl,
      distDir: props.webDistDir,
      originSecret: this.originSecret,
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
    });
  }

  /** A new origin secret every 30 days: made, put on CloudFront, then made current. */
  private addOriginSecretRotation(environment: Environment, targets: PermissionTargets): void {
    const rotation = this.appFunction(
      this,
      pascalCase(backgroundFunctions.originSecretRotation.id),
      backgroundFunctions.originSecretRotation,
      { ...environment, DISTRIBUTION_ID: this.web.distribution.distributionId },
      { ...targets, distribution: this.web.distribution },
    );
    this.originSecret.addRotationSchedule('Rotation', {
      rotationLambda: rotation.function,
      automaticallyAfter: Duration.days(30),
    });
  }

  /** Renewal reminders' schedule group, sender and signing key. */
  private addReminders(environment: Environment, targets: PermissionTargets): Reminders {
    return new Reminders(this, 'Reminders', {
      stage: this.stageConfig.stage,
      removalPolicy: this.stageConfig.removalPolicy,
      makeSender: (scope) =>
        this.appFunction(scope, 'Sender', backgroundFunctions.reminderSender, environment, targets),
    });
  }

  /** Every function that schedules reminders or signs their links, as functions/routes.ts says. */
  private grantReminderAccess(): void {
    for (const fn of this.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction)) {
      const access = reminderAccessOf(fn.definition.id);
      if (access.length > 0) this.reminders.grantAccess(fn, access);
    }
  }

  private addOperations(): Operations {
    const asyncWorkers = this.node.findAll().filter((c): c is AsyncWorker => c instanceof AsyncWorker);
    return new Operations(this, 'Operations', {
      config: this.stageConfig,
      httpApi: this.api.httpApi,
      functions: this.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction),
      workers: [
        this.assessmentWorker.worker,
        this.coverageWorker.worker,
        this.extraction.worker.worker,
        this.extraction.ocrWorker,
      ],
      deadLetters: [
        ...asyncWorkers.map((w) => ({
          name: w.worker.definition.id,
          queue: w.deadLetterQueue,
          alarm: w.deadLetterAlarm,
        })),
        {
          name: 'uploads',
          queue: this.extraction.deadLetterQueue,
          alarm: this.extraction.deadLetterAlarm,
        },
        {
          name: 'scans',
          queue: this.extraction.scansDeadLetterQueue,
          alarm: this.extraction.scansDeadLetterAlarm,
        },
        {
          name: 'renewal reminders',
          queue: this.reminders.deadLetterQueue,
          alarm: this.reminders.deadLetterAlarm,
        },
      ],
    });
  }

  /** What a deployment prints: the addresses, names and DNS records to set up by hand. */
  private addOutputs(): void {
    const config = this.stageConfig;
    const outputs: Record<string, string> = {
      AppUrl: config.appUrl,
      DistributionUrl: `https://${this.web.distribution.distributionDomainName}`,
      ApiEndpoint: config.apiDomain ? `https://${config.apiDomain.name}` : this.api.httpApi.apiEndpoint,
      UserPoolId: this.auth.userPool.userPoolId,
      UserPoolClientId: this.auth.userPoolClient.userPoolClientId,
      ManagedLoginUrl: this.auth.domainUrl,
      OAuthRedirectUri: `${this.auth.domainUrl}/oauth2/idpresponse`,
      TableName: this.data.table.tableName,
      DocumentsBucketName: this.data.documentsBucket.bucketName,
      SiteBucketName: this.web.siteBucket.bucketName,
      InboundMailBucketName: this.mail.inboundBucket.bucketName,
      ReceiptRuleSetName: this.mail.ruleSet.receiptRuleSetName,
      MailMxRecord: `${config.mailDomain} MX 10 inbound-smtp.${this.region}.amazonaws.com`,
    };
    if (config.apiDomain && this.api.regionalDomainName)
      outputs.ApiDomainRecord = `${config.apiDomain.name} CNAME ${this.api.regionalDomainName}`;
    this.mail.identity.dkimRecords.forEach((record, index) => {
      outputs[`MailDkimRecord${index + 1}`] = `${record.name} CNAME ${record.value}`;
    });
    for (const [name, value] of Object.entries(outputs)) {
      new CfnOutput(this, name, { value });
    }
  }
}
