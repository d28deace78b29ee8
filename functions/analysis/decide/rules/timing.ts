import type { Clause } from '#functions/analysis/understand/clauses';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import { NUMBER, readNumber, spansIn } from '#functions/analysis/understand/language/quantities';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { clauseOverlap } from '../relevance';
import { conflicts, deniedBy, exceptionNamesClaim, isAboutOtherEvents, THINGS } from './scope';

/**
 * Conditions about time that many insurers share: the incident inside the period of insurance, a
 * notice deadline ("tell us within 30 days"), a police report deadline ("within 24 hours"), a
 * waiting period from the start of cover, a minimum delay in hours, and a longest absence or trip.
 */
const DAY_MS = 86_400_000;

function inDays(value: number, unit: string): number {
  if (/^y/i.test(unit)) return value * 365;
  return /^h/i.test(unit) ? value / 24 : /^w/i.test(unit) ? value * 7 : /^m/i.test(unit) ? value * 30 : value;
}

/** The first figure with its unit that the pattern finds (named groups n and unit). */
export function firstNumber(pattern: RegExp, text: string): { n: number; unit: string } | null {
  const m = pattern.exec(text);
  if (!m?.groups) return null;
  const n = readNumber(m.groups.n ?? '');
  return n === null ? null : { n, unit: m.groups.unit ?? 'days' };
}

/** The clause among these that speaks most closely about the claim, ties to the more lenient figure. */
function closest(
  model: PolicyModel,
  reading: ClaimReading,
  found: { clause: Clause; n: number; unit: string }[],
) {
  return found
    .map((f) => ({ ...f, score: clauseOverlap(model, reading, f.clause).score }))
    .sort((a, b) => b.score - a.score || inDays(b.n, b.unit) - inDays(a.n, a.unit))[0];
}

/** "loss of Money not reported to the police within 24 hours", for lost keys: a term for other things. */
function aboutOtherThings(clause: Clause, reading: ClaimReading): boolean {
  const things = [...clause.yes].filter((id) => THINGS.has(id));
  const claimed = [...reading.yes].filter((id) => THINGS.has(id));
  return things.length > 0 && claimed.length > 0 && !things.some((id) => reading.yes.has(id));
}

function candidates(
  model: PolicyModel,
  reading: ClaimReading,
  pattern: RegExp,
  keep: (c: Clause) => boolean = () => true,
) {
  return model.clauses
    .filter(
      (c) =>
        keep(c) && !isAboutOtherEvents(c, reading) && !conflicts(c, reading) && !aboutOtherThings(c, reading),
    )
    .map((clause) => ({ clause, found: firstNumber(pattern, clause.text) }))
    .filter((x): x is { clause: Clause; found: { n: number; unit: string } } => x.found !== null)
    .map(({ clause, found }) => ({ clause, ...found }));
}

export function policyPeriod(reading: ClaimReading): Finding[] {
  const { policyStartDate, policyEndDate, incidentDateTime } = reading.facts;
  const incident = Date.parse(incidentDateTime);
  const start = policyStartDate ? Date.parse(policyStartDate) : Number.NaN;
  const end = policyEndDate ? Date.parse(`${policyEndDate}T23:59:59Z`) : Number.NaN;
  const base = { rule: 'policy-period', label: 'Incident within the policy period', clause: null };
  if (incident < start)
    return [{ ...base, outcome: 'fail', reason: 'The incident happened before the policy started.' }];
  if (incident > end)
    return [{ ...base, outcome: 'fail', reason: 'The incident happened after the policy ended.' }];
  if (Number.isNaN(start)) return [];
  return [{ ...base, outcome: 'pass', reason: 'The incident falls within the policy period.' }];
}

/** "Tell us within 30 days": a deadline to report, to the insurer or the police. */
export const NOTICE = new RegExp(
  String.raw`\b(notify|notified|tell|told|let us know|report|reported|inform|contact|advise|lodge|submit|claims? (must|should|need to|needs to|have to|has to) be (made|notified|reported|submitted|lodged)|make (your|a|the|any) claims?)\b[^.]{0,150}?\bwithin\s+(?<n>${NUMBER})\s*(?<unit>days?|hours?|weeks?)`,
  'i',
);

