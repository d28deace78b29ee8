import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundFunctions, routes } from '#functions/routes';
import { definePolicyLens } from '#infra/app';
import { resolveStageConfig, type Stage } from '#infra/config';
import { AppFunction } from '#infra/constructs/function';
import { ALARM_THRESHOLDS } from '#infra/constructs/operations';
import type { PolicyLensStack } from '#infra/stacks/policylens-stack';
import { type Json, logicalId, type Resource, resourceOf } from './template';

interface Synth {
  readonly stack: PolicyLensStack;
  readonly resources: Record<string, Resource>;
}

const synthesized: Partial<Record<Stage, Synth>> = {};

function synth(stage: Stage): Synth {
  const cached = synthesized[stage];
  if (cached) return cached;
  // No esbuild runs: bundling is skipped, the template is the same.
  const app = new App({
    context: { stage, webDistDir: '/nonexistent-web-build', 'aws:cdk:bundling-stacks': [] },
  });
  const stack = definePolicyLens(app, { nagChecks: false });
  const resources = Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;
  const result = { stack, resources };
  synthesized[stage] = result;
  return result;
}

function propsOf(s: Synth, construct: IConstruct): Json {
  return resourceOf(s, construct).Properties;
}

function appFunctions(s: Synth): AppFunction[] {
  return s.stack.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction);
}

const alarmsOf = (s: Synth) => Object.values(s.resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');

function alarmNamed(s: Synth, name: string): Json {
  const alarm = alarmsOf(s).find((r) => r.Properties.AlarmName === `policylens-prod-${name}`);
  if (!alarm) throw new Error(`No alarm policylens-prod-${name}`);
  return alarm.Properties;
}

/** The metrics an alarm's math expression reads, by id. */
function mathMetrics(alarm: Json): Record<string, Json> {
  const metrics = alarm.Metrics as { Id: string; MetricStat?: Json }[];
  return Object.fromEntries(
    metrics.filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat as Json]),
  ) as Record<string, Json>;
}

function expression(alarm: Json): string {
  const metrics = alarm.Metrics as { Expression?: string; ReturnData?: boolean }[];
  return metrics.find((m) => m.ReturnData)?.Expression ?? '';
}

beforeAll(() => {
  synth('prod');
  synth('dev');
}, 180_000);

describe('alarm topic', () => {
  it('is encrypted with a rotated key that CloudWatch may use, and e-mails the alarm address', () => {
    const s = synth('prod');
    const { topic } = s.stack.operations;
    const props = propsOf(s, topic);
    const [keyId] = (props.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
    const key = s.resources[keyId]?.Properties ?? {};
    expect(key.EnableKeyRotation).toBe(true);
    expect((key.KeyPolicy as { Statement: Json[] }).Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      }),
    );
    const subscriptions = Object.values(s.resources).filter((r) => r.Type === 'AWS::SNS::Subscription');
    expect(subscriptions.map((r) => r.Properties)).toEqual([
      { Protocol: 'email', Endpoint: 'ops@policylens.app', TopicArn: { Ref: logicalId(topic) } },
    ]);
  });

  it('alarmEmail: defaults to ops@ the mail domain, can be set, and must be an e-mail address', () => {
    const read = (values: Json) => (key: string) => values[key];
    expect(resolveStageConfig(read({ stage: 'dev' }), {}).alarmEmail).toBe('ops@dev.policylens.app');
    expect(resolveStageConfig(read({ mailDomain: 'example.org' }), {}).alarmEmail).toBe('ops@example.org');
    expect(resolveStageConfig(read({ alarmEmail: 'pager@example.org' }), {}).alarmEmail).toBe(
      'pager@example.org',
    );
    for (const bad of ['ops', 'ops@', 'ops@localhost', 'two words@example.org'])
      expect(() => resolveStageConfig(read({ alarmEmail: bad }), {}), bad).toThrow(/alarmEmail/);
  });
});

