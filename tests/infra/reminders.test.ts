import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { reminderAccessOf } from '#functions/routes';
import { definePolicyLens } from '#infra/app';
import { AppFunction, repoRoot } from '#infra/constructs/function';
import type { PolicyLensStack } from '#infra/stacks/policylens-stack';
import { type Json, logicalId, type Resource, resourceOf } from './template';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Json;
}

const cdkJsonContext = (JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Json })
  .context;

let stack: PolicyLensStack;
let resources: Record<string, Resource>;
const synth = {
  get resources() {
    return resources;
  },
};

beforeAll(() => {
  const app = new App({
    context: {
      ...cdkJsonContext,
      'aws:cdk:bundling-stacks': [],
      stage: 'prod',
      webDistDir: '/nonexistent-web-build',
    },
  });
  stack = definePolicyLens(app, { nagChecks: false });
  resources = Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;
}, 120_000);

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

function policyStatements(roleConstruct: { node: { tryFindChild(id: string): unknown } }): Statement[] {
  const policy = roleConstruct.node.tryFindChild('DefaultPolicy') as
    | { node: { defaultChild: unknown } }
    | undefined;
  if (!policy) return [];
  const resource = resources[logicalId(policy.node.defaultChild as CfnElement)];
  const document = resource?.Properties.PolicyDocument as { Statement: Statement[] } | undefined;
  return document?.Statement ?? [];
}

describe('renewal reminders', () => {
  it('keeps the schedules in a group of their own', () => {
    const group = resourceOf(synth, stack.reminders.group);
    expect(group.Type).toBe('AWS::Scheduler::ScheduleGroup');
    expect(group.Properties.Name).toBe('policylens-prod-renewal-reminders');
  });

  it('lets EventBridge Scheduler, for this account only, start the sender and keep what fails, nothing else', () => {
    const role = resourceOf(synth, stack.reminders.schedulerRole);
    const trust = (role.Properties.AssumeRolePolicyDocument as { Statement: Statement[] }).Statement;
    expect(trust).toHaveLength(1);
    expect(trust[0]).toMatchObject({
      Effect: 'Allow',
      Principal: { Service: 'scheduler.amazonaws.com' },
      Condition: { StringEquals: { 'aws:SourceAccount': expect.anything() }, ArnLike: expect.anything() },
    });
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const statements = policyStatements(stack.reminders.schedulerRole);
    expect(statements).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'lambda:InvokeFunction',
        Resource: { 'Fn::GetAtt': [logicalId(stack.reminders.sender.function), 'Arn'] },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Resource: { 'Fn::GetAtt': [logicalId(stack.reminders.deadLetterQueue), 'Arn'] },
      }),
    ]);
  });

  it('sends a reminder whose sender cannot be started to its own dead-letter queue, which alarms', () => {
    const queue = { 'Fn::GetAtt': [logicalId(stack.reminders.deadLetterQueue), 'Arn'] };
    const schedulers = stack.node
      .findAll()
      .filter(
        (c): c is AppFunction =>
          c instanceof AppFunction && reminderAccessOf(c.definition.id).includes('schedule'),
      );
    expect(schedulers.length).toBeGreaterThan(0);
    for (const fn of schedulers) {
      const variables = resourceOf(synth, fn.function).Properties.Environment as { Variables: Json };
      expect(variables.Variables.REMINDER_DEAD_LETTER_ARN, fn.definition.id).toEqual(queue);
    }
    const alarm = resourceOf(synth, stack.reminders.deadLetterAlarm);
    expect(alarm.Properties).toMatchObject({
      Threshold: 1,
      MetricName: 'ApproximateNumberOfMessagesVisible',
    });
  });

  it('lets only the functions that schedule reminders touch schedules, of the group only, and pass only its role', () => {
    const functions = stack.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction);
    const scheduling = functions.filter((fn) =>
      policyStatements(fn.role).some((st) => asList(st.Action).includes('scheduler:CreateSchedule')),
    );
    expect(scheduling.map((fn) => fn.definition.id).sort()).toEqual(
      functions
        .filter((fn) => reminderAccessOf(fn.definition.id).includes('schedule'))
        .map((fn) => fn.definition.id)
        .sort(),
    );
    expect(scheduling.map((fn) => fn.definition.id)).toContain('update-policy');
    for (const fn of scheduling) {
      const statements = policyStatements(fn.role);
      const schedules = statements.find((st) => asList(st.Action).includes('scheduler:CreateSchedule'));
      expect(JSON.stringify(schedules?.Resource)).toContain('schedule/policylens-prod-renewal-reminders/*');
      const passRole = statements.find((st) => asList(st.Action).includes('iam:PassRole'));
      expect(passRole?.Resource).toEqual({ 'Fn::GetAtt': [logicalId(stack.reminders.schedulerRole), 'Arn'] });
      expect(passRole?.Condition).toEqual({
        StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
      });
      const env = (resourceOf(synth, fn.function).Properties.Environment as { Variables: Json }).Variables;
      expect(env.REMINDER_SENDER_ARN).toEqual({
        'Fn::GetAtt': [logicalId(stack.reminders.sender.function), 'Arn'],
      });
      expect(env.REMINDER_SCHEDULE_GROUP).toBeDefined();
    }
  });

  it('gives the signing key to the sender and the unsubscribe route only', () => {
    const functions = stack.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction);
    const signing = functions.filter((fn) => {
      const env = (resourceOf(synth, fn.function).Properties.Environment as { Variables: Json }).Variables;
      return env.REMINDER_SECRET_ARN !== undefined;
    });
    expect(signing.map((fn) => fn.definition.id).sort()).toEqual([
      'reminder-sender',
      'unsubscribe-reminders',
    ]);
    expect(resourceOf(synth, stack.reminders.signingSecret).Type).toBe('AWS::SecretsManager::Secret');
  });
});