/** "ideally within 24 hours of discovery": a time the policy recommends, not a deadline it sets. */
const HEDGED =
  /\b(?:ideally|preferably|where possible|wherever possible|if possible|if you can)\s*,?\s*within\b/i;

export function noticeDeadline(model: PolicyModel, reading: ClaimReading): Finding[] {
  const all = candidates(model, reading, NOTICE);
  const firm = all.filter((f) => !HEDGED.test(f.clause.text));
  const police = closest(
    model,
    reading,
    firm.filter((f) => /\bpolice\b/i.test(f.clause.text)),
  );
  const insurer = closest(
    model,
    reading,
    firm.filter((f) => !/\bpolice\b/i.test(f.clause.text)),
  );
  // "Inform the Police … ideally within 24 hours": the report is asked for, its time only recommended.
  const hedgedPolice = all.find((f) => HEDGED.test(f.clause.text) && /\bpolice\b/i.test(f.clause.text));
  if (!police && hedgedPolice && (reading.yes.has('@theft') || reading.yes.has('@loss')))
    return [...(insurer ? noticeFindings(reading, insurer) : []), policeTold(reading, hedgedPolice.clause)];
  return [
    ...(insurer ? noticeFindings(reading, insurer) : []),
    ...(police && (reading.yes.has('@theft') || reading.yes.has('@loss') || reading.police.told !== null)
      ? [policeDeadline(reading, police)]
      : []),
  ];
}

/** The claim's report to the insurer against the policy's deadline. */
function noticeFindings(
  reading: ClaimReading,
  insurer: { clause: Clause; n: number; unit: string },
): Finding[] {
  const allowed = inDays(insurer.n, insurer.unit);
  const elapsed =
    (Date.parse(reading.facts.reportDateTime) - Date.parse(reading.facts.incidentDateTime)) / DAY_MS;
  const late = elapsed > allowed + 0.5 / 24;
  return [
    {
      rule: 'notice-period',
      label: `Insurer told within ${insurer.n} ${insurer.unit}`,
      outcome: late ? 'fail' : 'pass',
      reason: late
        ? `The claim was reported ${Math.floor(elapsed)} days after the incident, later than the ${insurer.n} ${insurer.unit} the policy allows.`
        : `The claim was reported within the ${insurer.n} ${insurer.unit} the policy allows.`,
      clause: insurer.clause,
    },
  ];
}

/** "losses not reported to the police", "you must report any theft to the police": a report, with no deadline. */
export const POLICE_REQUIRED =
  /\b(?:not|never|failure to|fail to)\s+(?:been\s+)?report(?:ed)?\s+to\s+(?:the\s+)?(?:appropriate\s+)?police\b|\bmust\s+(?:be\s+)?report(?:ed)?\s+(?:it\s+|any \w+\s+)?to\s+(?:the\s+)?police\b/i;

/** A police report the policy asks for without a deadline: the claim must say one was made. */
export function policeRequired(model: PolicyModel, reading: ClaimReading): Finding[] {
  if (!reading.yes.has('@theft') && !reading.yes.has('@loss')) return [];
  const clause = model.clauses.find(
    (c) =>
      c.role !== 'definition' &&
      POLICE_REQUIRED.test(c.text) &&
      !NOTICE.test(c.text) &&
      !conflicts(c, reading),
  );
  return clause ? [policeTold(reading, clause)] : [];
}

/** Whether the claim says the police were told, as the clause asks. */
function policeTold(reading: ClaimReading, clause: Clause): Finding {
  const base = { rule: 'police-told', label: 'Reported to the police', clause };
  const { told } = reading.police;
  if (told === true) return { ...base, outcome: 'pass', reason: 'The claim says the police were told.' };
  if (told === false)
    return {
      ...base,
      outcome: 'fail',
      reason: 'The policy needs the loss reported to the police, and the claim says it was not.',
    };
  return askOrSettle(
    base,
    'Did you report it to the police?',
    reading.facts.answers,
    'The policy needs the loss reported to the police.',
  );
}

