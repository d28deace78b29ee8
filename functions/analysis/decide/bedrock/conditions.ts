import type { Clause } from '#functions/analysis/understand/clauses';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type {
  Citation,
  ClaimAssessment,
  ClaimCheck,
  ClaimQuestion,
} from '#functions/analysis/understand/types';

/**
 * The conditions and exclusions the local rules found for a claim, numbered for the prompt: the
 * model tests each one, and its answers are combined with the rules' own outcome (combine.ts).
 */
export interface RuleCondition {
  readonly number: number;
  readonly check: ClaimCheck;
  /** The rule's question, when the rule could not settle the condition from the facts. */
  readonly question: ClaimQuestion | null;
  /** The whole clause the check cites, when it cites one. */
  readonly clause: Clause | null;
}

/** The clause a citation was cut from (citations quote a clause's opening words). */
export function clauseOf(model: PolicyModel, citation: Citation | null | undefined): Clause | null {
  if (!citation) return null;
  return (
    model.clauses.find(
      (c) => c.file === citation.file && c.page === citation.page && c.text.startsWith(citation.quote),
    ) ?? null
  );
}

export function ruleConditions(rules: ClaimAssessment, model: PolicyModel): RuleCondition[] {
  return rules.checks.map((check, i) => ({
    number: i + 1,
    check,
    question:
      check.outcome === 'unknown' ? (rules.questions.find((q) => q.question === check.detail) ?? null) : null,
    clause: clauseOf(model, check.citation),
  }));
}

/** A clause's opening words: the whole clause is among the passages sent. */
function opening(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}...`;
}

/** The list as the model reads it: each condition's label and the clause it comes from. */
export function conditionsBlock(conditions: readonly RuleCondition[]): string {
  if (conditions.length === 0) return 'Numbered terms: none were found; give an empty list.';
  const lines = conditions.map(({ number, check, clause }) => {
    const where = clause ?? check.citation;
    const said = clause?.text ?? check.citation?.quote ?? '';
    // An exclusion is named by its own words: its label already quotes the clause.
    const quote = said && !said.startsWith(check.label) ? `: "${opening(said)}"` : '';
    const source = where
      ? `from [${where.file} p.${where.page}]${quote}`
      : 'from the claim form and the policy dates';
    // An exclusion passes when it does not apply to this claim.
    const kind = check.id === 'exclusion' ? ' [an exclusion: passes when it does not apply]' : '';
    return `${number}. ${check.label}${kind} (${source})`;
  });
  return `Numbered terms (term: the words before any bracket or parenthesis):\n${lines.join('\n')}`;
}

/** A stable id for a question this adapter asks, so that the customer's answer finds it again. */
export function ownQuestionId(prefix: string, text: string): string {
  let hash = 7;
  for (const char of text) hash = (hash * 33 + (char.codePointAt(0) ?? 0)) | 0;
  return `${prefix}-model-${(hash >>> 0).toString(36)}`;
}
