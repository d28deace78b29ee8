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
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: props.removalPolicy,
    });
    acknowledge(
      this.deadLetterQueue,
      'AwsSolutions-SQS3',
      "This queue is the worker's dead-letter queue (Lambda's DeadLetterConfig, which cdk-nag does not see); it needs none of its own.",
    );
    this.worker = props.makeFunction(this, {
      retryAttempts: props.retryAttempts,
      // Older events are dead-lettered rather than run late: the user has been told to retry by then.
      maxEventAge: Duration.minutes(5),
      deadLetterQueue: this.deadLetterQueue,
    });
    this.deadLetterAlarm = new cloudwatch.Alarm(this, 'DeadLetterAlarm', {
      alarmDescription: `An event of ${this.worker.definition.id} failed after its retries and was dead-lettered.`,
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(1),
        statistic: cloudwatch.Stats.MAXIMUM,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }
}
