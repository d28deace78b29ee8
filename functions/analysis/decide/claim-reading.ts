import { affirmed, negated, type Term, termsOf } from '../understand/language/concepts';
import { sentencesOf } from '../understand/language/nlp';
import { countriesIn } from '../understand/language/places';
import { daysBetweenDatesIn, hoursIn, ordinalIn, spansIn } from '../understand/language/quantities';
import type { ClaimFacts } from '../understand/types';

/**
 * What the claim form says, read once: the words and concepts of the description (and whether it
 * denies them), spans of time, hours, ordinals, places, and what it says about the police and
 * about optional covers.
 */
export interface ClaimReading {
  readonly facts: ClaimFacts;
  readonly yes: ReadonlySet<string>;
  readonly no: ReadonlySet<string>;
  /** Hours the description states (a delay of 13 hours). */
  readonly hours: readonly number[];
  /** The longest span of time the description states, in days (ten weeks, day 70, 1 April to 17 June). */
  readonly longestSpanDays: number | null;
  /** How long a home stood empty: the longest span, or the days between "left 1 April" and "back 17 June". */
  readonly absenceDays: number | null;
  readonly ordinal: { n: number; noun: string } | null;
  /** Countries where it happened (the location field first, then the description). */
  readonly countries: readonly string[];
  /** True when the description says no optional cover or add-on was bought. */
  readonly noOptions: boolean;
  readonly police: { readonly told: boolean | null; readonly afterDays: number | null };
}

/** Circumstances people describe without naming them: leaving a bag on a chair is leaving it unattended. */
const LEFT_ITEM =
  /\b(left|leaving|put down)\s+(it|them|my|our|the|his|her)\b[^.]{0,60}?\b(on|in|at|by|outside|under|against)\b[^.]{0,80}\b(while|whilst|when|and went|to go)\b|\bwalked away\b|\bunattended\b/i;
const NO_OPTIONS =
  /\b(no|without( any)?|didn't (buy|take|add|choose)|did not (buy|take|add|choose)|don't have( an?| any)?|do not have( an?| any)?)\s+(add-?ons?|extras?|optional|options?|additional cover)\b|\bonly (have )?(the )?(standard|basic)\b|\bstandard (\w+ )?cover( only)?,? (no|without)\b|\b(didn't|did not|don't|do not) (have|buy|choose|add|take)\b[^.]{0,50}?\b(cover|insurance|add-?ons?|options?|extras?)\b/i;
/** "I do not have a separate mobile phone cover" denies the cover, not the phone. */
const DENIED_COVER =
  /\b(didn't|did not|don't|do not|no)\s+(have|buy|choose|add|take)?\b[^.]{0,50}?\b(cover|insurance|add-?on|option|extra)\b[^.]*\.?/gi;

/** The police by any name a claim uses abroad, or the report they give. */
const POLICE =
  /\bpolice\b|\b(carabinieri|guardia civil|gendarmerie|polizei|policía|FIR)\b|crime (reference|number)/i;

function policeFacts(description: string): ClaimReading['police'] {
  const sentence = sentencesOf(description).find((s) => POLICE.test(s));
  if (!sentence) return { told: null, afterDays: null };
  const terms = termsOf(sentence);
  const denied = terms.some((t) => t.negated && /^(report|tell|inform|call|contact|police)$/.test(t.id));
  if (denied) return { told: false, afterDays: null };
  if (
    /\b(same (day|night|evening|morning|afternoon)|that (day|evening|night|afternoon|morning)|immediately|straight away|right away|at once|within (an|the) hour)\b/i.test(
      sentence,
    )
  )
    return { told: true, afterDays: 0 };
  const within = /\bwithin\s+(.{1,20}?\b(hours?|days?|minutes?))/i.exec(sentence);
  if (within)
    return {
      told: true,
      afterDays: /minute/i.test(within[1] ?? '') ? 0 : (spansIn(within[1] ?? '')[0]?.days ?? null),
    };
  const later = spansIn(sentence).find((s) =>
    /\b(later|after)\b/i.test(sentence.slice(s.index, s.index + s.text.length + 12)),
  );
  if (later) return { told: true, afterDays: later.days };
  if (/\bnext (day|morning)\b|\bthe following day\b/i.test(sentence)) return { told: true, afterDays: 1 };
  return { told: true, afterDays: weekdaysApart(description, sentence) };
}

