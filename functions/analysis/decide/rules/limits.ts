import { formatAmount } from '#domain/money';
import { readAmounts } from '#functions/analysis/understand/amounts';
import type { Clause } from '#functions/analysis/understand/clauses';
import { citeClause } from '#functions/analysis/understand/clauses';
import { NUMBER, readNumber } from '#functions/analysis/understand/language/quantities';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { MoneyFigure } from '#functions/analysis/understand/types';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { isShort } from '../reach';
import { clauseOverlap } from '../relevance';
import { conflicts, EVENTS, isAboutOtherEvents, THINGS } from './scope';

/**
 * Limits on how many (visits a year, one pair of glasses a year) and the excess against the loss:
 * a loss no larger than the excess pays nothing.
 */
const COUNT = new RegExp(
  String.raw`\b(?:limited to\s+|maximum of\s+)?(?<n>${NUMBER})\s+(?:(?!per\b|a\b|each\b)[a-z]+\s+)?(?<noun>visits?|pairs?|sessions?|treatments?|appointments?|consultations?|claims?|days?|exams?|examinations?|check-?ups?|call-?outs?)\b[^.]{0,40}?(?:per|each|every|a|\/|during any one|in any one|in each|during each|in any|during any)\s*(?:calendar\s+|policy\s+|benefit\s+)?(?:year|period|(?:12|twelve)[-\s]months?)`,
  'i',
);
/** Words for one more use of a benefit: a visit, a session and an appointment count alike. */
const OCCASIONS =
  /^(visit|session|treatment|appointment|consultation|exam|examination|check-?up|claim|call-?out|time)/;

function sameOccasion(claimNoun: string, capNoun: string): boolean {
  const cap = capNoun.replace(/s$/, '');
  const words = claimNoun.split(/\s+/);
  return claimNoun.includes(cap) || (words.some((w) => OCCASIONS.test(w)) && OCCASIONS.test(cap));
}

export function countCap(model: PolicyModel, reading: ClaimReading): Finding[] {
  const ordinal = reading.ordinal;
  if (!ordinal) return [];
  const best = model.clauses
    .filter(
      (c) =>
        !conflicts(c, reading) && (isShort(model) || clauseOverlap(model, reading, c).concepts.length > 0),
    )
    .map((clause) => ({ clause, m: COUNT.exec(clause.text)?.groups }))
    .filter((x) => x.m && sameOccasion(ordinal.noun, x.m.noun ?? ''))
    .map((x) => ({
      clause: x.clause,
      n: readNumber(x.m?.n ?? '') ?? 0,
      noun: x.m?.noun ?? '',
      score: clauseOverlap(model, reading, x.clause).score,
    }))
    .sort((a, b) => b.score - a.score)[0];
  if (!best) return [];
  const over = ordinal.n > best.n;
  return [
    {
      rule: 'count-limit',
      label: `Within ${best.n} ${best.noun} a year`,
      outcome: over ? 'fail' : 'pass',
      reason: over
        ? `This would be number ${ordinal.n}, over the policy's limit of ${best.n} ${best.noun} a year.`
        : `This is within the policy's limit of ${best.n} ${best.noun} a year.`,
      clause: best.clause,
    },
  ];
}

/**
 * The covering clause limits how many a year ("Acupuncture - 10 visits/calendar year") and the
 * claim did not say which this is: it is asked, not assumed to be within the limit.
 */
export function countAsked(
  reading: ClaimReading,
  cover: Clause | null,
  findings: readonly Finding[],
): Finding[] {
  const m = cover ? COUNT.exec(cover.text)?.groups : undefined;
  if (!cover || !m || findings.some((f) => f.rule === 'count-limit')) return [];
  const limit = `${m.n} ${m.noun} a year`;
  return [
    askOrSettle(
      { rule: 'count-limit', label: `Within ${limit}`, clause: cover },
      `Is this within the ${limit} the policy allows?`,
      reading.facts.answers,
      `The policy allows ${limit}, and this is over it.`,
    ),
  ];
}

/** The policy's excess or deductible; "in excess of £5,000" only means "more than". */
const EXCESS =
  /\b(?<!\bin )(excess|deductible)\b(?! of (?:the )?[£$€₹\d])|\b(?:the|an?|policy|standard) excess of\b/i;
const GENERAL_EXCESS =
  /^(the )?excess\b|\b(standard|basic|compulsory|policy|voluntary|each and every|any one claim|per claim|each claim|every claim)\b/i;

/** A figure standing alone on its line ("$300"), as a schedule prints it under its label. */
function loneFigure(clause: Clause | undefined): { value: number; currency: string | null } | null {
  const amounts = clause && clause.text.length <= 20 ? readAmounts(clause.text) : [];
  const only = amounts.length === 1 ? amounts[0] : undefined;
  return only ? { value: only.value, currency: only.currency ?? null } : null;
}

