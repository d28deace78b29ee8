import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import type { AppFunction, AsyncInvokeProps } from './function';

export interface AsyncWorkerProps {
  /** How often Lambda retries an event the worker fails on before it is dead-lettered. */
  readonly retryAttempts: number;
  readonly removalPolicy: RemovalPolicy;
  /** Makes the worker's function with the given asynchronous-invoke settings. */
  readonly makeFunction: (scope: Construct, asyncInvoke: AsyncInvokeProps) => AppFunction;
}

/**
 * A function started by asynchronous invokes (work off the request path): events it still fails on
 * after Lambda's retries go to an encrypted dead-letter queue, and an alarm goes off as soon as one
 * is there.
 */
export class AsyncWorker extends Construct {
  readonly worker: AppFunction;
  readonly deadLetterQueue: sqs.Queue;
  readonly deadLetterAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: AsyncWorkerProps) {
    super(scope, id);
    this.deadLetterQueue = deadLetterQueue(
      this,
      'DeadLetterQueue',
      props.removalPolicy,
      "This queue is the worker's dead-letter queue (Lambda's DeadLetterConfig, which cdk-nag does not see); it needs none of its own.",
    );
    this.worker = props.makeFunction(this, {
      retryAttempts: props.retryAttempts,
      // Older events are dead-lettered rather than run late: the user has been told to retry by then.
      maxEventAge: Duration.minutes(5),
      deadLetterQueue: this.deadLetterQueue,
    });
    this.deadLetterAlarm = alarmOnMessages(
      this,
      'DeadLetterAlarm',
      this.deadLetterQueue,
      `An event of ${this.worker.definition.id} failed after its retries and was dead-lettered: fix the cause, then replay it (docs/operations.md).`,
    );
  }
}

/** An encrypted queue that keeps what failed for 14 days; `why` says why it has no dead-letter queue itself. */
export function deadLetterQueue(
  scope: Construct,
  id: string,
  removalPolicy: RemovalPolicy,
  why: string,
): sqs.Queue {
  const queue = new sqs.Queue(scope, id, {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
    removalPolicy,
  });
  acknowledge(queue, 'AwsSolutions-SQS3', why);
  return queue;
}

/** An alarm that goes off as soon as one message waits on the queue. */
export function alarmOnMessages(
  scope: Construct,
  id: string,
  queue: sqs.IQueue,
  description: string,
): cloudwatch.Alarm {
  return new cloudwatch.Alarm(scope, id, {
    alarmDescription: description,
    metric: queue.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(1),
      statistic: cloudwatch.Stats.MAXIMUM,
    }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}
