import {
  type ComplaintLetterInput,
  formatLetterDay,
  formatLetterMoment,
  LETTER_PLACEHOLDERS,
  reliedOnClauses,
} from '#domain/complaints/complaint-letter';
import { escalationRoute } from '#domain/complaints/escalation-routes';
import { formatMoney } from '#domain/money';

/** The letter's wording that is the same for every claim: none of it is a fact about the claim. */
const FIXED_WORDING = [
  'Policy number:',
  'Claim reference:',
  'page',
  'Date of the incident:',
  'Reported on:',
  'Amount claimed:',
];

/** Every text the letter may take a fact from: the assessment, the user's inputs and the route's own words. */
function sourcesOf(input: ComplaintLetterInput): string[] {
  const { assessment: a, country, timeZone } = input;
  return [
    a.policyName,
    a.insuranceTypeName,
    a.location,
    a.description,
    formatLetterMoment(a.incidentDateTime, country, timeZone),
    formatLetterMoment(a.reportDateTime, country, timeZone),
    formatMoney(a.estimatedValue, a.currency, country),
    input.sentOn ? formatLetterDay(input.sentOn, country) : '',
    ...reliedOnClauses(a).flatMap((c) => [c.quote, c.file, String(c.page), c.title ?? '']),
    input.insurer ?? '',
    input.holderName ?? '',
    input.disagreement,
    input.request,
    escalationRoute(country, input.usState).letterClosing,
    ...FIXED_WORDING,
  ];
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
/** A date as the letter writes it, in any of its countries' orders. */
const WRITTEN_DATE = new RegExp(`\\b(?:\\d{1,2} ${MONTH} \\d{4}|${MONTH} \\d{1,2}, \\d{4})\\b`, 'g');

/** Every date the letter writes. */
export function datesIn(letter: string): string[] {
  return [...letter.matchAll(WRITTEN_DATE)].map((m) => m[0]);
}

/**
 * What in the letter does not come from its inputs: numbers (dates, amounts, pages), quoted
 * passages and bracketed placeholders that none of the inputs or known placeholders hold.
 */
export function untracedFacts(letter: string, input: ComplaintLetterInput): string[] {
  const sources = sourcesOf(input);
  const inSources = (fact: string) => sources.some((source) => source.includes(fact));
  const numbers = [...letter.matchAll(/[£$€]?\d[\d,.]*/g)].map((m) => m[0].replace(/[.,]$/, ''));
  const quoted = [...letter.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
  const placeholders = new Set<string>(Object.values(LETTER_PLACEHOLDERS));
  const bracketed = [...letter.matchAll(/\[[^\]]*\]/g)].map((m) => m[0]);
  return [
    ...datesIn(letter).filter((d) => !inSources(d)),
    ...numbers.filter((n) => !inSources(n)),
    ...quoted.filter((q) => !inSources(q)),
    ...bracketed.filter((b) => !placeholders.has(b) && !inSources(b)),
  ];
}
