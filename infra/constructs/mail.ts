import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sesActions from 'aws-cdk-lib/aws-ses-actions';
import { Construct } from 'constructs';
import { INBOUND_MAIL_PREFIX } from '#functions/data/keys';
import type { StageConfig } from '../config';
import { acknowledge, wildcardResourceFinding } from '../nag';
import { privateBucket } from './data';
import type { AppFunction } from './function';

export const INBOUND_PREFIX = INBOUND_MAIL_PREFIX;

export interface MailProps {
  readonly config: StageConfig;
  readonly accessLogs: s3.IBucket;
}

/**
 * E-mail both ways. Out: the SES domain identity that no-reply@ and the team notifications are
 * sent from. In: mail to upload@<domain> is scanned by SES (spam, virus, SPF, DKIM, DMARC), stored
 * raw in a short-lived bucket under inbound/<message id>, and then handed to the inbound-mail
 * handler with SES's event, whose verdicts decide whether the sender is trusted.
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
  }

  /**
   * Mail to the upload address: SES stores it, then invokes `handler` asynchronously with its
   * event (retries and the dead-letter queue are the handler's asynchronous-invoke settings). The
   * handler may read and delete the stored mails, nothing else in the bucket.
   */
  addInboundHandler(handler: AppFunction, uploadAddress: string): void {
    this.ruleSet.addRule('UploadAddress', {
      recipients: [uploadAddress],
      scanEnabled: true,
      tlsPolicy: ses.TlsPolicy.REQUIRE,
      actions: [
        new sesActions.S3({ bucket: this.inboundBucket, objectKeyPrefix: INBOUND_PREFIX }),
        new sesActions.Lambda({
          function: handler.function,
          invocationType: sesActions.LambdaInvocationType.EVENT,
        }),
      ],
    });
    const storedMail = this.inboundBucket.arnForObjects(`${INBOUND_PREFIX}*`);
    iam.Grant.addToPrincipal({
      grantee: handler.role,
      actions: ['s3:GetObject', 's3:DeleteObject'],
      resourceArns: [storedMail],
    });
    acknowledge(
      handler.role,
      wildcardResourceFinding(this, storedMail),
      'SES names each stored mail by its message id; the grant reads and removes objects under inbound/ of the inbound-mail bucket only.',
    );
  }
}
