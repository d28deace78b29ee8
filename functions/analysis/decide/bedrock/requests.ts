import { type PolicyModel, policyModel } from '#functions/analysis/understand/policy-model';
import type { Piece } from '#functions/analysis/understand/text';
import type {
  ClaimAssessment,
  ClaimFacts,
  CoverageAnalysis,
  PolicyDocument,
} from '#functions/analysis/understand/types';
import { SUB_COVER_TERMS } from '#functions/analysis/understand/vocabulary/terms';
import { assessClaimByRules } from '../assess-claim';
import { analyseCoverage } from '../coverage/local-coverage';
import { retrieveForClaim, retrieveForCoverage } from '../retrieval';
import { type RuleCondition, ruleConditions } from './conditions';
import { claimQuestion, coverageQuestion, type ToolRequest } from './prompt';
import { ASSESSMENT_TOOL, assessmentToolSchema, COVERAGE_TOOL, coverageToolSchema } from './tool-schemas';

/**
 * What is asked of the model for each question, prepared without calling it (the benchmark
 * measures these prompts): the local reader's answer first, then the passages and the question
 * built on it.
 */
const filesOf = (documents: readonly PolicyDocument[]) => [...new Set(documents.map((d) => d.file))];

export interface CoveragePlan {
  readonly keys: readonly string[];
  /** The local reader's coverage: its rows are sent first, its plans kept. */
  readonly local: CoverageAnalysis;
  readonly pieces: readonly Piece[];
  /** Null when no passage speaks to the question: there is nothing to ask the model. */
  readonly request: ToolRequest | null;
}

export function coverageRequest(
  documents: readonly PolicyDocument[],
  itemType: string,
  plan: string | null,
  budgetChars: number,
): CoveragePlan {
  const keys = Object.keys(SUB_COVER_TERMS[itemType] ?? {});
  const local = analyseCoverage(documents, itemType, plan);
  const pieces = retrieveForCoverage(documents, { itemType, keys, hints: local.citations }, budgetChars);
  if (pieces.length === 0) return { keys, local, pieces, request: null };
  return {
    keys,
    local,
    pieces,
    request: {
      tool: COVERAGE_TOOL,
      description:
        'Records the limits a policy states for an item and its sub-covers, each with the quoted words it came from.',
      schema: coverageToolSchema(itemType, filesOf(documents)),
      question: coverageQuestion(itemType, local, plan),
      pieces,
    },
  };
}

export interface ClaimPlan {
  readonly model: PolicyModel;
  /** The local rules' assessment: the conditions they tested are the model's numbered list. */
  readonly rules: ClaimAssessment;
  readonly conditions: readonly RuleCondition[];
  readonly pieces: readonly Piece[];
  readonly request: ToolRequest;
}

export function claimRequest(
  documents: readonly PolicyDocument[],
  facts: ClaimFacts,
  budgetChars: number,
): ClaimPlan {
  const model = policyModel(documents);
  const rules = assessClaimByRules(documents, facts);
  const conditions = ruleConditions(rules, model);
  const decisive = [
    ...rules.checks.flatMap((c) => c.citation ?? []),
    ...rules.citations,
    ...rules.exclusions.map((e) => e.citation),
    ...[rules.limit?.citation, rules.excess?.citation].flatMap((c) => c ?? []),
  ];
  const pieces = retrieveForClaim(documents, facts, decisive, budgetChars);
  return {
    model,
    rules,
    conditions,
    pieces,
    request: {
      tool: ASSESSMENT_TOOL,
      description:
        'Records the assessment of a claim against a policy: each listed condition tested against the facts, the covering clause, verdict, reasons, excess and limit.',
      schema: assessmentToolSchema(filesOf(documents), conditions.length),
      question: claimQuestion(facts, conditions),
      pieces,
    },
  };
}