function policeDeadline(reading: ClaimReading, police: { clause: Clause; n: number; unit: string }): Finding {
  const allowed = inDays(police.n, police.unit);
  const base = {
    rule: 'police-report',
    label: `Police told within ${police.n} ${police.unit}`,
    clause: police.clause,
  };
  const { told, afterDays } = reading.police;
  if (told === false || (afterDays !== null && afterDays > allowed))
    return {
      ...base,
      outcome: 'fail',
      reason: `The policy needs a police report within ${police.n} ${police.unit}, and the description says it was ${told === false ? 'not made' : 'made later'}.`,
    };
  if (told && afterDays !== null)
    return { ...base, outcome: 'pass', reason: 'The police were told in time.' };
  return askOrSettle(
    base,
    `Did you report it to the police within ${police.n} ${police.unit}?`,
    reading.facts.answers,
    `The policy needs a police report within ${police.n} ${police.unit}.`,
  );
}

const WAITING = new RegExp(
  String.raw`(?<n>${NUMBER})[-\s]*(?<unit>days?|hours?|months?)'?\s*(?:initial\s+)?waiting period|waiting period\s+(?:of\s+)?(?<n2>${NUMBER})\s*(?<unit2>days?|hours?|months?)|(?:first|within|until)\s+(?<n3>${NUMBER})\s*(?<unit3>days?|hours?|months?)\s+(?:of|from|after)\s+(?:the\s+)?(?:first\s+)?(?:start|commencement|inception|beginning|policy|cover|purchase)`,
  'i',
);

/** The waiting period a clause states ("14-day waiting period", "the first 30 days of cover"). */
export function waitingOf(text: string): { n: number; unit: string } | null {
  const m = WAITING.exec(text);
  const g = m?.groups;
  if (!g) return soleWaitingSpan(text);
  const n = readNumber(g.n ?? g.n2 ?? g.n3 ?? '');
  return n === null ? null : { n, unit: g.unit ?? g.unit2 ?? g.unit3 ?? 'days' };
}

/** "A waiting period applies … 2 months Hospital treatment": the one span a waiting-period clause states. */
function soleWaitingSpan(text: string): { n: number; unit: string } | null {
  if (!/\bwaiting periods?\b/i.test(text)) return null;
  // A waiting period for "the listed conditions" or "specified diseases" speaks only for its list.
  if (
    /\b(?:listed|specified|named|following)\s+(?:\w+\s+)?(?:conditions?|diseases?|illness(?:es)?|procedures?|treatments?)\b/i.test(
      text,
    )
  )
    return null;
  const spans = spansIn(text).filter((s) => s.days >= 1);
  const only = spans.length === 1 ? spans[0] : undefined;
  const m = only && /^(\S+)[-\s]+(\S+)$/.exec(only.text);
  const n = m ? readNumber(m[1] ?? '') : null;
  return m && n !== null ? { n, unit: (m[2] ?? 'days').toLowerCase() } : null;
}

/** "Expenses … of the listed Conditions … excluded until the expiry of 24 months": a span that speaks for its list. */
const LISTED =
  /\b(?:listed|specified|named)\s+(?:\w+\s+)?(?:conditions?|diseases?|illness(?:es)?|procedures?|treatments?)\b/i;
const UNTIL_EXPIRY = new RegExp(
  String.raw`\buntil\s+(?:the\s+)?expiry\s+of\s+(?<n>${NUMBER})\s*(?<unit>days?|months?|years?)\s+of\s+(?:continuous\s+)?(?:coverage|cover|insurance)`,
  'i',
);

/** Words of any list of conditions, which say nothing of which condition it is. */
const LIST_WORDS = new Set([
  'exclusion',
  'applicable',
  'claim',
  'arise',
  'accident',
  'treatment',
  'surgery',
  'condition',
  'expense',
  'disease',
  'illness',
  'correct',
  'policy',
]);

/** A listed-conditions waiting period, when the claim names one of the conditions listed after it. */
function listedWaiting(reading: ClaimReading, clause: Clause): { n: number; unit: string } | null {
  const m = LISTED.test(clause.text) ? UNTIL_EXPIRY.exec(clause.text) : null;
  const n = m?.groups ? readNumber(m.groups.n ?? '') : null;
  if (n === null || !m?.groups) return null;
  const listed = [...affirmed(termsOf(clause.text.slice(m.index + m[0].length), 'none'))].filter(
    (id) => !id.startsWith('@') && id.length > 4 && !LIST_WORDS.has(id),
  );
  return listed.some((id) => reading.yes.has(id)) ? { n, unit: m.groups.unit ?? 'months' } : null;
}

