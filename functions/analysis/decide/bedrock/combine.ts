import type {
  Citation,
  ClaimAssessment,
  ClaimCheck,
  ClaimFacts,
  ClaimQuestion,
  MoneyFigure,
  Verdict,
} from '#functions/analysis/understand/types';
import type { AssessmentAnswer, ConditionAnswer, OtherCheck } from './answers';
import { ownQuestionId, type RuleCondition } from './conditions';
import { type CiteCheck, currencyCode, dedupe, factChecker, stated } from './evidence';

/**
 * The model's claim answer combined with the local rules, so that both analysers decide the same
 * way. A condition the rules failed stays failed. One the rules passed and the model fails is
 * asked about. One the rules could not settle is settled by the model only with the customer's own
 * words from the claim form. "Likely covered" needs a covering clause the model quoted from the
 * passages sent and no condition failed or open; anything else is unclear, with the questions
 * that would settle it.
 */
interface Settled {
  readonly check: ClaimCheck;
  readonly question: ClaimQuestion | null;
}

interface Context {
  readonly facts: ClaimFacts;
  readonly factHolds: (quote: string | null | undefined) => boolean;
}

/** A condition left open: the customer's answer settles it, else its question is asked. */
function open(check: ClaimCheck, id: string, question: string, context: Context): Settled {
  const answer = context.facts.answers?.[id];
  if (answer === 'yes')
    return { check: { ...check, outcome: 'pass', detail: `You said yes: ${question}` }, question: null };
  if (answer === 'no')
    return { check: { ...check, outcome: 'fail', detail: `You said no: ${question}` }, question: null };
  return { check: { ...check, outcome: 'unknown', detail: question }, question: { id, question } };
}

function fallbackQuestion(check: Pick<ClaimCheck, 'id' | 'label'>): string {
  if (check.id === 'exclusion') return `Is your claim clear of this exclusion: "${check.label}"?`;
  return `Does your claim meet this condition of the policy: ${check.label.charAt(0).toLowerCase()}${check.label.slice(1)}?`;
}

function settleRuleCondition(
  condition: RuleCondition,
  model: ConditionAnswer | undefined,
  context: Context,
): Settled {
  const { check, question } = condition;
  if (check.outcome === 'fail') return { check, question: null };
  const ownId = ownQuestionId(check.id, check.citation?.quote ?? check.label);
  if (check.outcome === 'pass') {
    if (model?.outcome !== 'fail') return { check, question: null };
    // The rules and the model read the facts differently: the customer settles it.
    return open(check, ownId, model.question?.trim() || fallbackQuestion(check), context);
  }
  if (model && model.outcome !== 'unknown' && context.factHolds(model.factQuote)) {
    const detail = `${model.reason.trim()} (You wrote: "${model.factQuote?.trim()}")`;
    return { check: { ...check, outcome: model.outcome, detail }, question: null };
  }
  const text = question?.question ?? (model?.question?.trim() || fallbackQuestion(check));
  return open(check, question?.id ?? ownId, text, context);
}

/** A condition the model found beyond the rules' list: kept only with a clause quoted from the passages. */
function settleOtherCheck(other: OtherCheck, cite: CiteCheck, context: Context): Settled | null {
  const citation = cite(other.citation);
  if (!citation) return null;
  const check: ClaimCheck = {
    id: 'other-condition',
    label: other.label,
    outcome: other.outcome,
    detail: other.detail,
    citation,
  };
  if (other.outcome === 'pass') return { check, question: null };
  if (other.outcome === 'fail' && context.factHolds(other.factQuote)) return { check, question: null };
  const question = other.question?.trim() || fallbackQuestion({ id: 'other-condition', label: other.label });
  return open(check, ownQuestionId(check.id, citation.quote), question, context);
}

const NOT_CONFIRMED = 'We could not confirm in your documents the clause this assessment relies on.';
const NOT_TIED =
  'A reason to refuse was given that we could not tie to a condition your facts fail, so this stays open.';

function verdictOf(
  settled: readonly Settled[],
  answer: AssessmentAnswer,
  cover: Citation | null,
): { verdict: Verdict; reasons: string[] } {
  const modelReasons = answer.reasons.map((r) => r.trim()).filter(Boolean);
  const fails = settled.filter((s) => s.check.outcome === 'fail');
  if (fails.length > 0) return { verdict: 'likely_not_covered', reasons: fails.map((s) => s.check.detail) };
  const questions = settled.flatMap((s) => (s.question ? [s.question.question] : []));
  if (questions.length > 0) return { verdict: 'unclear', reasons: questions };
  if (answer.verdict === 'likely_covered' && cover)
    return {
      verdict: 'likely_covered',
      reasons: [`The policy covers this: "${cover.quote}"`, ...modelReasons],
    };
  const note =
    answer.verdict === 'likely_covered'
      ? [NOT_CONFIRMED]
      : answer.verdict === 'likely_not_covered'
        ? [NOT_TIED]
        : [];
  return { verdict: 'unclear', reasons: [...modelReasons, ...note] };
}