describe('alarms', () => {
  it('every alarm of the stack notifies the topic when it goes off and when it is over', () => {
    const s = synth('prod');
    const topic = { Ref: logicalId(s.stack.operations.topic) };
    const alarms = alarmsOf(s);
    expect(alarms.length).toBeGreaterThan(appFunctions(s).length);
    for (const alarm of alarms) {
      const what = String(alarm.Properties.AlarmName ?? alarm.Properties.AlarmDescription);
      expect(alarm.Properties.AlarmActions, what).toEqual([topic]);
      expect(alarm.Properties.OKActions, what).toEqual([topic]);
      expect(alarm.Properties.AlarmDescription, what).toBeTruthy();
      expect(alarm.Properties.TreatMissingData, what).toBe('notBreaching');
    }
  });

  it('API: 5xx as a share of requests, and p99 latency', () => {
    const s = synth('prod');
    const api = { Ref: logicalId(s.stack.api.httpApi) };
    const rate = alarmNamed(s, 'api-5xx-rate');
    const metrics = mathMetrics(rate);
    expect(metrics.errors).toMatchObject({
      Metric: { Namespace: 'AWS/ApiGateway', MetricName: '5xx', Dimensions: [{ Name: 'ApiId', Value: api }] },
      Period: 300,
      Stat: 'Sum',
    });
    expect(metrics.requests).toMatchObject({ Metric: { MetricName: 'Count' }, Stat: 'Sum' });
    expect(expression(rate)).toContain('100 * FILL(errors, 0) / requests');
    expect(rate).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanThreshold' });

    expect(alarmNamed(s, 'api-latency-p99')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Dimensions: [{ Name: 'ApiId', Value: api }],
      Threshold: 5000,
      Period: 300,
    });
  });

  it('functions: one alarm per function, named after it, on its errors plus throttles', () => {
    const s = synth('prod');
    const functions = appFunctions(s);
    expect(functions).toHaveLength(routes.length + Object.keys(backgroundFunctions).length);
    for (const fn of functions) {
      const alarm = alarmNamed(s, `function-${fn.definition.id}-failures`);
      const metrics = mathMetrics(alarm);
      const dimensions = [{ Name: 'FunctionName', Value: { Ref: logicalId(fn.function) } }];
      expect(metrics.errors, fn.definition.id).toMatchObject({
        Metric: { Namespace: 'AWS/Lambda', MetricName: 'Errors', Dimensions: dimensions },
        Stat: 'Sum',
      });
      expect(metrics.throttles, fn.definition.id).toMatchObject({
        Metric: { Namespace: 'AWS/Lambda', MetricName: 'Throttles', Dimensions: dimensions },
        Stat: 'Sum',
      });
      expect(expression(alarm)).toBe('FILL(errors, 0) + FILL(throttles, 0)');
      expect(alarm.Threshold).toBe(ALARM_THRESHOLDS.functionFailures);
      expect(JSON.stringify(alarm.AlarmDescription)).toContain(fn.definition.id);
    }
  });

  it('dead-letter queues: the alarm of every dead-letter queue notifies the topic', () => {
    const s = synth('prod');
    const topic = { Ref: logicalId(s.stack.operations.topic) };
    const queues = Object.entries(s.resources)
      .filter(([, r]) => r.Type === 'AWS::SQS::Queue' && !r.Properties.RedrivePolicy)
      .map(([id]) => id);
    // The dead-letter queues of the three analysis-side workers, the mail worker, the uploads, the
    // scans and the renewal reminders.
    expect(queues).toHaveLength(7);
    for (const queue of queues) {
      const alarm = alarmsOf(s).find(
        (r) =>
          r.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          JSON.stringify(r.Properties.Dimensions).includes(`"${queue}"`),
      );
      expect(alarm?.Properties, queue).toMatchObject({ Threshold: 1, AlarmActions: [topic] });
    }
  });

  it('Bedrock: server errors and throttles of the configured model', () => {
    const s = synth('prod');
    const modelId = resolveStageConfig((k) => (k === 'stage' ? 'prod' : undefined), {}).bedrockModelId;
    for (const [name, metricName, threshold] of [
      ['bedrock-server-errors', 'InvocationServerErrors', ALARM_THRESHOLDS.bedrockServerErrors],
      ['bedrock-throttles', 'InvocationThrottles', ALARM_THRESHOLDS.bedrockThrottles],
    ] as const) {
      expect(alarmNamed(s, name)).toMatchObject({
        Namespace: 'AWS/Bedrock',
        MetricName: metricName,
        Dimensions: [{ Name: 'ModelId', Value: modelId }],
        Statistic: 'Sum',
        Threshold: threshold,
      });
    }
  });

  it('SES: bounce rate over 5 % and complaint rate over 0.1 %', () => {
    const s = synth('prod');
    expect(alarmNamed(s, 'ses-bounce-rate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(alarmNamed(s, 'ses-complaint-rate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });
});

describe('dashboard', () => {
  it('shows the API, the workers, the dead-letter queues, Bedrock and SES', () => {
    const s = synth('prod');
    const props = propsOf(s, s.stack.operations.dashboard);
    expect(props.DashboardName).toBe('policylens-prod');
    expect(JSON.stringify(Template.fromStack(s.stack).toJSON().Outputs.DashboardUrl)).toContain(
      '#dashboards/dashboard/policylens-prod',
    );
    const body = JSON.stringify(props.DashboardBody);
    for (const part of [
      '\\"AWS/ApiGateway\\",\\"Count\\"',
      '\\"5xx\\"',
      '\\"Latency\\"',
      '\\"AWS/Lambda\\",\\"Errors\\"',
      '\\"Duration\\"',
      'ApproximateNumberOfMessagesVisible',
      '\\"AWS/Bedrock\\",\\"Invocations\\"',
      '\\"AWS/SES\\",\\"Send\\"',
      '\\"Bounce\\"',
    ])
      expect(body, part).toContain(part);
    for (const worker of [
      s.stack.assessmentWorker.worker,
      s.stack.coverageWorker.worker,
      s.stack.extraction.worker.worker,
    ])
      expect(body, worker.definition.id).toContain(`"Ref":"${logicalId(worker.function)}"`);
  });
});

describe('data protection', () => {
  it('table: point-in-time recovery and deletion protection in prod, not in dev', () => {
    const prod = propsOf(synth('prod'), synth('prod').stack.data.table);
    expect(prod).toMatchObject({
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    const dev = propsOf(synth('dev'), synth('dev').stack.data.table);
    expect(dev).toMatchObject({
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false },
      DeletionProtectionEnabled: false,
    });
  });

  it('documents: versioned with old versions expiring after 30 days in prod; dev keeps no versions', () => {
    const prod = propsOf(synth('prod'), synth('prod').stack.data.documentsBucket);
    expect(prod.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect((prod.LifecycleConfiguration as { Rules: Json[] }).Rules).toContainEqual(
      expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }),
    );
    const dev = propsOf(synth('dev'), synth('dev').stack.data.documentsBucket);
    expect(dev.VersioningConfiguration).toBeUndefined();
    expect(JSON.stringify(dev.LifecycleConfiguration)).not.toContain('NoncurrentVersionExpiration');
  });

  it.each(['prod', 'dev'] as const)(
    '%s: every function logs to its own log group with a retention',
    (stage) => {
      const s = synth(stage);
      for (const fn of appFunctions(s)) {
        expect(propsOf(s, fn.function).LoggingConfig, fn.definition.id).toEqual({
          LogGroup: { Ref: logicalId(fn.logGroup) },
        });
        expect(propsOf(s, fn.logGroup).RetentionInDays, fn.definition.id).toBe(stage === 'prod' ? 90 : 30);
      }
    },
  );
});

describe('workers', () => {
  it('the analysis and extraction workers have reserved concurrency', () => {
    const s = synth('prod');
    for (const worker of [
      s.stack.assessmentWorker.worker,
      s.stack.coverageWorker.worker,
      s.stack.extraction.worker.worker,
    ])
      expect(propsOf(s, worker.function).ReservedConcurrentExecutions, worker.definition.id).toBe(5);
  });
});
