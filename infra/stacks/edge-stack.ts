import { Stack, type StackProps, Tags } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';

/** Requests one address may make in five minutes before the web ACL blocks it for a while. */
export const REQUESTS_PER_IP_PER_5_MINUTES = 1000;

/**
 * The web ACL in front of CloudFront. A CloudFront web ACL must live in us-east-1, so it is its own
 * small stack; the main stack refers to it across regions (`cdk deploy --all` deploys both, this
 * one first). AWS's managed common and known-bad-inputs rule sets, and a rate-based rule per IP.
 */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps & { readonly config: StageConfig }) {
    super(scope, id, props);
    Tags.of(this).add('app', 'policylens');
    Tags.of(this).add('stage', props.config.stage);
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    const managed = (name: string, priority: number): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `policylens-${props.config.stage}`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`policylens-${props.config.stage}`),
      rules: [
        {
          name: 'RatePerIp',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: REQUESTS_PER_IP_PER_5_MINUTES,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility('RatePerIp'),
        },
        managed('AWSManagedRulesCommonRuleSet', 1),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
    });
  }
}
