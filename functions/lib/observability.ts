import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { powertoolsLogger } from './logger';

/**
 * Powertools' Tracer and Metrics, and the middy stack every function runs in: the Lambda context
 * and request ids on every log line, a trace segment per invocation (AWS SDK clients captured in
 * clients.ts), and the invocation's metrics flushed as CloudWatch embedded metrics. Outside Lambda
 * the tracer is off; locally (Powertools' dev mode) metrics are not written.
 */
export const tracer = new Tracer({ serviceName: 'policylens' });
/**
 * Most requests record no metric of their own: Powertools' note that there was nothing to publish
 * is left out, the rest of what it says goes to the app's logger.
 */
const metricsLog = {
  debug: () => undefined,
  info: (message: string) => powertoolsLogger.info(message),
  warn: (message: string) => {
    if (!message.startsWith('No application metrics to publish')) powertoolsLogger.warn(message);
  },
  error: (message: string) => powertoolsLogger.error(message),
};
export const metrics = new Metrics({
  namespace: 'PolicyLens',
  serviceName: 'policylens',
  logger: metricsLog,
});
export { MetricUnit };

/** The product's own metrics, by name. */
export const METRIC = {
  policiesReady: 'PoliciesReady',
  policiesRefused: 'PoliciesRefused',
  pagesExtracted: 'PagesExtracted',
  assessmentsCompleted: 'AssessmentsCompleted',
  assessmentsFailed: 'AssessmentsFailed',
  analysisLatency: 'AnalysisLatency',
  coverageCalculated: 'CoverageCalculated',
  mailAccepted: 'PolicyMailAccepted',
  mailRefused: 'PolicyMailRefused',
  errors: 'Errors',
} as const;

/** Counts one occurrence of a metric. */
export function count(name: (typeof METRIC)[keyof typeof METRIC], value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/**
 * A handler run inside the Powertools middlewares. middy ends a run just before the function's
 * time limit; `timeoutResponse` is what the caller then gets (by default the run fails with a
 * TimeoutError, as a background function should, so its event is retried).
 */
export function observed<E, R>(
  handler: (event: E, context: Context) => Promise<R>,
  options: { timeoutResponse?: () => R } = {},
) {
  return middy<E, R>(options.timeoutResponse ? { timeoutEarlyResponse: options.timeoutResponse } : {})
    .use(injectLambdaContext(powertoolsLogger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(logMetrics(metrics))
    .handler(handler);
}
