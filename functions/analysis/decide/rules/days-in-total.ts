import type { Clause } from '#functions/analysis/understand/clauses';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import { sentencesOf } from '#functions/analysis/understand/language/nlp';
import { ORDINALS, spansIn } from '#functions/analysis/understand/language/quantities';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { isShort } from '../reach';
import type { Cover } from './cover';

/**
 * A cap on days summed over every trip of a period ("limited to 17 days in total in each period of
 * insurance for winter sports", "the maximum duration of cover for all those Trips cumulated is
 * limited to 180 days"): the days of the trips the claim says came before, and the day of this trip
 * it happened on, are added and compared with the cap. A cap scoped to an activity reaches only a
 * claim about that activity. Where the claim does not say which day it happened on, it is asked.
 */
export interface DayCap {
  readonly days: number;
  /** What the cap is for ("winter sports"), when it names it. */
  readonly scope: string | null;
  readonly text: string;
}

const TOTAL = /\b(?:in total|cumulat\w*|in (?:the )?aggregate|all (?:those |of the |your )?trips)\b/i;
const CAPPING = /\b(?:limited to|limit of|maximum|up to|not (?:to )?exceed(?:ing)?)\b/i;
const SCOPE = /^[^.(;]{0,40}?\bfor ((?:[a-z]+ ){0,2}[a-z]+)\b(?=\s*(?:\(|[.,;]|$))/i;
const CAP_FIGURE = /\b(\d{1,3})\s*days?\b/gi;

/** The caps on days in total a clause sets. Pure. */
export function dayCapsIn(text: string): DayCap[] {
  const caps: DayCap[] = [];
  for (const m of text.matchAll(CAP_FIGURE)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 90), at);
    const after = text.slice(at + m[0].length, at + m[0].length + 60);
    if (!CAPPING.test(before) || !(TOTAL.test(before) || TOTAL.test(after))) continue;
    const scope = SCOPE.exec(after.replace(/^\s*in total\b/i, ''))?.[1] ?? null;
    caps.push({
      days: Number(m[1]),
      scope: scope && !/\bperiod|year|trip/i.test(scope) ? scope : null,
      text: m[0],
    });
  }
  return caps;
}

/** "on day 15 of", "on the second day": the day of this trip it happened on. */
const DAY_OF = /\bday (\d{1,3}) of\b/i;
const NTH_DAY =
  /\bon (?:the|my|our) (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,3}(?:st|nd|rd|th)) day\b/i;
/** A figure about the policy, not a trip ("per-trip limit 30 days on my schedule"). */
const ABOUT_POLICY = /\b(?:limit|maximum|cover|policy|schedule|allow\w*)\b[^.]{0,12}$/i;

function dayOfTrip(sentence: string): number | null {
  const digits = DAY_OF.exec(sentence)?.[1];
  if (digits) return Number(digits);
  const nth = NTH_DAY.exec(sentence)?.[1]?.toLowerCase();
  if (!nth) return null;
  return ORDINALS[nth] ?? Number.parseInt(nth, 10);
}

/**
 * Days of cover the claim has used in the period when it happened: the trips before (each a span
 * in a sentence of its own) and the day of this one, or null when it does not say which day; known
 * when it speaks of the trips before or says there were none. Pure.
 */
/** A sentence about time spent away: only its spans are trips ("I have had this policy for 3 years" is none). */
const TRAVELLED =
  /\b(?:trips?|travell?(?:ed|ing)?|holidays?|vacations?|journeys?|abroad|away|visit(?:ed|ing)?|spent|stayed|ski(?:ed|ing)?|snowboard(?:ed|ing)?|the first was|the second was)\b/i;

/** "my only ski trip this year", "our first trip": no trip came before this one. */
const ONLY_TRIP = /\b(?:my|our|the) (?:only|first) (?:[a-z-]+ )?trip\b|\bno other trips?\b/i;

export function daysUsed(description: string): { total: number; before: number; known: boolean } | null {
  const sentences = sentencesOf(description);
  const at = sentences.findIndex((s) => dayOfTrip(s) !== null);
  if (at < 0) return null;
  const day = dayOfTrip(sentences[at] as string) as number;
  const before = sentences
    .filter((s, i) => i !== at && TRAVELLED.test(s))
    .flatMap((s) => spansIn(s).filter((span) => !ABOUT_POLICY.test(s.slice(0, span.index))))
    .filter((span) => span.days >= 1 && !/^day\s/i.test(span.text))
    .reduce((sum, span) => sum + span.days, 0);
  return { total: before + day, before, known: before > 0 || ONLY_TRIP.test(description) };
}

function inScope(reading: ClaimReading, scope: string | null): boolean {
  if (!scope) return true;
  const asked = affirmed(termsOf(scope, 'word'));
  return [...asked].some((id) => reading.yes.has(id));
}

function capFinding(reading: ClaimReading, clause: Clause, cap: DayCap): Finding {
  const base = { rule: 'days-in-total', label: `Days of cover in total: ${cap.text}`, clause };
  const used = daysUsed(reading.facts.description);
  if (used && used.total > cap.days)
    return {
      ...base,
      outcome: 'fail',
      reason: `The policy allows ${cap.text} in total, and with the trips before this one it happened on day ${used.total}: "${clause.text.trim()}"`,
    };
  if (used?.known)
    return {
      ...base,
      outcome: 'pass',
      reason: `With the trips before this one it happened on day ${used.total}, within the ${cap.text} the policy allows in total.`,
    };
  return askOrSettle(
    base,
    `Counting every trip of this period of insurance, was this within the ${cap.text} the policy allows in total?`,
    reading.facts.answers,
    `The policy allows ${cap.text} in total: "${clause.text.trim()}"`,
  );
}

export function daysInTotal(model: PolicyModel, reading: ClaimReading, cover: Cover | null): Finding[] {
  const clauses = isShort(model) ? model.clauses : cover ? [cover.clause] : [];
  return clauses.flatMap((clause) =>
    dayCapsIn(clause.text)
      .filter((cap) => inScope(reading, cap.scope))
      .map((cap) => capFinding(reading, clause, cap)),
  );
}
