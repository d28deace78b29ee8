import type { Clause } from '#functions/analysis/understand/clauses';
import {
  daysAfterDateIn,
  daysBetweenDatesIn,
  NUMBER,
  readNumber,
} from '#functions/analysis/understand/language/quantities';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { deniedBy } from './scope';

/**
 * A time limit inside a clause, read by its grammar: "within 24 hours of the Emergency event",
 * "within 30 days after you return from a trip". The limit's anchor decides what is measured: from
 * the incident, the time until the insurer was told (the claim form's two dates); from anything
 * else (a return home, a discharge), the dates the description gives. What the dates cannot
 * settle is asked.
 */
const LIMIT = new RegExp(
  String.raw`\bwithin\s+(?<n>${NUMBER})\s*(?<unit>hours?|days?|weeks?|months?)\s+(?:of|after|from)\s+(?<anchor>[^.;,]{3,80})`,
  'i',
);
const INCIDENT_ANCHOR =
  /^(?:the\s+|your\s+|any\s+)?(?:date of (?:the )?)?(?:emergency|insured)?\s*(?:event|incident|loss|accident|emergency|occurrence|damage|theft|discovery|happening|becoming aware|discovering)\b/i;
/** What must be done in time is telling the insurer (not a treatment or a stay that must begin). */
const TELLING =
  /\b(?:notify|notified|tell|told|inform|intimat\w*|report\w*|contact|claims?|submit\w*|send|sent)\b/i;
const DAY_MS = 86_400_000;
const UNIT_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30 };

export interface TimeLimit {
  readonly days: number;
  readonly words: string;
  readonly fromIncident: boolean;
}

/** "within 30 days from the first Policy commencement date": a span from the start of cover is a waiting period. */
const COVER_START =
  /^(?:the\s+)?(?:first\s+)?(?:policy|cover|insurance|inception|commencement|start|date (?:of )?(?:inception|commencement))\b/i;

/** The span counts from the start of cover: a waiting period, which the waiting-period rule measures. */
export function spanFromCoverStart(text: string): boolean {
  return COVER_START.test(LIMIT.exec(text)?.groups?.anchor?.trim() ?? '');
}

export function timeLimitIn(text: string): TimeLimit | null {
  const m = LIMIT.exec(text);
  const n = readNumber(m?.groups?.n ?? '');
  if (!m?.groups || n === null || spanFromCoverStart(text)) return null;
  const unit = (m.groups.unit ?? 'day').toLowerCase().replace(/s$/, '');
  return {
    days: n * (UNIT_DAYS[unit] ?? 1),
    words: m[0].trim(),
    fromIncident: INCIDENT_ANCHOR.test((m.groups.anchor ?? '').trim()),
  };
}

/** Treatment that must start in time: a claim whose event is the admission itself started it at once. */
const TREATMENT = /\b(?:treatment|treated|admitted|admission|hospitali[sz]ation|surgery|operation)\b/i;

function elapsedDays(reading: ClaimReading, limit: TimeLimit, sentence: string): number | null {
  if (!limit.fromIncident)
    return daysBetweenDatesIn(reading.facts.description) ?? daysAfterDateIn(reading.facts.description);
  if (TELLING.test(sentence))
    return (Date.parse(reading.facts.reportDateTime) - Date.parse(reading.facts.incidentDateTime)) / DAY_MS;
  if (TREATMENT.test(sentence) && reading.yes.has('@hospital')) return 0;
  // What had to be done in time, dated in the description ("stolen on 10 January … sent on 24 January").
  return daysBetweenDatesIn(reading.facts.description);
}

/** "within 30 days after you return if you had sought treatment": a further condition the time alone does not meet. */
const FURTHER = /\b(?:if|provided|when you|as long as|only if)\b/i;

/** The time limit of one part tested: in time, late, or asked about. */
export function timeLimitFinding(
  reading: ClaimReading,
  part: Clause,
  limit: TimeLimit,
  sentence: string,
): Finding {
  const base = { rule: 'time-limit', label: `Within ${limit.words}`, clause: part };
  const elapsed = elapsedDays(reading, limit, sentence);
  const late = `This had to happen ${limit.words}, and it did not.`;
  if (elapsed !== null && elapsed > limit.days + 0.5 / 24) return { ...base, outcome: 'fail', reason: late };
  // "… if you had sought medical treatment during your trip", for "I didn't see any doctor there".
  const further = FURTHER.exec(limit.words);
  if (further && deniedBy(reading, limit.words.slice(further.index)))
    return {
      ...base,
      outcome: 'fail',
      reason: `This is covered ${limit.words.slice(further.index)}, and the claim says that was not so.`,
    };
  if (elapsed !== null && !FURTHER.test(limit.words))
    return { ...base, outcome: 'pass', reason: `This happened ${limit.words}, in time.` };
  return askOrSettle(base, `Did this happen ${limit.words}?`, reading.facts.answers, late);
}
