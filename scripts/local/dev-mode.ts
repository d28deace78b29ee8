/**
 * Powertools' dev mode for everything the local stack runs: readable one-line logs, no metrics
 * written (there is no CloudWatch to read them). Imported first, before any module that builds a
 * Powertools utility reads the environment.
 */
process.env.POWERTOOLS_DEV ??= 'true';
