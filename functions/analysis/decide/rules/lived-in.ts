import type { Clause } from '#functions/analysis/understand/clauses';
import { NUMBER, readNumber } from '#functions/analysis/understand/language/quantities';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import { type ClaimReading, daysSince } from '../claim-reading';
import type { Finding } from '../finding';

/**
 * What a policy means by a home being lived in ("occupied at least 5 nights in a row each month or
 * 2 nights in a row each week"), read against the pattern of stays a claim tells ("we stay there
 * every weekend, Friday and Saturday nights", "I come home for Saturday night only"). A pattern
 * that meets one of the alternatives shows the home lived in, so a refusal of an unoccupied home
 * does not reach it.
 */
export interface Stays {
  /** Nights in a row each period. */
  readonly nights: number;
  readonly per: 'week' | 'month';
}

const ALTERNATIVE = new RegExp(
  String.raw`\b(${NUMBER})\s+(?:consecutive\s+)?nights?(?:\s+in a row)?\s+(?:each|every|per|a|in any|in every)\s+(week|month)\b`,
  'gi',
);

/** The alternatives of a lived-in test, or none when the text sets no such test. Pure. */
export function livedInTest(text: string): Stays[] {
  if (!/\b(?:occupied|lived in|living in|slept in|stay(?:ed|s)? in)\b/i.test(text)) return [];
  return [...text.matchAll(ALTERNATIVE)].flatMap((m) => {
    const nights = readNumber(m[1] ?? '');
    const per = (m[2] ?? '').toLowerCase();
    return nights !== null && (per === 'week' || per === 'month') ? [{ nights, per }] : [];
  });
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const EVERY_WEEK =
  /\b(?:every|each|most|a|per)\s+(?:week(?:end)?s?)\b|\bweekends\b|\bweekly\b|\bduring the week\b/i;
const EVERY_MONTH = /\b(?:every|each|a|per)\s+month\b|\bmonthly\b/i;
const NAMED_NIGHTS =
  /\b((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:,\s*|\s+and\s+|\s+to\s+))*(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+nights?\b/i;
const COUNTED_NIGHTS = new RegExp(String.raw`\b(${NUMBER})\s+(?:consecutive\s+)?nights?\b`, 'i');

/** The longest run of nights in a row among the weekdays named ("Friday and Saturday" is two). */
function runOf(named: string): number {
  const days = (named.toLowerCase().match(/\b\w+day\b/g) ?? []).map((d) => WEEKDAYS.indexOf(d));
  if (/\bto\b/i.test(named) && days.length === 2) {
    const [from = 0, to = 0] = days;
    return ((to - from + 7) % 7) + 1;
  }
  const set = [...new Set(days)].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  set.forEach((d, i) => {
    run = i > 0 && d === (set[i - 1] ?? -2) + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

/** The stays a claim tells as a pattern, or null when it tells none. Pure. */
export function staysOf(description: string): Stays | null {
  const per = EVERY_WEEK.test(description) ? 'week' : EVERY_MONTH.test(description) ? 'month' : null;
  if (!per) return null;
  const named = NAMED_NIGHTS.exec(description)?.[1];
  if (named) return { nights: runOf(named), per };
  const counted = COUNTED_NIGHTS.exec(description)?.[1];
  const nights = counted ? readNumber(counted) : null;
  return nights === null ? null : { nights, per };
}

/** A pattern of stays meets an alternative: as many nights in a row, as often or more often. */
function meets(stays: Stays, test: Stays): boolean {
  return stays.nights >= test.nights && (test.per === 'month' || stays.per === 'week');
}

/** "not lived in for more than 60 days", "while the Home is Unoccupied": a term about an empty home. */
const EMPTY_HOME = /\bnot (?:been )?lived in\b|\bunoccupied\b/i;

/**
 * The lived-in test of a clause (or, for a term about an empty home, the policy's own test) met by
 * the claim's stays; null when either is not told.
 */
export function livedInFinding(model: PolicyModel, reading: ClaimReading, clause: Clause): Finding | null {
  const own = livedInTest(clause.text);
  const tests =
    own.length > 0 || !EMPTY_HOME.test(clause.text) ? own : model.clauses.flatMap((c) => livedInTest(c.text));
  const stays = tests.length > 0 ? staysOf(reading.facts.description) : null;
  if (!stays || !tests.some((test) => meets(stays, test))) return null;
  return {
    rule: 'lived-in',
    label: 'The home lived in',
    clause,
    outcome: 'pass',
    reason: `The home was lived in as the policy means it: ${stays.nights} night${stays.nights === 1 ? '' : 's'} in a row each ${stays.per}.`,
  };
}

/**
 * The claim's stays meet none of the policy's alternatives ("Saturday night only", where two
 * nights in a row each week are needed): by the policy's own words the home was not lived in.
 */
export function notLivedIn(model: PolicyModel, reading: ClaimReading): boolean {
  const tests = model.clauses.flatMap((c) => livedInTest(c.text));
  const stays = tests.length > 0 ? staysOf(reading.facts.description) : null;
  return stays !== null && !tests.some((test) => meets(stays, test));
}

/** "not lived in for more than 60 days in a row", "Unoccupied … for more than 30 consecutive days". */
const UNOCCUPIED_AFTER = new RegExp(
  String.raw`\b(?:more than|over|longer than|exceeding|in excess of) (${NUMBER})\s+(?:consecutive\s+)?days\b`,
  'i',
);

/** The fewest days the policy lets a home go unlived in before it counts as unoccupied, if it says. */
function unoccupiedAfter(model: PolicyModel): number | null {
  const days = model.clauses
    .filter((c) => EMPTY_HOME.test(c.text))
    .map((c) => readNumber(UNOCCUPIED_AFTER.exec(c.text)?.[1] ?? ''))
    .filter((n): n is number => n !== null);
  return days.length > 0 ? Math.min(...days) : null;
}

/** How long the claim says the home went unlived in, where it says. */
function spanOf(reading: ClaimReading): number | null {
  const { description, incidentDateTime } = reading.facts;
  return reading.absenceDays ?? reading.longestSpanDays ?? daysSince(description, incidentDateTime);
}

/**
 * A home whose stays meet none of the policy's lived-in alternatives, for longer than the policy
 * lets a home go unlived in, is unoccupied in its words ("Saturday night only" since January).
 */
export function asUnoccupied(model: PolicyModel, reading: ClaimReading): ClaimReading {
  if (reading.yes.has('@unoccupied') || !notLivedIn(model, reading)) return reading;
  const allowed = unoccupiedAfter(model);
  const span = spanOf(reading);
  if (allowed === null || span === null || span <= allowed) return reading;
  return { ...reading, yes: new Set([...reading.yes, '@unoccupied']) };
}

/**
 * A home left for no longer than the policy allows, or for a time the claim does not give, is not
 * shown unoccupied as the policy means the word (a fortnight's holiday, where "Unoccupied" is more
 * than 60 days): its refusals of an unoccupied home do not reach the claim. How long the home stood
 * empty is still measured against that limit, or asked.
 */
export function occupiedWithin(model: PolicyModel, reading: ClaimReading): ClaimReading {
  if (!reading.yes.has('@unoccupied')) return reading;
  const allowed = unoccupiedAfter(model);
  const away = spanOf(reading);
  // Away for a time the claim does not give: not shown unoccupied as the policy means it. How long
  // it stood empty is asked (the longest-absence rule), never assumed.
  if (allowed === null || (away !== null && away > allowed)) return reading;
  return { ...reading, yes: new Set([...reading.yes].filter((id) => id !== '@unoccupied')) };
}
