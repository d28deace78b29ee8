/**
 * What both analysers take as evidence that can overrule a reading: counting on figures the clause
 * and the claim both state. In AWS a rule's failure of these kinds stands over the model's answer
 * (bedrock/combine.ts); any other rule finding is a check the model answers.
 */

/** Rules whose finding is counting on figures the clause and the claim state. */
export const ARITHMETIC_RULES: ReadonlySet<string> = new Set([
  'policy-period',
  'waiting-period',
  'time-limit',
  'notice-period',
  'time-after-event',
  'hours-threshold',
  'count-limit',
  'excess',
  'threshold',
  'days-in-total',
  'longest-absence',
  'lived-in',
]);

/** At most this many questions are asked of the customer, the most decisive first. */
export const MAX_QUESTIONS = 5;
