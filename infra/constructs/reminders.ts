import { ArnFormat, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ReminderAccess } from '#functions/routes';
import { acknowledge, wildcardResourceFinding } from '../nag';
import { alarmOnMessages, deadLetterQueue } from './async-worker';
import type { AppFunction } from './function';

export interface RemindersProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
  /** Makes the function that sends one reminder. */
  readonly makeSender: (scope: Construct) => AppFunction;
}

/**
 * Renewal reminders: one EventBridge Scheduler one-time schedule per reminder, in a group of their
 * own, each starting the sending function with the role below and then deleting itself; and the
 * key that signs the unsubscribe link in every reminder.
 */
export class Reminders extends Construct {
  readonly group: scheduler.ScheduleGroup;
  readonly sender: AppFunction;
  /** What EventBridge Scheduler assumes to start the sender: that one function, nothing else. */
  readonly schedulerRole: iam.Role;
  readonly signingSecret: secretsmanager.Secret;
  /** Where a reminder the sender could not take after Scheduler's retries is kept, with its alarm. */
  readonly deadLetterQueue: sqs.Queue;
  readonly deadLetterAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: RemindersProps) {
    super(scope, id);
    this.group = new scheduler.ScheduleGroup(this, 'Group', {
      scheduleGroupName: `policylens-${props.stage}-renewal-reminders`,
      removalPolicy: props.removalPolicy,
    });
    this.sender = props.makeSender(this);
    this.deadLetterQueue = deadLetterQueue(
      this,
      'DeadLetterQueue',
      props.removalPolicy,
      'This queue is where undelivered reminders go; it needs no dead-letter queue of its own.',
    );
    this.deadLetterAlarm = alarmOnMessages(
      this,
      'DeadLetterAlarm',
      this.deadLetterQueue,
      'A renewal reminder could not start its sender after its retries and was dead-lettered: fix the cause, then send it again (docs/operations.md).',
    );
    this.schedulerRole = this.addSchedulerRole();
    this.signingSecret = new secretsmanager.Secret(this, 'SigningKey', {
      description: `PolicyLens ${props.stage}: signs the unsubscribe links of renewal reminders`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: props.removalPolicy,
    });
    acknowledge(
      this.signingSecret,
      'AwsSolutions-SMG4',
      'The key signs the unsubscribe links of reminders already sent; rotating it would break every one of them.',
    );
  }

  /** The schedules of the group, as IAM names them (one-time schedules are made and deleted by name). */
  private get schedulesArn(): string {
    return Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.group.scheduleGroupName}/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  private addSchedulerRole(): iam.Role {
    const account = Stack.of(this).account;
    const role = new iam.Role(this, 'SchedulerRole', {
      description: 'EventBridge Scheduler starts the renewal reminder sender',
      // Only schedules of this account's reminder group may use it (no confused deputy).
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: { 'aws:SourceAccount': account },
          ArnLike: { 'aws:SourceArn': this.schedulesArn },
        },
      }),
    });
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [this.sender.function.functionArn],
      }),
    );
    // Sending is all Scheduler does with it (the queue is encrypted with SQS's own key).
    role.addToPolicy(
      new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetterQueue.queueArn] }),
    );
    return role;
  }

  /** Gives a function what its reminder access asks for: its grants and the settings naming them. */
  grantAccess(fn: AppFunction, access: readonly ReminderAccess[]): void {
    if (access.includes('schedule')) this.grantScheduling(fn);
    if (access.includes('sign')) {
      this.signingSecret.grantRead(fn.role);
      fn.function.addEnvironment('REMINDER_SECRET_ARN', this.signingSecret.secretArn);
    }
  }

  private grantScheduling(fn: AppFunction): void {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [this.schedulesArn],
      }),
    );
    // A schedule is created with the scheduler's role; only EventBridge Scheduler may be handed it.
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    acknowledge(
      fn.role,
      wildcardResourceFinding(fn.role, this.schedulesArn),
      'Each reminder is a schedule named by its policy; the grant covers the schedules of the reminders group only.',
    );
    fn.function.addEnvironment('REMINDER_SCHEDULE_GROUP', this.group.scheduleGroupName);
    fn.function.addEnvironment('REMINDER_SENDER_ARN', this.sender.function.functionArn);
    fn.function.addEnvironment('REMINDER_SCHEDULER_ROLE_ARN', this.schedulerRole.roleArn);
    fn.function.addEnvironment('REMINDER_DEAD_LETTER_ARN', this.deadLetterQueue.queueArn);
  }
}
