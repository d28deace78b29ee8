import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundFunctions, routes } from '#functions/routes';
import { definePolicyLens } from '#infra/app';
import { AppFunction } from '#infra/constructs/function';
import { EdgeStack, REQUESTS_PER_IP_PER_5_MINUTES } from '#infra/stacks/edge-stack';
import type { PolicyLensStack } from '#infra/stacks/policylens-stack';
import { EARLY_SCRIPT_SOURCE } from '#scripts/prerender/early-script';

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties: Json;
}

/** Every function's role, as actions it may call: what each handler calls, and nothing more. */
const LOGS = [
  'logs:CreateLogStream',
  'logs:PutLogEvents',
  'xray:PutTelemetryRecords',
  'xray:PutTraceSegments',
];
const ORIGIN = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];
const READ = ['dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'];
const WRITE = ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
const DOCS_READ = ['s3:GetObject', 's3:ListBucket'];
const DOCS_WRITE = ['s3:DeleteObject', 's3:PutObject'];
/** Removing a policy's files: listing its prefixes and deleting what is there, reading nothing. */
const DOCS_DELETE = ['s3:DeleteObject', 's3:ListBucket'];
const MAIL = ['ses:SendEmail', 'ses:SendRawEmail'];
const INVOKE = ['lambda:InvokeFunction'];
const DEAD_LETTER = ['sqs:SendMessage'];
const QUEUE_READ = [
  'sqs:ChangeMessageVisibility',
  'sqs:DeleteMessage',
  'sqs:GetQueueAttributes',
  'sqs:GetQueueUrl',
  'sqs:ReceiveMessage',
];
/** Creating, moving and deleting renewal reminders' schedules, handing EventBridge Scheduler its role. */
const SCHEDULE = [
  'iam:PassRole',
  'scheduler:CreateSchedule',
  'scheduler:DeleteSchedule',
  'scheduler:UpdateSchedule',
];
/** Reading the key that signs reminders' unsubscribe links. */
const SIGN = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];
const USER = ['cognito-idp:AdminGetUser'];
const route = (...groups: string[][]) => [...LOGS, ...ORIGIN, ...groups.flat()];
const background = (...groups: string[][]) => [...LOGS, ...groups.flat()];

