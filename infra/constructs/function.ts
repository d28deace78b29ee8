import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Permission } from '#functions/routes';
import { acknowledge, wildcardResourceFinding } from '../nag';
import { sdkRequireAliases } from '../sdk-require';
import { grantBedrockInvoke } from './analysis';

/** Repository root: handlers live under functions/, the lock file next to package.json. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** What the route table and the background-function table both describe. */
export interface FunctionDefinition {
  readonly id: string;
  readonly handler: string;
  readonly permissions: readonly Permission[];
  readonly timeoutSeconds?: number;
  readonly memoryMb?: number;
  /** Packages installed beside the bundle instead of bundled (see BackgroundFunctionDefinition). */
  readonly installedModules?: readonly string[];
}

/**
 * The resources a permission can refer to. The user pool is absent for Cognito triggers: the pool
 * references its triggers, so a trigger cannot reference the pool without a cycle.
 */
export interface PermissionTargets {
  readonly table: dynamodb.ITable;
  readonly documentsBucket: s3.IBucket;
  readonly mailIdentity: ses.IEmailIdentity;
  readonly userPool?: cognito.IUserPool;
  /**
   * Set for Cognito triggers: their permissions on the pool are granted by
   * `grantTriggerUserPoolAccess` once the pool exists.
   */
  readonly userPoolGrantedLater?: true;
  readonly bedrockModelId: string;
  /** The claim-assessment worker, which `assessments:queue` may start. */
  readonly assessmentWorker?: lambda.IFunction;
  /** The coverage worker, which `coverage:queue` may start. */
  readonly coverageWorker?: lambda.IFunction;
  /** The extraction worker, which `extraction:queue` may start. */
  readonly extractionWorker?: lambda.IFunction;
  /** The distribution whose origin header the rotation of the origin secret updates. */
  readonly distribution?: cloudfront.IDistribution;
}

/** The background worker each queueing permission may start, and the variable that names it. */
const WORKER_QUEUES = {
  'assessments:queue': {
    target: 'assessmentWorker',
    env: 'ASSESSMENT_WORKER_FUNCTION',
    what: 'the assessment worker',
  },
  'coverage:queue': {
    target: 'coverageWorker',
    env: 'COVERAGE_WORKER_FUNCTION',
    what: 'the coverage worker',
  },
  'extraction:queue': {
    target: 'extractionWorker',
    env: 'EXTRACTION_WORKER_FUNCTION',
    what: 'the extraction worker',
  },
} as const satisfies Partial<
  Record<Permission, { target: keyof PermissionTargets; env: string; what: string }>
>;

/** How an asynchronously invoked function treats an event it fails on. */
export interface AsyncInvokeProps {
  readonly retryAttempts: number;
  /** An event waiting longer than this is not run but dead-lettered. */
  readonly maxEventAge: Duration;
  readonly deadLetterQueue: sqs.IQueue;
}

export interface AppFunctionProps {
  readonly definition: FunctionDefinition;
  readonly environment: Readonly<Record<string, string>>;
  readonly permissionTargets: PermissionTargets;
  readonly logRetention: logs.RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /** Set for functions started by an asynchronous invoke. */
  readonly asyncInvoke?: AsyncInvokeProps;
}

