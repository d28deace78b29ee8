import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { OCR_LIMITS } from '#functions/analysis/ocr/limits';
import { acknowledge, acknowledgeStackSingletons, wildcardResourceFinding } from '../nag';
import { AsyncWorker, alarmOnMessages, deadLetterQueue } from './async-worker';
import type { AppFunction, AsyncInvokeProps } from './function';

export interface ExtractionPipelineProps {
  readonly documentsBucket: s3.IBucket;
  readonly removalPolicy: RemovalPolicy;
  /** How many files are read at once, at most (the worker's reserved concurrency). */
  readonly concurrency: number;
  readonly makeFunction: (scope: Construct, asyncInvoke: AsyncInvokeProps) => AppFunction;
}

/**
 * The policy pipeline off the request path: every object created under uploads/ is announced on
 * an encrypted queue; the extraction worker (its own memory, time limit and reserved concurrency)
 * takes one message at a time, reports the ones it fails on, and SQS retries them and moves them
 * to a dead-letter queue after three receives, with an alarm. Settling a completed policy reaches
 * the same worker by an asynchronous invoke (retried, then dead-lettered too).
 */
export class ExtractionPipeline extends Construct {
  readonly worker: AsyncWorker;
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly deadLetterAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: ExtractionPipelineProps) {
    super(scope, id);
    this.worker = new AsyncWorker(this, 'Worker', {
      retryAttempts: 2,
      removalPolicy: props.removalPolicy,
      makeFunction: props.makeFunction,
    });
    const fn = this.worker.worker.function;
    const cfnFunction = fn.node.defaultChild as lambda.CfnFunction;
    cfnFunction.reservedConcurrentExecutions = props.concurrency;
    grantTextract(this.worker.worker.role);

    this.deadLetterQueue = deadLetterQueue(
      this,
      'UploadsDeadLetterQueue',
      props.removalPolicy,
      'This queue is the dead-letter queue of the uploads queue; it needs none of its own.',
    );
    this.queue = new sqs.Queue(this, 'UploadsQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the worker's time limit, as Lambda advises for a queue it reads.
      visibilityTimeout: Duration.seconds(OCR_LIMITS.workerTimeoutSeconds * 6),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 3 },
      removalPolicy: props.removalPolicy,
    });
    fn.addEventSource(new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true }));
    props.documentsBucket.addEventNotification(
      s3.EventType.OBJECT_CREATED,
      new s3n.SqsDestination(this.queue),
      {
        prefix: 'uploads/',
      },
    );
    this.deadLetterAlarm = alarmOnMessages(
      this,
      'UploadsDeadLetterAlarm',
      this.deadLetterQueue,
      'An uploaded file could not be read after its retries and was dead-lettered: fix the cause, then redrive the queue within a day, before the upload expires (docs/operations.md).',
    );
    acknowledgeNotificationHandler(this);
  }
}

/**
 * Textract's text detection for scanned pages. Its job actions take no resource, so the grant is on
 * `*`; Textract reads the uploaded object from the documents bucket with the worker's own
 * credentials (its `documents:read` grant, the bucket being encrypted with S3-managed keys).
 */
function grantTextract(role: iam.IRole): void {
  iam.Grant.addToPrincipal({
    grantee: role,
    actions: ['textract:StartDocumentTextDetection', 'textract:GetDocumentTextDetection'],
    resourceArns: ['*'],
  });
  acknowledge(
    role,
    wildcardResourceFinding(role, '*'),
    'Textract text-detection jobs support no resource-level permissions; only the two actions reading a scan are allowed.',
  );
}

/** CDK configures bucket notifications with one stack-wide handler that runs only during deployments. */
function acknowledgeNotificationHandler(scope: Construct): void {
  acknowledgeStackSingletons(
    scope,
    'BucketNotificationsHandler',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    "CDK's bucket-notification handler runs only while deploying; the managed policy gives it nothing beyond writing its own logs.",
  );
}