/** "stuck for three days", "the flight was delayed two days": a hold-up told in days, as hours. */
const HELD_UP = /\b(?:delay(?:ed|s)?|stuck|stranded|postponed|held up|waited|waiting)\b/i;

function heldUpDays(description: string): number[] {
  return sentencesOf(description)
    .filter((sentence) => HELD_UP.test(sentence))
    .flatMap((sentence) => spansIn(sentence))
    .filter((span) => span.days >= 1 && !/^day\s/i.test(span.text))
    .map((span) => span.days);
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY = /\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/i;

/** "stolen on Saturday … went to the police on Wednesday": the days from the first weekday named to the police's. */
function weekdaysApart(description: string, policeSentence: string): number | null {
  const first = WEEKDAY.exec(description.slice(0, Math.max(0, description.indexOf(policeSentence))));
  const police = WEEKDAY.exec(policeSentence);
  if (!first?.[1] || !police?.[1]) return null;
  const from = WEEKDAYS.indexOf(first[1].toLowerCase());
  const to = WEEKDAYS.indexOf(police[1].toLowerCase());
  return (to - from + 7) % 7;
}

const POSSESSIONS = new Set([
  '@camera',
  '@computer',
  '@phone',
  '@jewellery',
  '@baggage',
  '@tv',
  '@bicycle',
  '@electronics',
  '@portable',
]);

/** "someone smashed the window and took it", "the lock had been cut and the bike taken": a theft told without the word. */
const TAKEN_BY_SOMEONE =
  /\b(?:someone|somebody|a stranger|strangers|thieves|a thief|a man|two men|three men|a youth|youths|burglars?|intruders?)\b[^.]{0,100}?\b(?:took|taken|grabbed|made off|ran off|emptied|cleared out)\b(?!\s+(?:me|us|him|her(?=\s+(?:to|into|home|away|out|back|off|in|for|with|down|up|and)\b|\s*[.,;]|\s*$)|them|my (?:husband|wife|son|daughter|mother|father|partner)|care|a look|photos?|pictures?|over|part|place|(?:\w+\s+)?to (?:the )?(?:hospital|clinic|doctor|station|police)))/i;
const PASSIVE_TAKEN =
  /\b(?<!\b(?:photos?|pictures?|notes?|statements?|samples?|x-rays?|readings?|measurements?|details)\s+(?:had |have )?)(?:was|were|been|and the \w+)\s+taken\b(?!\s+(?:to|into|ill|by ambulance|for|out|off|up|over|on|in|away by|care|seriously)\b)/i;

const LEFT_BEHIND =
  /\b(?:left|forgot)\s+(?:my|our|his|her|the)\s+(?:\w+\s+){0,2}?(?:on|in)\s+(?:the|a)\s+(?:bus|train|tram|taxi|cab|plane|flight|coach|tube|ferry|uber)\b/i;
const WHOLE_LOST =
  /\b(?:bag|suitcase|case|luggage|baggage|backpack)\b[^.]{0,60}\b(?:never (?:arrived|turned up|came)|did not arrive|didn't arrive|(?:is|was|been) permanently lost|went missing)\b|\b(?:airline|carrier) (?:lost|has lost|had lost) (?:my|our|the)\b/i;
const NO_FORCE =
  /\bno (?:damage|signs?|marks?|evidence)\b[^.]{0,25}\b(?:to|on|of)\b[^.]{0,15}\b(?:doors?|windows?|locks?|forced entry|break-in)\b/i;
const IN_VIEW =
  /\bon (?:the|my|his|her) (?:passenger |back |front |rear |driver'?s? )?seats?\b|\bon the (?:dashboard|dash|parcel shelf)\b|\bin (?:plain|full|clear) (?:view|sight)\b|\bon display\b|\b(?:could be|was|were) seen\b/i;

/** "my personal laptop that I use for gaming", "not for work": a thing of private, not business, use. */
const PERSONAL_USE =
  /\b(?:my|our|his|her) (?:own )?personal (?:laptop|computer|tablet|phone|mobile|camera|car|vehicle|equipment)\b|\bfor (?:my )?(?:own )?personal use\b|\bnot (?:used )?for (?:work|business)\b/i;

const GONE =
  /\b(?:was|were|had) (?:gone|missing|disappeared|vanished)\b|\b(?:it|they|the \w+) (?:had )?(?:disappeared|vanished)\b/i;

const FORCED_WAY_IN =
  /\b(?:smashed|smashing|broke|broken|kicked|kicking|forced|forcing|jemmied|prised|pried|levered|cut|snapped|drilled)\b[^.]{0,25}?\b(?:doors?|windows?|locks?|patio|shutters?|gates?|padlocks?)\b|\b(?:doors?|windows?|locks?|padlocks?)\b[^.]{0,15}?\b(?:had been|was|were)\s+(?:smashed|forced|broken|kicked in|jemmied|cut|snapped)\b/i;
const SUDDEN = /\b(?:suddenly|all of a sudden|without (?:any )?warning|out of nowhere)\b/i;

function withCircumstances(description: string, terms: Term[]): Term[] {
  const extra: Term[] = [];
  // Things gone after a forced entry were stolen.
  const shown = (id: string) => terms.some((t) => t.id === id && !t.negated);
  if (
    TAKEN_BY_SOMEONE.test(description) ||
    PASSIVE_TAKEN.test(description) ||
    (shown('@forced_entry') && shown('@loss'))
  )
    extra.push({ id: '@theft', negated: false });
  if (LEFT_ITEM.test(description)) extra.push({ id: '@unattended', negated: false });
  // "I left my bag on the bus": left behind on the way, and gone with it.
  if (LEFT_BEHIND.test(description)) extra.push({ id: '@loss', negated: false });
  // "I hadn't locked it and when I came out it was gone": a thing left unsecured and then gone was taken.
  const unsecured =
    terms.some((t) => t.id === '@locked' && t.negated) ||
    LEFT_ITEM.test(description) ||
    shown('@unattended') ||
    shown('@unlocked');
  if (shown('@loss') && unsecured && GONE.test(description)) extra.push({ id: '@theft', negated: false });
  // "My checked suitcase never arrived": the whole bag was lost, not part of what was in it.
  if (WHOLE_LOST.test(description) && !shown('@partial')) extra.push({ id: '@partial', negated: true });
  // "Burglars smashed the back door and took the TV": a way in forced, in a theft.
  const theft = shown('@theft') || extra.some((t) => t.id === '@theft' && !t.negated);
  if (theft && FORCED_WAY_IN.test(description) && !NO_FORCE.test(description))
    extra.push({ id: '@forced_entry', negated: false });
  // "A pipe burst suddenly last night": it happened at once, not gradually over time.
  if (SUDDEN.test(description) && !shown('@wear')) extra.push({ id: '@wear', negated: true });
  // "There's no damage to any doors or windows": nothing was forced.
  if (NO_FORCE.test(description)) extra.push({ id: '@forced_entry', negated: true });
  if (PERSONAL_USE.test(description) && !shown('@business')) extra.push({ id: '@business', negated: true });
  // "left my phone on the passenger seat": in view, not hidden.
  if (IN_VIEW.test(description)) extra.push({ id: '@hidden', negated: true });
  if (/\bleft\b[^.]{0,40}\bunlocked\b|\bnot locked\b/i.test(description)) {
    extra.push({ id: '@unlocked', negated: false });
    // "I left my bike unlocked": it was not locked.
    if (!shown('@locked')) extra.push({ id: '@locked', negated: true });
  }
  // "We were away for 75 days": for a home, nobody was living in it.
  if (
    /\b(we were|i was|we've been|we had been|i had been|they were|family was)\s+(away|abroad|overseas|on holiday|travelling|traveling|on an? (?:[\w-]+ ){0,2}(?:trip|holiday|vacation|cruise))\b/i.test(
      description,
    )
  )
    extra.push({ id: '@unoccupied', negated: false });
  // Routine, planned or elective care is not emergency care, whether or not the claim says so.
  if (
    /\b(routine|check-?up|annual (physical|exam|check)|planned|elective|non-urgent)\b/i.test(description) &&
    !/\b(emergency|urgent(ly)?)\b/i.test(description)
  )
    extra.push({ id: '@emergency', negated: true });
  // Care in the doctor's or specialist's rooms is care without being admitted to hospital.
  if (terms.some((t) => t.id === '@outpatient' && !t.negated) && !terms.some((t) => t.id === '@hospital'))
    extra.push({ id: '@hospital', negated: true });
  // A camera, a bag or a ring is one of the insured's possessions, which policies name as a class.
  if (terms.some((t) => !t.negated && POSSESSIONS.has(t.id)))
    extra.push({ id: '@possessions', negated: false });
  return [...terms, ...extra];
}

const MONTH_NAMES =
  'january february march april may june july august september october november december'.split(' ');
/** A sentence about a home standing empty or its people being away. */
const EMPTY =
  /\b(empty|vacant|unoccupied|abroad|away|nobody|no one|moved|care home|aged care|slept|lived|stayed)\b/i;

/**
 * "working abroad since March and nobody has stayed", "empty since then" (after "in January"),
 * "Since Christmas we … haven't slept there": the days from then to the incident, counted from
 * the end of the month named (the fewest days the words allow).
 */
function emptySince(description: string, incident: string): number | null {
  return daysSince(description, incident, (s) => EMPTY.test(s));
}

/**
 * Days from the time "since …" names in a sentence of the description ("since early January",
 * "since Christmas") to the incident, counted from the end of the month named; only sentences the
 * test accepts are read. Null when none names a month.
 */
export function daysSince(
  description: string,
  incident: string,
  about: (sentence: string) => boolean = () => true,
): number | null {
  const sentence = sentencesOf(description).find((s) => /\bsince\b/i.test(s) && about(s));
  const m = sentence ? /\bsince\s+(?:(?:early|mid|late)[-\s])?(\w+)/i.exec(sentence) : null;
  if (!sentence || !m?.[1]) return null;
  const word = m[1].toLowerCase();
  const before = sentence.slice(0, m.index).toLowerCase();
  // "since she went into a care home in February": the month the clause after "since" names.
  const after = sentence.slice(m.index).toLowerCase();
  const named =
    word === 'then'
      ? MONTH_NAMES.filter((name) => before.includes(name)).pop()
      : MONTH_NAMES.includes(word) || word === 'christmas'
        ? word
        : MONTH_NAMES.find((name) => new RegExp(`\\bin ${name}\\b`).test(after));
  const end = Date.parse(incident);
  if (!named || Number.isNaN(end)) return null;
  const at = new Date(end);
  const month = named === 'christmas' ? 11 : MONTH_NAMES.indexOf(named);
  if (month < 0) return null;
  const year = month > at.getUTCMonth() ? at.getUTCFullYear() - 1 : at.getUTCFullYear();
  const start = named === 'christmas' ? Date.UTC(year, 11, 25) : Date.UTC(year, month + 1, 0);
  const days = (end - start) / 86_400_000;
  return days > 0 ? Math.floor(days) : null;
}

export function readClaim(facts: ClaimFacts): ClaimReading {
  const description = facts.description;
  const read = withCircumstances(description, termsOf(description.replace(DENIED_COVER, ' ')));
  // "nobody has stayed there since March": the home has stood empty.
  const emptyDays = emptySince(description, facts.incidentDateTime);
  const countries = [...new Set([...countriesIn(facts.location ?? ''), ...countriesIn(description)])];
  // "my flight from Delhi to London": a journey between two countries is travel abroad.
  const between = countries.length >= 2 ? [{ id: '@travel_abroad', negated: false }] : [];
  const terms = [...read, ...between, ...(emptyDays !== null ? [{ id: '@unoccupied', negated: false }] : [])];
  const spans = spansIn(description)
    .map((s) => s.days)
    .filter((d) => d >= 1);
  const datesApart = daysBetweenDatesIn(description);
  const longest = Math.max(0, ...spans);
  const absence = Math.max(
    longest,
    /\b(left|back|returned|came home|got home|moved out|empty since|vacant since)\b/i.test(description)
      ? (datesApart ?? 0)
      : 0,
    emptyDays ?? 0,
  );
  return {
    facts,
    yes: affirmed(terms),
    no: negated(terms),
    hours: [...hoursIn(description), ...heldUpDays(description).map((days) => days * 24)],
    longestSpanDays: longest > 0 ? longest : null,
    absenceDays: absence > 0 ? absence : null,
    ordinal: ordinalIn(description),
    countries,
    noOptions: NO_OPTIONS.test(description),
    police: policeFacts(description),
  };
}