const EXPECTED: Record<string, string[]> = {
  'get-health': route(),
  'get-openapi': route(),
  'list-insurance-types': route(),
  'get-me': route(READ, ['cognito-idp:AdminGetUser']),
  'update-me': route(READ, ['cognito-idp:AdminGetUser', 'cognito-idp:AdminUpdateUserAttributes']),
  // The password (and two-step code) checked as a sign-in before anything goes, and the mail after.
  'delete-me': route(READ, WRITE, DOCS_READ, DOCS_WRITE, SCHEDULE, MAIL, [
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminInitiateAuth',
    'cognito-idp:AdminRespondToAuthChallenge',
    'cognito-idp:AdminUserGlobalSignOut',
  ]),
  // A password change: the pool's sign-out, the mark every signed-in route reads, and the mail.
  'report-password-change': route(READ, WRITE, MAIL, [
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminUserGlobalSignOut',
  ]),
  // The export zip is written beside the user's files and handed out by a signed link.
  'export-me': route(READ, DOCS_READ, DOCS_WRITE, ['cognito-idp:AdminGetUser']),
  // Reading a list never writes: stale uploads are swept by the sweeper and by the user's next create.
  'list-policies': route(READ),
  'create-policy': route(READ, WRITE, DOCS_WRITE, DOCS_DELETE),
  'create-quick-policy': route(READ, WRITE, DOCS_WRITE, DOCS_DELETE),
  'complete-policy': route(READ, WRITE, DOCS_READ, DOCS_WRITE, MAIL, INVOKE, USER, SCHEDULE),
  'get-policy': route(READ),
  'update-policy': route(READ, WRITE, USER, SCHEDULE),
  'delete-policy': route(READ, WRITE, DOCS_READ, DOCS_WRITE, SCHEDULE),
  'download-policy-file': route(READ, DOCS_READ),
  'submit-contact': route(WRITE, MAIL),
  'subscribe-newsletter': route(WRITE, MAIL),
  'record-event': route(WRITE),
  'create-coverage-request': route(READ, WRITE, MAIL),
  'list-coverage': route(READ),
  'calculate-coverage': route(READ, WRITE, INVOKE),
  'get-coverage-job': route(READ),
  'list-assessments': route(READ),
  'create-assessment': route(READ, WRITE, INVOKE),
  'get-assessment': route(READ),
  'retry-assessment': route(READ, WRITE, INVOKE),
  'get-reminder-preference': route(READ),
  'update-reminder-preference': route(READ, WRITE, USER, SCHEDULE),
  'unsubscribe-reminders': route(READ, WRITE, SCHEDULE, SIGN),
  'auth-custom-message': background(),
  'auth-pre-sign-up': background(),
  // A password reset: the pool's sign-out (on the pool's own ARN, in a policy of its own), the mark and the mail.
  'auth-post-confirmation': background(WRITE, MAIL, ['cognito-idp:AdminUserGlobalSignOut']),
  'mail-receive-policy': background(
    READ,
    WRITE,
    DOCS_READ,
    DOCS_WRITE,
    MAIL,
    INVOKE,
    DEAD_LETTER,
    USER,
    ['cognito-idp:ListUsers'],
    SCHEDULE,
  ),
  // Hands documents with scanned pages on to the scans queue (SendMessage, with the queue's attributes and URL).
  'extraction-worker': background(
    READ,
    WRITE,
    DOCS_READ,
    DOCS_WRITE,
    QUEUE_READ,
    DEAD_LETTER,
    USER,
    SCHEDULE,
    MAIL,
  ),
  // Both workers settle policies, and answer a mailed one by mail.
  'ocr-worker': background(READ, WRITE, DOCS_READ, DOCS_WRITE, QUEUE_READ, USER, SCHEDULE, MAIL, [
    'textract:GetDocumentTextDetection',
    'textract:StartDocumentTextDetection',
  ]),
  // The worker reads the claimant's country (AdminGetUser), which claiming no longer does.
  'assessment-worker': background(READ, WRITE, DOCS_READ, USER, ['bedrock:InvokeModel'], DEAD_LETTER),
  'coverage-worker': background(READ, WRITE, DOCS_READ, ['bedrock:InvokeModel'], DEAD_LETTER),
  'stale-upload-sweeper': background(READ, WRITE, DOCS_DELETE, USER, MAIL),
  'reminder-sender': background(READ, WRITE, USER, MAIL, SIGN),
  'origin-secret-rotation': background(ORIGIN, [
    'cloudfront:GetDistributionConfig',
    'cloudfront:UpdateDistribution',
    'secretsmanager:GetRandomPassword',
    'secretsmanager:PutSecretValue',
    'secretsmanager:UpdateSecretVersionStage',
  ]),
};

let app: App;
let stack: PolicyLensStack;
let resources: Record<string, Resource>;

/** The properties of a resource by logical id; a missing one fails the test. */
function propsOf(id: string): Json {
  const resource = resources[id];
  if (!resource) throw new Error(`no resource ${id}`);
  return resource.Properties;
}

function logicalId(construct: IConstruct): string {
  const cfn = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(cfn).resolve(cfn.logicalId) as string;
}

/** Every statement of every policy attached to a function's role (its default one and any other). */
function statementsOf(fn: AppFunction): Json[] {
  const role = { Ref: logicalId(fn.role) };
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => (r.Properties.Roles as Json[]).some((ref) => JSON.stringify(ref) === JSON.stringify(role)))
    .flatMap((r) => (r.Properties.PolicyDocument as Json).Statement as Json[]);
}

/** The logical ids a template value refers to (Ref, Fn::GetAtt, and names inside Fn::Sub). */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (typeof value !== 'object' || value === null) return [];
  const json = value as Json;
  if (typeof json.Ref === 'string') return [json.Ref];
  const getAtt = json['Fn::GetAtt'];
  if (Array.isArray(getAtt)) return [String(getAtt[0])];
  const sub = json['Fn::Sub'];
  const named = typeof sub === 'string' ? [...sub.matchAll(/\$\{([^.}!]+)/g)].map((m) => m[1] ?? '') : [];
  return [...named, ...Object.values(json).flatMap(referencesIn)];
}

