import { CfnOutput, Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { type AppFunction, pascalCase } from './function';

/** What the alarms go off at; docs/operations.md explains each one and what to do. */
export const ALARM_THRESHOLDS = {
  /** Share of API requests answered with a 5xx, in percent, over 5 minutes. */
  apiServerErrorPercent: 5,
  /** p99 of the API's answer time, in milliseconds, in two of three 5-minute periods. */
  apiLatencyP99Ms: 5000,
  /** Failed plus throttled invocations of one function in 5 minutes. */
  functionFailures: 1,
  /** Bedrock server errors in 5 minutes (the workers retry; a few in a row is an outage). */
  bedrockServerErrors: 3,
  /** Bedrock throttles in 5 minutes (the SDK retries some; more means the quota is too low). */
  bedrockThrottles: 5,
  /** SES bounce rate (0.05 = 5 %): SES reviews an account at 5 %, and may pause sending at 10 %. */
  sesBounceRate: 0.05,
  /** SES complaint rate (0.001 = 0.1 %): SES reviews an account at 0.1 %, and may pause at 0.5 %. */
  sesComplaintRate: 0.001,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

/** A dead-letter queue and the alarm that goes off when something lands on it. */
export interface DeadLetter {
  /** What fails onto the queue, e.g. the worker's function id. */
  readonly name: string;
  readonly queue: sqs.IQueue;
  readonly alarm: cloudwatch.Alarm;
}

export interface OperationsProps {
  readonly config: StageConfig;
  readonly httpApi: apigw.IHttpApi;
  /** Every function of the app: each gets an alarm on its errors and throttles. */
  readonly functions: readonly AppFunction[];
  /** The analysis and extraction workers, shown on the dashboard. */
  readonly workers: readonly AppFunction[];
  /** The dead-letter queues, whose existing alarms notify the topic too. */
  readonly deadLetters: readonly DeadLetter[];
}

/** A Bedrock metric of the model the app calls, over 5 minutes. */
function bedrockMetric(modelId: string, metricName: string, statistic: string = cloudwatch.Stats.SUM) {
  return new cloudwatch.Metric({
    namespace: 'AWS/Bedrock',
    metricName,
    dimensionsMap: { ModelId: modelId },
    period: FIVE_MINUTES,
    statistic,
  });
}

/** An SES metric of the account; SES publishes its reputation in this region about once an hour. */
function sesMetric(metricName: string, statistic: string, period = Duration.hours(1)) {
  return new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, period, statistic });
}

/** The API's metrics as browsers see it (through CloudFront): answers, failures and time. */
function apiMetrics(httpApi: apigw.IHttpApi) {
  const requests = httpApi.metricCount({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM });
  const serverErrors = httpApi.metricServerError({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM });
  return {
    requests,
    serverErrors,
    serverErrorPercent: new cloudwatch.MathExpression({
      expression: 'IF(requests > 0, 100 * FILL(errors, 0) / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period: FIVE_MINUTES,
      label: 'API 5xx (% of requests)',
    }),
    latencyP50: httpApi.metricLatency({
      period: FIVE_MINUTES,
      statistic: cloudwatch.Stats.p(50),
      label: 'p50',
    }),
    latencyP99: httpApi.metricLatency({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.p(99) }),
  };
}
type ApiMetrics = ReturnType<typeof apiMetrics>;

/** The size of every dashboard widget: three to a row. */
const WIDGET_SIZE = { width: 8, height: 6 } as const;

/**
 * How the app is watched: alarms that e-mail the stage's alarm address through one encrypted
 * topic, and one dashboard of the API, the workers, the dead-letter queues, Bedrock and SES.
 */
export class Operations extends Construct {
  readonly topic: sns.Topic;
  readonly dashboard: cloudwatch.Dashboard;
  /** Every alarm that notifies the topic (the dead-letter alarms included). */
  readonly alarms: cloudwatch.IAlarm[] = [];
  private readonly config: StageConfig;
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const { config } = props;
    this.config = config;
    this.topic = this.addTopic();
    this.action = new actions.SnsAction(this.topic);

    const api = apiMetrics(props.httpApi);
    this.alarmOnApi(api);
    this.alarmOnFunctions(props.functions);
    // The dead-letter alarms are made with their queues; here they are told to notify.
    for (const deadLetter of props.deadLetters) {
      deadLetter.alarm.addAlarmAction(this.action);
      deadLetter.alarm.addOkAction(this.action);
      this.alarms.push(deadLetter.alarm);
    }
    this.alarmOnBedrock();
    this.alarmOnSes();