/** `get-health` → `GetHealth`, for readable construct and logical ids. */
export function pascalCase(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

const DEFAULT_TIMEOUT_SECONDS = 10;
const DEFAULT_MEMORY_MB = 512;

/**
 * One Lambda function with PolicyLens defaults: Node.js 22 on ARM64, a log group with retention,
 * X-Ray tracing, a minified ESM bundle with source maps (the AWS SDK comes from the runtime), and an
 * execution role that holds exactly the grants its `permissions` ask for.
 */
export class AppFunction extends Construct {
  readonly definition: FunctionDefinition;
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { definition } = props;
    this.definition = definition;
    const entry = handlerEntry(definition);
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.role = this.addRole();
    this.function = this.addFunction(entry, props);
    grantPermissions(this.role, definition.permissions, props.permissionTargets);
    this.nameWorkers(props.permissionTargets);
    acknowledge(
      this.function,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the functions are built and tested for (esbuild target node22); moving to a newer runtime is a deliberate change, not a drift.',
    );
  }

  /**
   * An own role instead of the managed AWSLambdaBasicExecutionRole: it may write to its own log
   * group only.
   */
  private addRole(): iam.Role {
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `PolicyLens ${this.definition.id}`,
    });
    this.logGroup.grantWrite(role);
    return role;
  }

  private addFunction(entry: string, props: AppFunctionProps): nodejs.NodejsFunction {
    const { definition } = props;
    return new nodejs.NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      timeout: Duration.seconds(definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      memorySize: definition.memoryMb ?? DEFAULT_MEMORY_MB,
      role: this.role,
      logGroup: this.logGroup,
      tracing: lambda.Tracing.ACTIVE,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      description: `PolicyLens ${definition.id} (functions/${definition.handler}.ts)`,
      ...(props.asyncInvoke ?? {}),
      bundling: {
        format: nodejs.OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        // The local OCR engine (44 MB) is loaded only on one machine; in AWS Textract reads scans.
        externalModules: ['@aws-sdk/*', 'mupdf', 'tesseract.js', '@tesseract.js-data/*'],
        // A function that needs one of them (mupdf, to read PDFs' structure) has it installed.
        ...(definition.installedModules ? { nodeModules: [...definition.installedModules] } : {}),
        // Lets CommonJS dependencies inside the ESM bundle require Node built-ins.
        banner: "import{createRequire}from'node:module';const require=createRequire(import.meta.url);",
        // The AWS SDK is loaded with that require, not imported (see sdk-require.ts).
        esbuildArgs: {
          '--alias': Object.entries(sdkRequireAliases()).map(([sdk, shim]) => `${sdk}=${shim}`),
        },
        forceDockerBundling: false,
      },
    });
  }

  /** Tells the function the name of each background worker its permissions let it start. */
  private nameWorkers(targets: PermissionTargets): void {
    for (const [permission, worker] of Object.entries(WORKER_QUEUES)) {
      if (!this.definition.permissions.includes(permission as Permission)) continue;
      const target = need(targets[worker.target], permission as Permission, worker.what);
      this.function.addEnvironment(worker.env, target.functionName);
    }
  }
}

/** The handler module of a definition, which must exist. */
function handlerEntry(definition: FunctionDefinition): string {
  const entry = join(repoRoot, 'functions', `${definition.handler}.ts`);
  if (!existsSync(entry)) {
    throw new Error(
      `Function "${definition.id}": handler module functions/${definition.handler}.ts not found.`,
    );
  }
  return entry;
}

function need<T>(value: T | undefined, permission: Permission, what: string): T {
  if (value === undefined) {
    throw new Error(`Permission "${permission}" needs ${what}, which this function cannot reference.`);
  }
  return value;
}

/** What one permission's grant works with: the role, its targets, and grants that acknowledge their wildcards. */
interface GrantContext {
  readonly role: iam.IRole;
  readonly targets: PermissionTargets;
  /** The documents bucket's objects (`…/*`). */
  readonly documentObjects: string;
  allow(actions: string[], resourceArns: string[]): void;
  /** Item actions on the table and its indexes (GSI1 queries need the index ARN). */
  allowTableItems(actions: string[]): void;
  acknowledgeDocumentObjects(): void;
}

function grantContext(role: iam.IRole, targets: PermissionTargets): GrantContext {
  const { table, documentsBucket } = targets;
  const tableResources = [table.tableArn, `${table.tableArn}/index/*`];
  const documentObjects = documentsBucket.arnForObjects('*');
  const allow = (actions: string[], resourceArns: string[]) => {
    iam.Grant.addToPrincipal({ grantee: role, actions, resourceArns });
  };
  return {
    role,
    targets,
    documentObjects,
    allow,
    allowTableItems: (actions) => {
      allow(actions, tableResources);
      // CDK's table grants name the table and its indexes (GSI1 queries need the index ARN).
      acknowledge(
        role,
        wildcardResourceFinding(role, `${table.tableArn}/index/*`),
        "Queries use the table's own secondary indexes (GSI1); the wildcard covers this table's indexes only.",
      );
    },
    acknowledgeDocumentObjects: () =>
      acknowledge(
        role,
        wildcardResourceFinding(role, documentObjects),
        'Object keys are per user and per policy (policies/{sub}/..., text/{sub}/...); the grant covers the objects of the one documents bucket.',
      ),
  };
}

/** Starting a background worker: the one function, by its exact ARN (no versions or aliases are published). */
function grantWorkerInvoke(g: GrantContext, permission: keyof typeof WORKER_QUEUES): void {
  const worker = WORKER_QUEUES[permission];
  g.allow(['lambda:InvokeFunction'], [need(g.targets[worker.target], permission, worker.what).functionArn]);
}

/** The actions each permission on the user pool allows, on the pool's own ARN. */
const USER_POOL_ACTIONS = {
  'users:read': ['cognito-idp:AdminGetUser'],
  'users:find': ['cognito-idp:ListUsers'],
  'users:update': ['cognito-idp:AdminUpdateUserAttributes'],
  'users:delete': [
    'cognito-idp:AdminInitiateAuth',
    'cognito-idp:AdminRespondToAuthChallenge',
    'cognito-idp:AdminUserGlobalSignOut',
    'cognito-idp:AdminDeleteUser',
  ],
  'users:sign-out': ['cognito-idp:AdminUserGlobalSignOut'],
} as const satisfies Partial<Record<Permission, readonly string[]>>;