/** A dependency cycle among a template's resources (CloudFormation refuses one), or undefined. */
function dependencyCycle(all: Record<string, Resource & { DependsOn?: string[] }>): string[] | undefined {
  const needs = (id: string) => {
    const r = all[id];
    return r
      ? [...new Set([...referencesIn(r.Properties), ...(r.DependsOn ?? [])])].filter((n) => n in all)
      : [];
  };
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string, path: string[]): string[] | undefined => {
    if (state.get(id) === 'open') return [...path.slice(path.indexOf(id)), id];
    if (state.get(id) === 'done') return undefined;
    state.set(id, 'open');
    for (const next of needs(id)) {
      const cycle = visit(next, [...path, id]);
      if (cycle) return cycle;
    }
    state.set(id, 'done');
    return undefined;
  };
  for (const id of Object.keys(all)) {
    const cycle = visit(id, []);
    if (cycle) return cycle;
  }
  return undefined;
}

beforeAll(() => {
  app = new App({ context: { stage: 'prod', webDistDir: '/nonexistent-web-build' } });
  stack = definePolicyLens(app, { nagChecks: false });
  resources = Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;
}, 120_000);

describe('least privilege', () => {
  it('gives each function exactly the actions its handler calls', () => {
    const functions = stack.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction);
    const ids = functions.map((fn) => fn.definition.id).sort();
    // A new function needs an entry here: its grant is a visible change.
    expect(ids).toEqual(Object.keys(EXPECTED).sort());
    expect(ids).toEqual(
      [...routes.map((r) => r.id), ...Object.values(backgroundFunctions).map((b) => b.id)].sort(),
    );
    for (const fn of functions) {
      const statements = statementsOf(fn);
      const actions = new Set(statements.flatMap((s) => [s.Action].flat() as string[]));
      expect([...actions].sort(), fn.definition.id).toEqual([...new Set(EXPECTED[fn.definition.id])].sort());
    }
  });

  it("lets the post-confirmation trigger sign users out of its own pool only, by the pool's ARN", () => {
    const trigger = stack.node
      .findAll()
      .find(
        (c): c is AppFunction => c instanceof AppFunction && c.definition.id === 'auth-post-confirmation',
      );
    if (!trigger) throw new Error('no post-confirmation trigger');
    const signOut = statementsOf(trigger).filter((s) =>
      [s.Action].flat().includes('cognito-idp:AdminUserGlobalSignOut'),
    );
    expect(signOut).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [logicalId(stack.auth.userPool), 'Arn'] },
      }),
    ]);
  });
});

describe('deployability', () => {
  it('has no dependency cycle among its resources (the pool names its triggers; their grants name the pool)', () => {
    expect(
      dependencyCycle({
        A: { Type: 'T', Properties: { x: { Ref: 'B' } } },
        B: { Type: 'T', Properties: { y: { 'Fn::GetAtt': ['A', 'Arn'] } } },
      }),
    ).toEqual(['A', 'B', 'A']);
    expect(dependencyCycle(resources)).toBeUndefined();
  });
});

