import { Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sesActions from 'aws-cdk-lib/aws-ses-actions';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { acknowledge, wildcardResourceFinding } from '../nag';
import { privateBucket } from './data';
import type { AppFunction } from './function';

export const INBOUND_PREFIX = 'inbound/';

export interface MailProps {
  readonly config: StageConfig;
  readonly accessLogs: s3.IBucket;
}

/**
 * E-mail both ways. Out: the SES domain identity that no-reply@ and the team notifications are
 * sent from. In: mail to upload@<domain> is scanned by SES, stored raw in a short-lived bucket under
 * inbound/, and each stored mail invokes the inbound-mail handler.
 */
export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly inboundBucket: s3.Bucket;
  readonly ruleSet: ses.ReceiptRuleSet;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const { config } = props;

    this.identity = new ses.EmailIdentity(this, 'DomainIdentity', {
      identity: ses.Identity.domain(config.mailDomain),
    });

    this.inboundBucket = privateBucket(this, 'InboundBucket', {
      config,
      accessLogs: props.accessLogs,
      accessLogsPrefix: 'inbound-mail/',
      // Raw mail holds personal data; the handler copies what it keeps, the rest goes within a week.
      lifecycleRules: [{ id: 'expire-raw-mail', expiration: Duration.days(7) }],
    });

    this.ruleSet = new ses.ReceiptRuleSet(this, 'RuleSet', {
      receiptRuleSetName: `policylens-${config.stage}`,
    });
    this.ruleSet.addRule('UploadAddress', {
      recipients: [config.uploadAddress],
      // Adds spam and virus verdicts and SPF/DKIM results to the stored mail for the handler to check.
      scanEnabled: true,
      tlsPolicy: ses.TlsPolicy.REQUIRE,
      actions: [new sesActions.S3({ bucket: this.inboundBucket, objectKeyPrefix: INBOUND_PREFIX })],
    });
  }

  /** Runs `handler` for every mail SES stores, and lets it read (only) the stored mails. */
  addInboundHandler(handler: AppFunction): void {
    const storedMail = this.inboundBucket.arnForObjects(`${INBOUND_PREFIX}*`);
    iam.Grant.addToPrincipal({
      grantee: handler.role,
      actions: ['s3:GetObject'],
      resourceArns: [storedMail],
    });
    acknowledge(
      handler.role,
      wildcardResourceFinding(this, storedMail),
      'SES names each stored mail by its message id; the grant reads objects under inbound/ of the inbound-mail bucket only.',
    );
    this.inboundBucket.addEventNotification(
      s3.EventType.OBJECT_CREATED,
      new s3n.LambdaDestination(handler.function),
      { prefix: INBOUND_PREFIX },
    );
    // CDK configures the notification with one stack-wide handler that runs only during deployments.
    const stack = Stack.of(this);
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('BucketNotificationsHandler')) continue;
      acknowledge(
        child,
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        "CDK's bucket-notification handler runs only while deploying; the managed policy gives it nothing beyond writing its own logs.",
      );
    }
  }
}
