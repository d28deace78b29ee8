import { bedrock } from '#functions/lib/client-bedrock';
import { config } from '#functions/lib/config';
import { documentCurrency } from '../understand/amounts';
import type {
  Analyzer,
  ClaimAssessment,
  ClaimFacts,
  CoverageAnalysis,
  PolicyDocument,
} from '../understand/types';
import {
  type AssessmentAnswer,
  assessmentSchema,
  type CoverageAnswer,
  coverageSchema,
} from './bedrock/answers';
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
import { DOCUMENT_BUDGET_TOKENS } from './bedrock/document-block';
import { evidenceChecker } from './bedrock/evidence';
import { converseInput } from './bedrock/prompt';
import { type ClaimPlan, type CoveragePlan, claimRequest, coverageRequest } from './bedrock/requests';
import { readClaim } from './claim-reading';
import { claimForPlan } from './coverage/plan-limit';
import { nextSteps } from './next-steps';

/**
 * The analyser backed by a model on Amazon Bedrock (Converse API). The model reads the user's
 * documents whole (or, past the budget, whole sections picked by the policy's structure) and
 * decides; the local rules count (dates, periods, deadlines, figures) and their findings are
 * checks the model answers (bedrock/combine.ts). Answers come through a tool whose input schema
 * is the answer's shape, are checked with zod, and a quote or figure is kept only when the page
 * it cites states it.
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
  /** Input tokens the documents may take before whole sections are picked instead. */
  readonly budgetTokens?: number;
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
  const budget = options.budgetTokens ?? DOCUMENT_BUDGET_TOKENS;

  return {
    async coverage(documents, itemType, plan): Promise<CoverageAnalysis> {
      const prepared = coverageRequest(documents, itemType, plan ?? null, budget);
      const fallbackCurrency = documentCurrency(documents);
      // The documents hold no text: there is nothing to ask the model.
      if (!prepared.request) return emptyCoverage(itemType, prepared.keys, fallbackCurrency);
      const { request } = prepared;
      const response = await converse(client, policy, converseInput(policy.modelId, request), request.tool);
      return coverageFromRecorded(prepared, toolAnswer(response, request.tool, coverageSchema), {
        fallbackCurrency,
        tokensUsed: tokensOf(response),
      });
    },

    async assessClaim(documents, facts): Promise<ClaimAssessment> {
      const plan = claimRequest(documents, facts, budget);
      const { request } = plan;
      const response = await converse(client, policy, converseInput(policy.modelId, request), request.tool);
      return claimFromRecorded(
        documents,
        facts,
        plan,
        toolAnswer(response, request.tool, assessmentSchema),
        tokensOf(response),
      );
    },
  };
}

/** A coverage answer (the model's, or one recorded for its request) made into the product's coverage. */
export function coverageFromRecorded(
  plan: CoveragePlan,
  answer: CoverageAnswer,
  context: { fallbackCurrency: string | null; tokensUsed: number },
): CoverageAnalysis {
  return coverageFromAnswer(answer, {
    itemType: plan.local.itemType,
    keys: plan.keys,
    fallbackCurrency: context.fallbackCurrency,
    cite: evidenceChecker(plan.request?.documents.pieces ?? []),
    local: plan.local,
    tokensUsed: context.tokensUsed,
  });
}

/** A claim answer (the model's, or one recorded for its request) combined with the rules' counting. */
export function claimFromRecorded(
  documents: readonly PolicyDocument[],
  facts: ClaimFacts,
  plan: ClaimPlan,
  answer: AssessmentAnswer,
  tokensUsed: number,
): ClaimAssessment {
  const reading = readClaim(facts);
  const combined = combineClaim({
    facts,
    rules: plan.rules,
    conditions: plan.conditions,
    answer,
    cite: evidenceChecker(plan.request.documents.pieces),
    nextSteps: (verdict) => nextSteps(reading, verdict, plan.model.country),
    tokensUsed,
  });
  // The held plan's figure from its own column of a plan table.
  return claimForPlan(documents, combined, facts);
}
