import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeStackSingletons, wildcardResourceFinding } from '../nag';
import { AsyncWorker, alarmOnMessages, deadLetterQueue } from './async-worker';
import type { AppFunction, AsyncInvokeProps } from './function';

export interface ExtractionPipelineProps {
  readonly documentsBucket: s3.IBucket;
  readonly removalPolicy: RemovalPolicy;
  /** How many files' text layers are read at once, at most (the extraction worker's reserved concurrency). */
  readonly concurrency: number;
  /** How many documents' scans are read at once, at most (the OCR worker's reserved concurrency). */
  readonly scansConcurrency: number;
  readonly makeFunction: (scope: Construct, asyncInvoke: AsyncInvokeProps) => AppFunction;
  readonly makeOcrFunction: (scope: Construct) => AppFunction;
}

/** Six times the function's time limit: the visibility timeout Lambda advises for a queue it reads. */
const sixTimesTimeOf = (fn: lambda.Function) => Duration.seconds((fn.timeout?.toSeconds() ?? 60) * 6);

/** SQS delivers a message this often before it is dead-lettered. */
const MAX_RECEIVES = 3;

/**
 * The policy pipeline off the request path, in two lanes. Every object created under uploads/ is
 * announced on an encrypted queue; the extraction worker (its own memory, time limit and reserved
 * concurrency) takes one message at a time, reads the file's text layer (seconds at most) and
 * hands a document with scanned pages on to the scans queue: a FIFO queue whose message group is
 * the user, read by the OCR worker with a reserved concurrency of its own. So one user's documents
 * are read by OCR one at a time, and no text PDF ever waits behind anyone's OCR. On both queues a
 * message the worker fails on is reported back, retried and dead-lettered after three receives,
 * with an alarm. Settling a completed policy reaches the extraction worker by an asynchronous
 * invoke (retried, then dead-lettered too).
 */
export class ExtractionPipeline extends Construct {
  readonly worker: AsyncWorker;
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly deadLetterAlarm: cloudwatch.Alarm;
  readonly ocrWorker: AppFunction;
  readonly scansQueue: sqs.Queue;
  readonly scansDeadLetterQueue: sqs.Queue;
  readonly scansDeadLetterAlarm: cloudwatch.Alarm;

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

    this.deadLetterQueue = deadLetterQueue(
      this,
      'UploadsDeadLetterQueue',
      props.removalPolicy,
      'This queue is the dead-letter queue of the uploads queue; it needs none of its own.',
    );
    this.queue = new sqs.Queue(this, 'UploadsQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: sixTimesTimeOf(fn),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVES },
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
    const scans = this.addScansLane(props, fn);
    this.ocrWorker = scans.ocrWorker;
    this.scansQueue = scans.queue;
    this.scansDeadLetterQueue = scans.deadLetterQueue;
    this.scansDeadLetterAlarm = scans.alarm;
  }

  /**
   * The scans lane: the FIFO queue the extraction worker hands scanned documents to (it may send
   * there and is told where), its FIFO dead-letter queue and alarm, and the OCR worker reading it.
   */
  private addScansLane(props: ExtractionPipelineProps, extractionWorker: lambda.Function) {
    const ocrWorker = props.makeOcrFunction(this);
    const cfnFunction = ocrWorker.function.node.defaultChild as lambda.CfnFunction;
    cfnFunction.reservedConcurrentExecutions = props.scansConcurrency;
    grantTextract(ocrWorker.role);
    const deadLetterQueue = new sqs.Queue(this, 'ScansDeadLetterQueue', {
      fifo: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: props.removalPolicy,
    });
    acknowledge(
      deadLetterQueue,
      'AwsSolutions-SQS3',
      'This queue is the dead-letter queue of the scans queue; it needs none of its own.',
    );
    const queue = new sqs.Queue(this, 'ScansQueue', {
      fifo: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: sixTimesTimeOf(ocrWorker.function),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: MAX_RECEIVES },
      removalPolicy: props.removalPolicy,
    });
    ocrWorker.function.addEventSource(
      new SqsEventSource(queue, { batchSize: 1, reportBatchItemFailures: true }),
    );
    queue.grantSendMessages(extractionWorker);
    extractionWorker.addEnvironment('SCANS_QUEUE_URL', queue.queueUrl);
    const alarm = alarmOnMessages(
      this,
      'ScansDeadLetterAlarm',
      deadLetterQueue,
      "A document's scans could not be read after their retries and were dead-lettered: fix the cause, then redrive the queue before the upload window closes (docs/operations.md).",
    );
    return { ocrWorker, queue, deadLetterQueue, alarm };
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