/** The decisive clauses first: what failed, else what is open, else the covering clause. */
function citationsOf(
  settled: readonly Settled[],
  verdict: Verdict,
  cover: Citation | null,
  rest: readonly Citation[],
) {
  const wanted = verdict === 'likely_not_covered' ? 'fail' : verdict === 'unclear' ? 'unknown' : 'pass';
  const cited = (keep: (s: Settled) => boolean) => settled.filter(keep).map((s) => s.check.citation);
  const decisive = cited((s) => s.check.outcome === wanted);
  const others = cited((s) => s.check.outcome !== wanted);
  return verdict === 'likely_covered'
    ? dedupe([cover, ...decisive, ...others, ...rest])
    : dedupe([...decisive, cover, ...others, ...rest]);
}

function figure(
  money: AssessmentAnswer['limit'],
  cite: CiteCheck,
  fallbackCurrency: string | null,
): MoneyFigure | null {
  if (!money) return null;
  const citation = cite(money.citation);
  const amount = stated(money.amount, citation);
  return amount === null
    ? null
    : { amount, currency: currencyCode(money.currency) ?? fallbackCurrency, citation };
}

function payout(
  answer: AssessmentAnswer,
  rules: ClaimAssessment,
  figures: { limit: MoneyFigure | null; excess: MoneyFigure | null; verdict: Verdict; value: number },
): number | null {
  const { limit, excess, verdict, value } = figures;
  if (!limit || verdict === 'likely_not_covered') return null;
  let ceiling = Math.max(0, Math.min(value, limit.amount) - (excess?.amount ?? 0));
  // The rules know single-article caps: with the same limit, their payout is the ceiling.
  if (rules.estimatedPayout !== null && rules.limit?.amount === limit.amount)
    ceiling = Math.min(ceiling, rules.estimatedPayout);
  // The model may know of a co-payment the arithmetic does not, but never pays above the ceiling.
  const model = answer.estimatedPayout;
  return model !== null && model >= 0 && model <= ceiling ? model : ceiling;
}

export interface CombineInput {
  readonly facts: ClaimFacts;
  readonly rules: ClaimAssessment;
  readonly conditions: readonly RuleCondition[];
  readonly answer: AssessmentAnswer;
  readonly cite: CiteCheck;
  readonly nextSteps: (verdict: Verdict) => string[];
  readonly tokensUsed: number;
}

export function combineClaim(input: CombineInput): ClaimAssessment {
  const { facts, rules, answer, cite } = input;
  const context: Context = { facts, factHolds: factChecker(facts) };
  const settled = [
    ...input.conditions.map((c) =>
      settleRuleCondition(
        c,
        answer.conditions.find((a) => a.number === c.number),
        context,
      ),
    ),
    ...answer.checks.flatMap((c) => settleOtherCheck(c, cite, context) ?? []),
  ];
  const cover = cite(answer.coverCitation);
  const { verdict, reasons } = verdictOf(settled, answer, cover);
  const limit = figure(answer.limit, cite, rules.currency) ?? rules.limit;
  const excess = figure(answer.excess, cite, rules.currency) ?? rules.excess;
  const modelExclusions = answer.exclusions.flatMap((e) => {
    const citation = cite(e.citation);
    return citation ? [{ title: e.title, citation }] : [];
  });
  const exclusionQuotes = new Set<string>();
  return {
    verdict,
    reasons,
    citations: citationsOf(settled, verdict, cover, [
      ...answer.citations.map(cite).flatMap((c) => c ?? []),
      ...rules.citations,
    ]),
    exclusions: [...rules.exclusions, ...modelExclusions].filter(
      (e) => !exclusionQuotes.has(e.citation.quote) && exclusionQuotes.add(e.citation.quote),
    ),
    excess,
    limit,
    estimatedPayout: payout(answer, rules, { limit, excess, verdict, value: facts.estimatedValue }),
    currency: limit?.currency ?? excess?.currency ?? rules.currency,
    checks: settled.map((s) => s.check),
    nextSteps: input.nextSteps(verdict),
    questions: settled.flatMap((s) => (s.question ? [s.question] : [])),
    tokensUsed: input.tokensUsed,
  };
}
