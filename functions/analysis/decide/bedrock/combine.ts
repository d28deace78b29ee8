import { squash } from '#functions/analysis/understand/text';
import type {
  Citation,
  ClaimAssessment,
  ClaimCheck,
  ClaimFacts,
  ClaimQuestion,
  MoneyFigure,
  Verdict,
} from '#functions/analysis/understand/types';
import { ARITHMETIC_RULES, MAX_QUESTIONS } from '../verdict-policy';
import type { AssessmentAnswer, ConditionAnswer, OtherCheck } from './answers';
import { ownQuestionId, type RuleCondition } from './conditions';
import { type CiteCheck, currencyCode, dedupe, factChecker, stated } from './evidence';

/**
 * The model's claim answer, with the local rules' findings as checks it answered. The model
 * decides: its verdict stands when the clause it relies on is quoted from the documents (a cover
 * clause for "likely covered", a failing term for "likely not covered"). A rule overrules it only
 * by counting: a date outside the period of cover, a waiting period, a deadline in hours or days,
 * a count of claims, a figure against the value (ARITHMETIC). Any other rule finding the model
 * did not settle becomes a question for the customer, never a refusal.
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

/**
 * The model's answer to a numbered term: found by the term's name (its label, as the list gives
 * it), else by its number when the answer names no term or a term close to this one's.
 */
function answerTo(
  condition: RuleCondition,
  answers: readonly ConditionAnswer[],
): ConditionAnswer | undefined {
  const name = squash(condition.check.label);
  const term = (a: ConditionAnswer) => squash(a.term ?? '');
  const named = answers.find((a) => a.term && term(a) === name);
  if (named) return named;
  return answers.find(
    (a) => a.number === condition.number && (!a.term || name.includes(term(a)) || term(a).includes(name)),
  );
}

function settleRuleCondition(
  condition: RuleCondition,
  model: ConditionAnswer | undefined,
  context: Context,
  modelDecided: boolean,
): Settled | null {
  const { check, question } = condition;
  const ownId = ownQuestionId(check.id, check.citation?.quote ?? check.label);
  const ask = () =>
    open(
      check,
      question?.id ?? ownId,
      question?.question ?? (model?.question?.trim() || fallbackQuestion(check)),
      context,
    );
  // Counting the rules did on stated figures (or the customer's own answer) stands.
  if (check.outcome === 'fail' && ARITHMETIC_RULES.has(check.id)) return { check, question: null };
  // A term the model passed over when it decided: its verdict stands; the term is not shown.
  if (!model && modelDecided) return check.outcome === 'pass' ? { check, question: null } : null;
  // Words the model says the form holds and it does not: no answer at all.
  const fabricated = Boolean(model?.factQuote?.trim()) && !context.factHolds(model?.factQuote);
  if (!model || model.outcome === 'unknown' || fabricated)
    return check.outcome === 'pass' ? { check, question: null } : ask();
  const quoted = context.factHolds(model.factQuote) ? ` (You wrote: "${model.factQuote?.trim()}")` : '';
  const detail = `${model.reason.trim()}${quoted}`;
  // A counted pass the model fails on other grounds: the customer settles it.
  if (check.outcome === 'pass' && model.outcome === 'fail' && ARITHMETIC_RULES.has(check.id))
    return open(check, ownId, model.question?.trim() || fallbackQuestion(check), context);
  return { check: { ...check, outcome: model.outcome, detail }, question: null };
}

/** A term the model found beyond the rules' list: kept only with its clause quoted from the documents. */
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
  if (other.outcome !== 'unknown') return { check, question: null };
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
  if (questions.length > 0) return { verdict: 'unclear', reasons: questions.slice(0, MAX_QUESTIONS) };
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
    ...input.conditions.flatMap(
      (c) =>
        settleRuleCondition(c, answerTo(c, answer.conditions), context, answer.verdict !== 'unclear') ?? [],
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
    questions: settled.flatMap((s) => (s.question ? [s.question] : [])).slice(0, MAX_QUESTIONS),
    tokensUsed: input.tokensUsed,
  };
}
