import type { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { AppFunction } from './function';

export interface ScheduledJobProps {
  /** How often the job runs. */
  readonly every: Duration;
  readonly description: string;
  /** Makes the job's function. */
  readonly makeFunction: (scope: Construct) => AppFunction;
}

/**
 * A function started on a schedule (an EventBridge rule). A run that fails is not retried and a
 * run never overlaps another: the next run does the same work, and the function's alarm says that
 * one failed.
 */
export class ScheduledJob extends Construct {
  readonly job: AppFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    this.job = props.makeFunction(this);
    this.job.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: props.every });
    const cfn = this.job.function.node.defaultChild as lambda.CfnFunction;
    cfn.reservedConcurrentExecutions = 1;
    this.rule = new events.Rule(this, 'Schedule', {
      description: props.description,
      schedule: events.Schedule.rate(props.every),
      targets: [new targets.LambdaFunction(this.job.function)],
    });
  }
}
