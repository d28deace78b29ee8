import { type PolicyModel, policyModel } from '#functions/analysis/understand/policy-model';
import type {
  ClaimAssessment,
  ClaimFacts,
  CoverageAnalysis,
  PolicyDocument,
} from '#functions/analysis/understand/types';
import { benefitTerms } from '#functions/analysis/understand/vocabulary/benefits';
import { assessClaimByRules } from '../assess-claim';
import { analyseCoverage } from '../coverage/local-coverage';
import { type RuleCondition, ruleConditions } from './conditions';
import { DOCUMENT_BUDGET_TOKENS, documentBlock } from './document-block';
import { claimQuestion, coverageQuestion, type ToolRequest } from './prompt';
import { ASSESSMENT_TOOL, COVERAGE_TOOL } from './tool-schemas';

/**
 * What is asked of the model for each question, prepared without calling it (the CLI writes these
 * requests, and the benchmark measures them): the local reader's answer first, as hints and as
 * the checks the model must answer, then the documents and the question.
 */
const filesOf = (documents: readonly PolicyDocument[]) => [...new Set(documents.map((d) => d.file))];

export interface CoveragePlan {
  readonly keys: readonly string[];
  /** The local reader's coverage: its figures are hints in the question. */
  readonly local: CoverageAnalysis;
  /** Null when the documents hold no text: there is nothing to ask the model. */
  readonly request: ToolRequest | null;
}

export function coverageRequest(
  documents: readonly PolicyDocument[],
  itemType: string,
  plan: string | null,
  budgetTokens: number = DOCUMENT_BUDGET_TOKENS,
): CoveragePlan {
  const keys = Object.keys(benefitTerms(itemType));
  const local = analyseCoverage(documents, itemType, plan);
  const block = documentBlock(documents, itemType, budgetTokens);
  if (block.pieces.length === 0) return { keys, local, request: null };
  return {
    keys,
    local,
    request: {
      tool: COVERAGE_TOOL,
      question: coverageQuestion(itemType, local, plan),
      documents: block,
      files: filesOf(documents),
    },
  };
}

export interface ClaimPlan {
  readonly model: PolicyModel;
  /** The local rules' assessment: the terms they tested are the model's numbered checks. */
  readonly rules: ClaimAssessment;
  readonly conditions: readonly RuleCondition[];
  readonly request: ToolRequest;
}

export function claimRequest(
  documents: readonly PolicyDocument[],
  facts: ClaimFacts,
  budgetTokens: number = DOCUMENT_BUDGET_TOKENS,
): ClaimPlan {
  const model = policyModel(documents);
  const rules = assessClaimByRules(documents, facts);
  const conditions = ruleConditions(rules, model);
  return {
    model,
    rules,
    conditions,
    request: {
      tool: ASSESSMENT_TOOL,
      question: claimQuestion(facts, conditions),
      documents: documentBlock(documents, facts.itemType, budgetTokens),
      files: filesOf(documents),
    },
  };
}
