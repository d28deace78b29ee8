/**
 * The model the deployed analyser calls, and the models Bedrock no longer serves. The default is a
 * cross-region inference profile in the EU geography, so that a UK user's documents are read in
 * European regions (docs/decisions/017-the-model-decides.md says why this model).
 */
export const DEFAULT_MODEL_ID = 'eu.anthropic.claude-sonnet-4-6';

/** List prices of the default model, in US dollars per million tokens (Bedrock, on demand). */
export const MODEL_PRICE = {
  input: 3,
  output: 15,
  /** Writing the cached prefix costs a quarter more than reading it fresh. */
  cacheWrite: 3.75,
  cacheRead: 0.3,
} as const;

/** Context window of the default model, in tokens. */
export const MODEL_CONTEXT_TOKENS = 200_000;

/**
 * Model ids Bedrock has retired (or retires before a deploy made today would end): a stack that
 * names one assesses nothing. Matched on the id after any geography prefix.
 */
const RETIRED: readonly RegExp[] = [
  /^anthropic\.claude-instant/,
  /^anthropic\.claude-v\d/,
  /^anthropic\.claude-2/,
  /^anthropic\.claude-3-/,
  /^anthropic\.claude-(sonnet|opus)-4-20250514/,
  /^anthropic\.claude-sonnet-4-5-20250929/,
];

/** A geography or global prefix of a cross-region inference profile id. */
export const PROFILE_PREFIX = /^(us|us-gov|eu|apac|au|jp|ca|global)\./;

export function isRetiredModel(modelId: string): boolean {
  const base = modelId.replace(PROFILE_PREFIX, '');
  return RETIRED.some((pattern) => pattern.test(base));
}