/**
 * The excess a schedule prints right after a cover it lists ("WEDDING RING $1,000 / Individual
 * items away from Home excess $300"): that cover's own excess, which replaces the basic one.
 */
function excessBeside(model: PolicyModel, cover: Clause): MoneyFigure | null {
  const at = model.clauses.indexOf(cover);
  const near = model.clauses
    .slice(at + 1, at + 5)
    .filter((c) => c.file === cover.file && c.page === cover.page);
  for (const [i, clause] of near.entries()) {
    if (!EXCESS.test(clause.text) || GENERAL_EXCESS.test(clause.text)) continue;
    const own = excessAmount(clause);
    const below = own ? null : loneFigure(near[i + 1]);
    const amount = own ?? below;
    if (!amount) continue;
    const quote = below ? `${clause.text} ${near[i + 1]?.text}` : clause.text;
    return {
      amount: amount.value,
      currency: amount.currency ?? model.currency,
      citation: { file: clause.file, page: clause.page, quote },
    };
  }
  return null;
}

/**
 * The excess that applies to this claim: the one a schedule prints beside its cover, else one
 * naming its event, else the policy's general excess.
 */
function namesEventOrThing(clause: Clause): boolean {
  return [...clause.yes].some((id) => EVENTS.has(id) || THINGS.has(id));
}

export function findExcess(
  model: PolicyModel,
  reading: ClaimReading,
  cover: Clause | null = null,
): MoneyFigure | null {
  const beside = cover?.specified ? excessBeside(model, cover) : null;
  if (beside) return beside;
  const rows = model.clauses
    .filter((c) => EXCESS.test(c.text) && !conflicts(c, reading) && !isAboutOtherEvents(c, reading))
    .map((clause) => ({
      clause,
      amount: excessAmount(clause),
      score: clauseOverlap(model, reading, clause).score,
    }))
    .filter(
      (r): r is { clause: Clause; amount: { value: number; currency: string | null }; score: number } =>
        r.amount !== null,
    );
  const specific = rows.filter((r) => r.score > 0).sort((a, b) => b.score - a.score)[0];
  // "Your deductible. It is now set to $500": the one excess a short document states, about no event or thing of its own.
  const amounts = new Set(rows.map((r) => r.amount.value));
  const general =
    rows.find((r) => GENERAL_EXCESS.test(r.clause.text)) ??
    (isShort(model) && amounts.size === 1 ? rows.find((r) => !namesEventOrThing(r.clause)) : undefined);
  const chosen = specific ?? general;
  if (!chosen) return null;
  return {
    amount: chosen.amount.value,
    currency: chosen.amount.currency ?? model.currency,
    citation: citeClause(chosen.clause),
  };
}

/** Words that may stand between "excess" and its figure ("excess is a minimum of £500"). */
const BETWEEN =
  /^[\s:.'’‘"”“]*((is|of|are|will|be|applies|apply|a|an|the|minimum|basic|standard|compulsory|each|claim|per|and|every|for|it|now|set|to)\b[\s:.'’‘"”“]*){0,6}$/i;

/** The figure stated as the excess: right after the word ("Excess: £250") or right before it ("£500 excess"). */
function excessAmount(clause: Clause): { value: number; currency: string | null } | null {
  const text = clause.text;
  // A benefit for someone else's excess ("car rental excess") is not this policy's excess.
  if (/\b(rental|hire|reimburse)\b/i.test(text)) return null;
  const amounts = readAmounts(text);
  // "The excess shown in the certificate. Under this section, the excess is €250": any mention may carry it.
  for (const match of text.matchAll(new RegExp(EXCESS.source, 'gi'))) {
    const at = match.index ?? 0;
    const after = at + match[0].length;
    const found = amounts.find((a) => {
      if (a.index >= after) return BETWEEN.test(text.slice(after, a.index));
      const end = a.index + a.text.length;
      return (
        end <= at && /^\s*((basic|standard|compulsory|voluntary|policy)\s+)?$/i.test(text.slice(end, at))
      );
    });
    if (found) return { value: found.value, currency: found.currency ?? null };
  }
  return null;
}

function money(amount: number, currency?: string | null): string {
  return currency ? `${currency} ${formatAmount(amount)}` : formatAmount(amount);
}

export function excessAboveLoss(
  reading: ClaimReading,
  excess: MoneyFigure | null,
  excessClause: Clause | null,
): Finding[] {
  // A health plan's deductible is what the member pays before the plan shares costs, not a bar to a
  // claim; a home or travel policy's deductible is its excess.
  if (!excess || reading.facts.itemType === 'health') return [];
  const value = reading.facts.estimatedValue;
  if (value > excess.amount) return [];
  return [
    {
      rule: 'excess',
      label: 'Loss larger than the excess',
      outcome: 'fail',
      reason: `The loss (${money(value, excess.currency)}) is not more than the ${money(excess.amount, excess.currency)} excess, so nothing would be paid.`,
      clause: excessClause,
    },
  ];
}