export function waitingPeriod(model: PolicyModel, reading: ClaimReading): Finding[] {
  const found = model.clauses
    .filter(
      (c) => (!isAboutOtherEvents(c, reading) || exceptionNamesClaim(c, reading)) && !conflicts(c, reading),
    )
    .map((clause) => ({ clause, w: waitingOf(clause.text) ?? listedWaiting(reading, clause) }))
    .filter((x): x is { clause: Clause; w: { n: number; unit: string } } => x.w !== null)
    .map(({ clause, w }) => ({ clause, ...w }));
  const best = closest(model, reading, found);
  if (!best) return [];
  const accident =
    /\baccident/i.test(best.clause.text) && (reading.yes.has('@injury') || reading.yes.has('accident'));
  const base = {
    rule: 'waiting-period',
    label: `Outside the ${best.n}-${best.unit.replace(/s$/, '')} waiting period`,
    clause: best.clause,
  };
  // "… except claims arising due to an Accident": the waiting period does not reach an injury by accident.
  if (accident)
    return [
      {
        ...base,
        outcome: 'pass',
        reason: 'The waiting period does not apply to an accident, and this was one.',
      },
    ];
  const start = reading.facts.policyStartDate;
  if (!start)
    return [
      askOrSettle(
        base,
        `Had the policy been running for more than ${best.n} ${best.unit} when this happened?`,
        reading.facts.answers,
        `The claim falls within the ${best.n} ${best.unit} waiting period.`,
      ),
    ];
  const since = (Date.parse(reading.facts.incidentDateTime) - Date.parse(start)) / DAY_MS;
  const within = since < inDays(best.n, best.unit);
  // "… unless you bought the policy at the same time as buying the home": a way out the claim must rule out.
  const lift = best.clause.exception?.trim();
  if (within && lift && /^\W*unless\b/i.test(lift) && !deniedBy(reading, lift))
    return [
      askOrSettle(
        base,
        `The waiting period does not apply ${lift.replace(/^\W*unless\s+/i, 'if ').replace(/[.;,]\s*$/, '')}. Does that apply to you?`,
        reading.facts.answers,
        `The incident was ${Math.floor(since)} days after the policy started, inside the ${best.n} ${best.unit} waiting period.`,
      ),
    ];
  return [
    {
      ...base,
      outcome: within ? 'fail' : 'pass',
      reason: within
        ? `The incident was ${Math.floor(since)} days after the policy started, inside the ${best.n} ${best.unit} waiting period.`
        : 'The waiting period had passed.',
    },
  ];
}

const HOURS = new RegExp(
  String.raw`\b(?:at least|minimum(?: of)?|more than|exceeding|in excess of|each|every|per|after|beyond)\s+(?:full\s+|complete\s+)?(?<n>${NUMBER})\s*(?:full\s+|continuous\s+|consecutive\s+|complete\s+)?(?<unit>hours?|hrs?)\b`,
  'i',
);

/** What the hours are of: a delay, or a stay in hospital paid "for each complete 24 hours". */
const TIMED_EVENTS: readonly { readonly id: string; readonly noun: string }[] = [
  { id: '@delay', noun: 'delay' },
  { id: '@hospital', noun: 'stay in hospital' },
];