    const dashboardName = `policylens-${config.stage}`;
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName,
      defaultInterval: Duration.hours(24),
      widgets: [this.apiWidgets(api), this.workerWidgets(props), this.serviceWidgets()],
    });

    new CfnOutput(this, 'DashboardUrl', {
      description: 'The CloudWatch dashboard of this stage',
      value: `https://${config.region}.console.aws.amazon.com/cloudwatch/home?region=${config.region}#dashboards/dashboard/${dashboardName}`,
    }).overrideLogicalId('DashboardUrl');
  }

  /**
   * The alarm topic, encrypted with a key of our own: CloudWatch can publish to an encrypted topic
   * only if the key's policy lets it, and the AWS-managed SNS key's policy cannot be changed.
   */
  private addTopic(): sns.Topic {
    const { config } = this;
    const key = new kms.Key(this, 'TopicKey', {
      description: `PolicyLens ${config.stage}: encrypts the alarm topic`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
    });
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    const topic = new sns.Topic(this, 'AlarmTopic', {
      topicName: `policylens-${config.stage}-alarms`,
      displayName: `PolicyLens ${config.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    topic.addSubscription(new subscriptions.EmailSubscription(config.alarmEmail));
    return topic;
  }

  private alarmOnApi(api: ApiMetrics): void {
    this.alarm('ApiServerErrorRate', {
      name: 'api-5xx-rate',
      description: `More than ${ALARM_THRESHOLDS.apiServerErrorPercent} % of API requests were answered with a server error (5xx) in 5 minutes: users see failures. Look at the function alarms and the API access logs.`,
      metric: api.serverErrorPercent,
      threshold: ALARM_THRESHOLDS.apiServerErrorPercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    this.alarm('ApiLatencyP99', {
      name: 'api-latency-p99',
      description: `The slowest 1 % of API requests took over ${ALARM_THRESHOLDS.apiLatencyP99Ms / 1000} s in two of the last three 5-minute periods: the app feels stuck. Look at the functions' durations and at DynamoDB and Bedrock.`,
      metric: api.latencyP99,
      threshold: ALARM_THRESHOLDS.apiLatencyP99Ms,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });
  }

  /**
   * One alarm per function, so the mail names what broke. Errors are crashes and time-outs (the
   * HTTP wrapper answers expected failures itself); throttles are invocations Lambda refused.
   */
  private alarmOnFunctions(functions: readonly AppFunction[]): void {
    for (const fn of functions) {
      const id = fn.definition.id;
      this.alarm(`${pascalCase(id)}Failures`, {
        name: `function-${id}-failures`,
        description: `Function ${id} failed (crashed or timed out) or was throttled in the last 5 minutes. Its log group ${fn.logGroup.logGroupName} shows the errors; throttles mean it hit its reserved or the account's concurrency.`,
        metric: new cloudwatch.MathExpression({
          expression: 'FILL(errors, 0) + FILL(throttles, 0)',
          usingMetrics: {
            errors: fn.function.metricErrors({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
            throttles: fn.function.metricThrottles({
              period: FIVE_MINUTES,
              statistic: cloudwatch.Stats.SUM,
            }),
          },
          period: FIVE_MINUTES,
          label: `${id} errors + throttles`,
        }),
        threshold: ALARM_THRESHOLDS.functionFailures,
      });
    }
  }

  private alarmOnBedrock(): void {
    const modelId = this.config.bedrockModelId;
    this.alarm('BedrockServerErrors', {
      name: 'bedrock-server-errors',
      description: `Bedrock answered ${modelId} calls with server errors at least ${ALARM_THRESHOLDS.bedrockServerErrors} times in 5 minutes: assessments and coverage checks fail or wait. Check the AWS Health Dashboard for Bedrock in this region.`,
      metric: bedrockMetric(modelId, 'InvocationServerErrors'),
      threshold: ALARM_THRESHOLDS.bedrockServerErrors,
    });
    this.alarm('BedrockThrottles', {
      name: 'bedrock-throttles',
      description: `Bedrock throttled ${modelId} calls at least ${ALARM_THRESHOLDS.bedrockThrottles} times in 5 minutes: the account's Bedrock quota for the model is too low for the load. Ask for a higher quota or lower the workers' reserved concurrency.`,
      metric: bedrockMetric(modelId, 'InvocationThrottles'),
      threshold: ALARM_THRESHOLDS.bedrockThrottles,
    });
  }

  private alarmOnSes(): void {
    const { mailDomain } = this.config;
    this.alarm('SesBounceRate', {
      name: 'ses-bounce-rate',
      description: `Over ${ALARM_THRESHOLDS.sesBounceRate * 100} % of the mail sent from ${mailDomain} bounced: SES reviews the account at 5 % and may pause sending at 10 %. Find the bouncing addresses in the SES console and stop mailing them.`,
      metric: sesMetric('Reputation.BounceRate', cloudwatch.Stats.MAXIMUM),
      threshold: ALARM_THRESHOLDS.sesBounceRate,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    this.alarm('SesComplaintRate', {
      name: 'ses-complaint-rate',
      description: `Over ${ALARM_THRESHOLDS.sesComplaintRate * 100} % of the mail sent from ${mailDomain} was reported as spam: SES reviews the account at 0.1 % and may pause sending at 0.5 %. Find what was sent and to whom before sending more.`,
      metric: sesMetric('Reputation.ComplaintRate', cloudwatch.Stats.MAXIMUM),
      threshold: ALARM_THRESHOLDS.sesComplaintRate,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /** Dashboard row: the API's requests, failures and latency, and every alarm's state. */
  private apiWidgets(api: ApiMetrics): cloudwatch.IWidget[] {
    return [
      new cloudwatch.GraphWidget({
        title: 'API requests and server errors',
        left: [api.requests.with({ label: 'requests' }), api.serverErrors.with({ label: '5xx' })],
        right: [api.serverErrorPercent],
        ...WIDGET_SIZE,
      }),
      new cloudwatch.GraphWidget({
        title: 'API latency (ms)',
        left: [api.latencyP50, api.latencyP99.with({ label: 'p99' })],
        ...WIDGET_SIZE,
      }),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, ...WIDGET_SIZE }),
    ];
  }

  /** Dashboard row: the background workers and what waits on the dead-letter queues. */
  private workerWidgets(props: OperationsProps): cloudwatch.IWidget[] {
    const workerMetric = (
      metric: (fn: AppFunction) => cloudwatch.Metric,
      label: string,
    ): cloudwatch.IMetric[] =>
      props.workers.map((fn) => metric(fn).with({ label: `${fn.definition.id} ${label}` }));
    return [
      new cloudwatch.GraphWidget({
        title: 'Workers: errors',
        left: workerMetric(
          (fn) => fn.function.metricErrors({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
          'errors',
        ),
        ...WIDGET_SIZE,
      }),
      new cloudwatch.GraphWidget({
        title: 'Workers: duration p99 (ms)',
        left: workerMetric(
          (fn) => fn.function.metricDuration({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.p(99) }),
          'p99',
        ),
        ...WIDGET_SIZE,
      }),
      new cloudwatch.GraphWidget({
        title: 'Dead-letter queues: messages waiting',
        left: props.deadLetters.map((deadLetter) =>
          deadLetter.queue.metricApproximateNumberOfMessagesVisible({
            period: FIVE_MINUTES,
            statistic: cloudwatch.Stats.MAXIMUM,
            label: deadLetter.name,
          }),
        ),
        ...WIDGET_SIZE,
      }),
    ];
  }

  /** Dashboard row: Bedrock's answers for the model, and SES's mail and reputation. */
  private serviceWidgets(): cloudwatch.IWidget[] {
    const modelId = this.config.bedrockModelId;
    const bedrock = (metricName: string, label: string) => bedrockMetric(modelId, metricName).with({ label });
    const sent = (metricName: string, label: string) =>
      sesMetric(metricName, cloudwatch.Stats.SUM, FIVE_MINUTES).with({ label });
    return [
      new cloudwatch.GraphWidget({
        title: `Bedrock: ${modelId}`,
        left: [
          bedrock('Invocations', 'invocations'),
          bedrock('InvocationServerErrors', 'server errors'),
          bedrock('InvocationClientErrors', 'client errors'),
          bedrock('InvocationThrottles', 'throttles'),
        ],
        ...WIDGET_SIZE,
      }),
      new cloudwatch.GraphWidget({
        title: 'SES: mail sent and bounced',
        left: [
          sent('Send', 'sent'),
          sent('Delivery', 'delivered'),
          sent('Bounce', 'bounced'),
          sent('Complaint', 'complaints'),
        ],
        ...WIDGET_SIZE,
      }),
      new cloudwatch.GraphWidget({
        title: 'SES: reputation',
        left: [
          sesMetric('Reputation.BounceRate', cloudwatch.Stats.MAXIMUM).with({ label: 'bounce rate' }),
          sesMetric('Reputation.ComplaintRate', cloudwatch.Stats.MAXIMUM).with({ label: 'complaint rate' }),
        ],
        ...WIDGET_SIZE,
      }),
    ];
  }

  /** An alarm that e-mails the topic when it goes off and again when it is over. */
  private alarm(
    id: string,
    props: {
      readonly name: string;
      readonly description: string;
      readonly metric: cloudwatch.IMetric;
      readonly threshold: number;
      readonly comparisonOperator?: cloudwatch.ComparisonOperator;
      readonly evaluationPeriods?: number;
      readonly datapointsToAlarm?: number;
    },
  ): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, id, {
      alarmName: `policylens-${this.config.stage}-${props.name}`,
      alarmDescription: props.description,
      metric: props.metric,
      threshold: props.threshold,
      comparisonOperator:
        props.comparisonOperator ?? cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: props.evaluationPeriods ?? 1,
      ...(props.datapointsToAlarm ? { datapointsToAlarm: props.datapointsToAlarm } : {}),
      // No requests, no invocations, no mail: nothing is wrong.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }
}