function userPoolActions(permissions: readonly Permission[]): string[] {
  const actions = permissions.flatMap((p) =>
    p in USER_POOL_ACTIONS ? USER_POOL_ACTIONS[p as keyof typeof USER_POOL_ACTIONS] : [],
  );
  return [...new Set(actions)];
}

function grantOnUserPool(g: GrantContext, permission: Permission): void {
  if (g.targets.userPoolGrantedLater) return;
  const actions = userPoolActions([permission]);
  need(g.targets.userPool, permission, 'the user pool').grant(g.role, ...actions);
}

/**
 * A Cognito trigger's permissions on its own pool, once the pool exists. They go in a policy of
 * their own attached to the role, which the function does not wait for: the pool names the
 * function, so a grant in the role's default policy (which the function waits for) would be a
 * cycle. Scoped to the pool's ARN, as every other function's are.
 */
export function grantTriggerUserPoolAccess(fn: AppFunction, userPool: cognito.IUserPool): void {
  const actions = userPoolActions(fn.definition.permissions);
  if (actions.length === 0) return;
  fn.role.attachInlinePolicy(
    new iam.Policy(fn, 'UserPoolPolicy', {
      statements: [new iam.PolicyStatement({ actions, resources: [userPool.userPoolArn] })],
    }),
  );
}

/** The grants of each permission the route table can ask for. */
const PERMISSION_GRANTS: Record<Permission, (g: GrantContext, permission: Permission) => void> = {
  // The item actions the handlers call, on the table and its indexes (GSI1 queries).
  'table:read': (g) =>
    g.allowTableItems(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem']),
  'table:write': (g) =>
    g.allowTableItems([
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
    ]),
  'documents:read': (g) => {
    g.allow(['s3:GetObject'], [g.documentObjects]);
    // Lets a missing object answer 404 rather than 403 (checked after presigned uploads).
    g.allow(['s3:ListBucket'], [g.targets.documentsBucket.bucketArn]);
    g.acknowledgeDocumentObjects();
  },
  'documents:write': (g) => {
    g.allow(['s3:PutObject', 's3:DeleteObject'], [g.documentObjects]);
    g.acknowledgeDocumentObjects();
  },
  // Removing a policy's files lists its prefixes, then deletes what is there (nothing is read).
  'documents:delete': (g) => {
    g.allow(['s3:ListBucket'], [g.targets.documentsBucket.bucketArn]);
    g.allow(['s3:DeleteObject'], [g.documentObjects]);
    g.acknowledgeDocumentObjects();
  },
  'mail:send': (g) => {
    g.targets.mailIdentity.grantSendEmail(g.role);
  },
  'bedrock:invoke': (g) => grantBedrockInvoke(g.role, g.targets.bedrockModelId),
  'users:read': (g, permission) => grantOnUserPool(g, permission),
  'users:find': (g, permission) => grantOnUserPool(g, permission),
  'users:update': (g, permission) => grantOnUserPool(g, permission),
  'users:delete': (g, permission) => grantOnUserPool(g, permission),
  'users:sign-out': (g, permission) => grantOnUserPool(g, permission),
  'origin:rotate': (g, permission) => {
    const distribution = need(g.targets.distribution, permission, 'the CloudFront distribution');
    g.allow(
      ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
      [distribution.distributionArn],
    );
  },
  'assessments:queue': (g) => grantWorkerInvoke(g, 'assessments:queue'),
  'coverage:queue': (g) => grantWorkerInvoke(g, 'coverage:queue'),
  'extraction:queue': (g) => grantWorkerInvoke(g, 'extraction:queue'),
};

/** Actions that cannot be scoped to a resource; acknowledged together. */
const UNSCOPED_ACTIONS = ['X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords)'];

/**
 * Turns the route table's permission names into least-privilege grants on the role. Where a grant
 * needs a wildcard, that exact resource is acknowledged to cdk-nag with the reason next to it.
 */
export function grantPermissions(
  role: iam.IRole,
  permissions: readonly Permission[],
  targets: PermissionTargets,
): void {
  const context = grantContext(role, targets);
  for (const permission of new Set(permissions)) {
    const grant = PERMISSION_GRANTS[permission];
    if (!grant) throw new Error(`Unknown permission "${String(permission)}".`);
    grant(context, permission);
  }
  acknowledge(
    role,
    'AwsSolutions-IAM5[Resource::*]',
    `Only for actions that have no resource-level permissions: ${UNSCOPED_ACTIONS.join('; ')}.`,
  );
}
