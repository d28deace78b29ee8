import { type Clause, clauseTerms } from '#functions/analysis/understand/clauses';
import { affirmed } from '#functions/analysis/understand/language/concepts';
import type { ClaimReading } from '../claim-reading';

/**
 * Which concepts name an insured event, which a thing, and which a circumstance or service that
 * on its own decides whether a clause applies (a pet did it, it was left unattended, it was
 * dental care). An exclusion that names a circumstance applies when the claim shows it; one that
 * names only an event and a thing applies when the claim shows both.
 */
export const EVENTS = new Set(
  [
    'theft',
    'loss',
    'water',
    'storm',
    'flood',
    'fire',
    'accidental_damage',
    'breakage',
    'illness',
    'injury',
    'hospital',
    'surgery',
    'outpatient',
    'emergency',
    'delay',
    'cancellation',
    'travel_abroad',
    'malicious',
    'impact',
    'natural_disaster',
    'subsidence',
  ].map((id) => `@${id}`),
);
export const THINGS = new Set(
  [
    'pipe',
    'tap',
    'bath',
    'phone',
    'computer',
    'tv',
    'camera',
    'jewellery',
    'bicycle',
    'fence',
    'drive',
    'appliance',
    'carpet',
    'baggage',
    'electronics',
    'vehicle',
    'key',
    'money',
  ].map((id) => `@${id}`),
);

/** Concepts that set the scene (a flight, a trip) but never decide on their own. */
export const CONTEXT = new Set([
  // Weather that is no storm: it sets the scene of a claim, and is a cause only where a cover names causes.
  '@rain',
  // Where a traveller stayed: a theft "from your hotel room" is still a theft.
  '@accommodation',
  // A doctor seen sets the scene of an illness; it is asked for only by a condition that names it.
  '@medical_care',
  // The building opened to the weather: what an exception to a peril may ask, never a refusal's reach.
  '@building_damaged',
  '@transport',
  '@travel_abroad',
  '@locked',
  '@forced_entry',
  '@portable',
  '@possessions',
]);

export function isCircumstance(id: string): boolean {
  return id.startsWith('@') && !EVENTS.has(id) && !THINGS.has(id) && !CONTEXT.has(id);
}

/** Events that are a kind of a wider one: a theft is a loss ("if your baggage is lost or damaged"). */
const WIDER: Readonly<Record<string, string>> = { '@theft': '@loss' };

/** The clause is about events the claim does not mention (a storm waiting period, for a theft). */
export function isAboutOtherEvents(clause: Clause, reading: ClaimReading): boolean {
  const events = [...clause.yes].filter((id) => EVENTS.has(id) && id !== '@travel_abroad');
  const claimed = [...reading.yes].flatMap((id) => (WIDER[id] ? [id, WIDER[id]] : [id]));
  return events.length > 0 && !events.some((id) => claimed.includes(id));
}

/** The claim denies something the clause requires ("we are not renovating"). */
export function conflicts(clause: Clause, reading: ClaimReading): boolean {
  const denied = [...clause.yes].some(
    (id) => id.startsWith('@') && reading.no.has(id) && !reading.yes.has(id),
  );
  // The clause asks for what the claim is not ("not designed to be portable", for a laptop).
  const excluded = [...clause.no].some(
    (id) => id.startsWith('@') && reading.yes.has(id) && !clause.yes.has(id),
  );
  return denied || excluded;
}

/** "… except claims arising due to an Accident", for a fall: the clause's exception names what happened. */
export function exceptionNamesClaim(clause: Clause, reading: ClaimReading): boolean {
  const named = [...clause.exceptionYes].some(
    (id) => EVENTS.has(id) && reading.yes.has(id) && !reading.no.has(id),
  );
  return named || (/\baccident/i.test(clause.exception ?? '') && reading.yes.has('@injury'));
}

/** The claim denies something the term asks for ("hidden from view", for a phone left on the seat). */
export function deniedBy(reading: ClaimReading, term: string): boolean {
  return [...affirmed(clauseTerms(term))].some(
    (id) => id.startsWith('@') && reading.no.has(id) && !reading.yes.has(id),
  );
}
