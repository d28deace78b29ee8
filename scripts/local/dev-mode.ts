/**
 * Powertools' dev mode for everything the local stack runs: readable one-line logs, no metrics
 * written (there is no CloudWatch to read them). Imported first, before any module that builds a
 * Powertools utility reads the environment.
 */
process.env.POWERTOOLS_DEV ??= 'true';
/**
 * Tracing is off outside Lambda, so the X-Ray SDK's context tracking (an async hook on every
 * promise, which costs a tenth of a route's CPU) is off too. In Lambda, with tracing active, it
 * is what keeps each AWS call in the invocation's trace.
 */
process.env.AWS_XRAY_MANUAL_MODE ??= 'true';
