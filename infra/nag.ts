import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag acknowledgements. cdk-nag reports through CDK's policy validation: every finding that is
 * not acknowledged on the resource (or a construct above it) fails synthesis. Each acknowledgement
 * names one rule, or one finding of a rule, and says why it is acceptable here.
 */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  if (reason.trim().length < 20) throw new Error(`Acknowledgement of ${rule} needs a real reason.`);
  Validations.of(scope).acknowledge({ id: rule, reason });
}

/**
 * Acknowledges one rule on every construct CDK adds at the top of the stack whose id starts with
 * `idPrefix` (the singleton helpers of bucket deployments and notifications).
 */
export function acknowledgeStackSingletons(
  scope: IConstruct,
  idPrefix: string,
  rule: string,
  reason: string,
): void {
  for (const child of Stack.of(scope).node.children) {
    if (child.node.id.startsWith(idPrefix)) acknowledge(child, rule, reason);
  }
}

/**
 * The IAM5 finding id for one wildcard resource, e.g. `AwsSolutions-IAM5[Resource::<BucketX.Arn>/*]`,
 * computed the way cdk-nag prints it so that exactly that resource is acknowledged.
 */
export function wildcardResourceFinding(scope: IConstruct, resourceArn: string): string {
  return `AwsSolutions-IAM5[Resource::${nagResourceText(scope, resourceArn)}]`;
}

/** How cdk-nag writes a resource ARN in finding ids, e.g. `<BucketX.Arn>/*`. */
export function nagResourceText(scope: IConstruct, resourceArn: string): string {
  return flattenCfnReference(Stack.of(scope).resolve(resourceArn));
}

/** The IAM5 finding id for one wildcard action, e.g. `AwsSolutions-IAM5[Action::s3:GetObject*]`. */
export function wildcardActionFinding(action: string): string {
  return `AwsSolutions-IAM5[Action::${action}]`;
}

interface PolicyStatementJson {
  readonly Effect?: string;
  readonly Action?: string | string[];
  readonly Resource?: unknown;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The IAM5 findings cdk-nag will raise for a role's default policy, for roles whose statements CDK
 * writes itself (e.g. a deployment helper). Each finding gets the reason `reasonFor` gives it;
 * findings it has no reason for stay unacknowledged, so new wildcards still fail the checks.
 */
export function acknowledgeRoleWildcards(
  role: IConstruct,
  reasonFor: (finding: string) => string | undefined,
): void {
  const policy = role.node.tryFindChild('DefaultPolicy');
  if (!policy) return;
  const document = Stack.of(role).resolve((policy as unknown as { document: unknown }).document) as {
    Statement?: PolicyStatementJson[];
  };
  const findings = new Set<string>();
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of asList(statement.Action)) {
      if (action.includes('*')) findings.add(`Action::${action}`);
    }
    for (const resource of asList(statement.Resource)) {
      const flat = flattenCfnReference(resource);
      if (flat.includes('*')) findings.add(`Resource::${flat}`);
    }
  }
  for (const finding of findings) {
    const reason = reasonFor(finding);
    if (reason) acknowledge(role, `AwsSolutions-IAM5[${finding}]`, reason);
  }
}
