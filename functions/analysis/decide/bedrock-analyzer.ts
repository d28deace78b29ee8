import { bedrock } from '#functions/lib/client-bedrock';
import { config } from '#functions/lib/config';
import { documentCurrency } from '../understand/amounts';
import type { Analyzer, ClaimAssessment, CoverageAnalysis } from '../understand/types';
import { assessmentSchema, coverageSchema } from './bedrock/answers';
import {
  type ConverseClient,
  converse,
  type RetryPolicy,
  tokensOf,
  toolAnswer,
  wait,
} from './bedrock/client';
import { combineClaim } from './bedrock/combine';
import { coverageFromAnswer, emptyCoverage } from './bedrock/coverage';
import { evidenceChecker } from './bedrock/evidence';
import { converseInput } from './bedrock/prompt';
import { claimRequest, coverageRequest } from './bedrock/requests';
import { readClaim } from './claim-reading';
import { claimForPlan } from './coverage/plan-limit';
import { nextSteps } from './next-steps';

/**
 * The analyser backed by a model on Amazon Bedrock (Converse API). It reads the policy through the
 * same policy model and rules as the local analyser: it sends only the passages retrieval picks
 * from that model, asks the model to test the conditions the rules found, and combines its answer
 * with the rules' (bedrock/combine.ts). Answers come through a tool whose input schema is the
 * answer's shape, are checked with zod, and a figure is kept only when a passage sent states it.
 */
export { type ConverseClient, ModelOutputError } from './bedrock/client';
export { SYSTEM_PROMPT } from './bedrock/prompt';
export { ASSESSMENT_TOOL, COVERAGE_TOOL } from './bedrock/tool-schemas';

export interface BedrockAnalyzerOptions {
  readonly modelId?: string;
  /** Calls to the model per question, the first included, before giving up as busy. */
  readonly maxAttempts?: number;
  /** Wait before the first retry; each further retry waits twice as long. */
  readonly baseDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Characters of policy text sent per question. */
  readonly budgetChars?: number;
}

/**
 * The Bedrock analyser. The client defaults to one for the configured region with the SDK's own
 * retries turned off, so that this adapter's backoff is the only retry policy.
 */
export function createBedrockAnalyzer(
  client: ConverseClient = bedrock(),
  options: BedrockAnalyzerOptions = {},
): Analyzer {
  const policy: RetryPolicy = {
    modelId: options.modelId ?? config().bedrockModelId,
    maxAttempts: Math.max(1, options.maxAttempts ?? 3),
    baseDelayMs: options.baseDelayMs ?? 500,
    sleep: options.sleep ?? wait,
  };
  const budget = options.budgetChars ?? 12000;

  return {
    async coverage(documents, itemType, plan): Promise<CoverageAnalysis> {
      const { keys, local, pieces, request } = coverageRequest(documents, itemType, plan ?? null, budget);
      const fallbackCurrency = documentCurrency(documents);
      // Nothing in the documents speaks to this item: there is nothing to ask the model.
      if (!request) return emptyCoverage(itemType, keys, fallbackCurrency);
      const response = await converse(client, policy, converseInput(policy.modelId, request), request.tool);
      return coverageFromAnswer(toolAnswer(response, request.tool, coverageSchema), {
        itemType,
        keys,
        fallbackCurrency,
        cite: evidenceChecker(pieces),
        local,
        tokensUsed: tokensOf(response),
      });
    },

    async assessClaim(documents, facts): Promise<ClaimAssessment> {
      const { model, rules, conditions, pieces, request } = claimRequest(documents, facts, budget);
      // Nothing in the documents speaks to this claim: the rules' answer stands (it cannot be "covered").
      if (pieces.length === 0) return claimForPlan(documents, rules, facts);
      const response = await converse(client, policy, converseInput(policy.modelId, request), request.tool);
      const reading = readClaim(facts);
      const combined = combineClaim({
        facts,
        rules,
        conditions,
        answer: toolAnswer(response, request.tool, assessmentSchema),
        cite: evidenceChecker(pieces),
        nextSteps: (verdict) => nextSteps(reading, verdict, model.country),
        tokensUsed: tokensOf(response),
      });
      // The held plan's figure from its own column of a plan table.
      return claimForPlan(documents, combined, facts);
    },
  };
}