describe('the edge', () => {
  it('puts the distribution behind a us-east-1 web ACL with managed rules and a per-IP rate rule', () => {
    const edge = app.node.children.find((c): c is EdgeStack => c instanceof EdgeStack);
    if (!edge) throw new Error('no edge stack');
    expect(edge.region).toBe('us-east-1');
    const acl = Template.fromStack(edge).findResources('AWS::WAFv2::WebACL');
    const [props] = Object.values(acl).map((r) => (r as Resource).Properties);
    expect(props).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const rules = props?.Rules as Json[];
    expect(rules.map((r) => r.Name)).toEqual([
      'RatePerIp',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    expect(rules[0]).toMatchObject({
      Action: { Block: {} },
      Statement: { RateBasedStatement: { Limit: REQUESTS_PER_IP_PER_5_MINUTES, AggregateKeyType: 'IP' } },
    });
    expect((propsOf(logicalId(stack.web.distribution)).DistributionConfig as Json).WebACLId).toBeDefined();
  });

  it('sends the origin secret to the API origin only, by reference, and rotates it monthly', () => {
    const config = propsOf(logicalId(stack.web.distribution)).DistributionConfig as Json;
    const origins = config.Origins as Json[];
    const withHeader = origins.filter((o) => Array.isArray(o.OriginCustomHeaders));
    expect(withHeader).toHaveLength(1);
    const [header] = (withHeader[0]?.OriginCustomHeaders ?? []) as Json[];
    expect(header?.HeaderName).toBe('x-origin-verify');
    // A dynamic reference resolved at deployment: the value never enters the template.
    expect(JSON.stringify(header?.HeaderValue)).toContain('{{resolve:secretsmanager:');
    const rotation = Object.values(resources).find((r) => r.Type === 'AWS::SecretsManager::RotationSchedule');
    expect(rotation?.Properties).toMatchObject({
      SecretId: { Ref: logicalId(stack.originSecret) },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
    });
    for (const fn of stack.api.functions.values()) {
      const env = (propsOf(logicalId(fn.function)).Environment as Json).Variables as Json;
      expect(env.ORIGIN_SECRET_ARN, fn.definition.id).toEqual({ Ref: logicalId(stack.originSecret) });
      expect(env.STAGE).toBe('prod');
    }
  });

  it('answers pages and the API with the response-headers policy (CSP, HSTS, frames, referrer)', () => {
    const config = propsOf(logicalId(stack.web.distribution)).DistributionConfig as Json;
    const policyId = logicalId(stack.web.responseHeadersPolicy);
    const behaviours = [config.DefaultCacheBehavior, ...(config.CacheBehaviors as Json[])] as Json[];
    for (const b of behaviours) expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const headers = (propsOf(policyId).ResponseHeadersPolicyConfig as Json).SecurityHeadersConfig as Record<
      string,
      Json
    >;
    // The policy names the documents bucket, so it is a join of strings and references.
    const csp = JSON.stringify(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    // Scripts from the site only, and the one inline script whose hash it names.
    expect(csp).toContain(`script-src 'self' ${EARLY_SCRIPT_SOURCE};`);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
    expect(Number(headers.StrictTransportSecurity?.AccessControlMaxAgeSec)).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(headers.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    expect(headers.ContentTypeOptions).toMatchObject({ Override: true });
  });

  it('switches the execute-api endpoint off where the API has a host name of its own', () => {
    const withDomain = new App({
      context: {
        stage: 'dev',
        webDistDir: '/nonexistent-web-build',
        apiDomain: 'api.dev.example.com',
        apiCertificateArn: 'arn:aws:acm:eu-west-2:111111111111:certificate/abc',
      },
    });
    const custom = Template.fromStack(definePolicyLens(withDomain, { nagChecks: false }));
    custom.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    custom.hasResourceProperties('AWS::ApiGatewayV2::DomainName', { DomainName: 'api.dev.example.com' });
    custom.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    const origins = Object.values(custom.findResources('AWS::CloudFront::Distribution')).flatMap(
      (d) => ((d as Resource).Properties.DistributionConfig as Json).Origins as Json[],
    );
    expect(origins.some((o) => o.DomainName === 'api.dev.example.com')).toBe(true);
    // Without one, the endpoint stays (the origin secret is what closes it).
    const api = Object.values(resources).find((r) => r.Type === 'AWS::ApiGatewayV2::Api');
    expect(api?.Properties.DisableExecuteApiEndpoint).toBeFalsy();
  }, 120_000);

  it('lets signed-in routes take only tokens with an access scope (never an ID token)', () => {
    const apiRoutes = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route');
    const signedIn = apiRoutes.filter((r) => r.Properties.AuthorizationType === 'JWT');
    expect(signedIn).toHaveLength(routes.filter((r) => r.access === 'user').length);
    for (const r of signedIn)
      expect(r.Properties.AuthorizationScopes, String(r.Properties.RouteKey)).toEqual([
        'aws.cognito.signin.user.admin',
        'policylens-api/app',
      ]);
  });
});