export function hoursThreshold(model: PolicyModel, reading: ClaimReading): Finding[] {
  // A relative taken into hospital is the reason to cancel, not a stay the claim is paid for.
  const event = TIMED_EVENTS.find((e) => reading.yes.has(e.id));
  if (!event || (event.id === '@hospital' && reading.yes.has('@cancellation'))) return [];
  const best = closest(
    model,
    reading,
    candidates(model, reading, HOURS, (c) => c.yes.has(event.id) && c.role !== 'definition'),
  );
  if (!best) return [];
  const base = {
    rule: 'hours-threshold',
    label: `A ${event.noun} of at least ${best.n} hours`,
    clause: best.clause,
  };
  // "Waited four hours in A&E, then kept in for three nights": a stay is as long as its longest span.
  const spans = [
    ...reading.hours,
    ...(event.id === '@hospital' && reading.longestSpanDays ? [reading.longestSpanDays * 24] : []),
  ];
  const hours = spans.length ? Math.max(...spans) : null;
  if (hours === null)
    return [
      askOrSettle(
        base,
        `Was the ${event.noun} at least ${best.n} hours?`,
        reading.facts.answers,
        `The ${event.noun} was shorter than the ${best.n} hours the policy requires.`,
      ),
    ];
  const short = hours < best.n;
  return [
    {
      ...base,
      outcome: short ? 'fail' : 'pass',
      reason: short
        ? `The ${event.noun} of ${hours} hours is shorter than the ${best.n} hours the policy requires.`
        : `The ${event.noun} of ${hours} hours meets the ${best.n} hours the policy requires.`,
    },
  ];
}

const DAYS = String.raw`(?<n>${NUMBER})\s+(?:consecutive\s+)?(?<unit>days?|nights?|weeks?)`;
/** "unoccupied for more than 60 days in a row", "after the first 60 days that no one has been living in your home". */
const UNOCCUPIED_LIMIT = new RegExp(
  String.raw`\b(?:more than|over|exceeding|longer than|in excess of|beyond|after(?: the)? first|first)\s+${DAYS}`,
  'i',
);
/** "for up to 60 days", "trips of no more than 31 days", "maximum trip duration of 90 days". */
const TRIP_LIMIT = new RegExp(
  String.raw`\b(?:(?:for |of )?up to|up to a maximum of|maximum (?:trip |journey |period |duration )*(?:of\s+)?|no (?:more|longer) than|not exceeding)\s*${DAYS}`,
  'i',
);
const TRIP_WORDS = /\b(trips?|journeys?|away from (the |your )?home|anywhere in the world|travel(ling)?)\b/i;

/** The longest trip a clause allows: the limit must stand just after the words for a trip ("trips of up to 90 days"). */
function tripLimit(text: string): Record<string, string> | undefined {
  const m = TRIP_LIMIT.exec(text);
  if (!m?.groups) return undefined;
  return TRIP_WORDS.test(text.slice(Math.max(0, m.index - 50), m.index)) ? m.groups : undefined;
}

/** How long a home may stand empty, or a trip may last, against how long the claim says it was. */
export function longestAbsence(model: PolicyModel, reading: ClaimReading): Finding[] {
  const away = reading.yes.has('@unoccupied') || reading.yes.has('@travel_abroad');
  if (!away) return [];
  const limitOf = (c: Clause) => {
    if (c.yes.has('@unoccupied') && reading.yes.has('@unoccupied'))
      return UNOCCUPIED_LIMIT.exec(c.text)?.groups;
    if (reading.yes.has('@travel_abroad')) return tripLimit(c.text);
    return undefined;
  };
  const found = model.clauses
    .filter((c) => c.role !== 'definition' && !conflicts(c, reading))
    .map((clause) => {
      const g = limitOf(clause);
      const n = g ? readNumber(g.n ?? '') : null;
      return n === null ? null : { clause, n, unit: g?.unit ?? 'days' };
    })
    .filter((x): x is { clause: Clause; n: number; unit: string } => x !== null);
  const best = closest(model, reading, found);
  if (!best) return [];
  const limit = inDays(best.n, best.unit);
  const base = {
    rule: 'longest-absence',
    label: `Away no longer than ${best.n} ${best.unit}`,
    clause: best.clause,
  };
  const span = reading.yes.has('@unoccupied') ? reading.absenceDays : reading.longestSpanDays;
  if (span === null)
    return [
      askOrSettle(
        base,
        `Had it been ${best.n} ${best.unit} or less since you left?`,
        reading.facts.answers,
        `The absence was longer than the ${best.n} ${best.unit} the policy allows.`,
      ),
    ];
  const over = span > limit;
  return [
    {
      ...base,
      outcome: over ? 'fail' : 'pass',
      reason: over
        ? `The description gives about ${Math.round(span)} days, longer than the ${best.n} ${best.unit} the policy allows.`
        : `The absence was within the ${best.n} ${best.unit} the policy allows.`,
    },
  ];
}
