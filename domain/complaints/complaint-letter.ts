import type { Country } from '../constants';
import { formatMoney } from '../money';
import type { AssessmentView } from '../schemas/claim';
import { isDay } from './complaint-deadlines';
import { escalationRoute, type UsState } from './escalation-routes';

type CompletedAssessment = Extract<AssessmentView, { status: 'completed' }>;

/** What the letter is drafted from: the assessment's claim, verdict and the clauses it relied on. */
export type LetterAssessment = Pick<
  CompletedAssessment,
  | 'policyName'
  | 'insuranceTypeName'
  | 'verdict'
  | 'incidentDateTime'
  | 'reportDateTime'
  | 'location'
  | 'description'
  | 'estimatedValue'
  | 'currency'
  | 'citations'
  | 'exclusions'
  | 'checks'
>;

export interface ComplaintLetterInput {
  readonly assessment: LetterAssessment;
  readonly country: Country;
  readonly usState?: UsState | undefined;
  /** The insurer as the policy names it; PolicyLens does not always know it. */
  readonly insurer?: string | null | undefined;
  /** The user's name from their profile, when they gave one. */
  readonly holderName?: string | undefined;
  /** Why the user disagrees, in their words. */
  readonly disagreement: string;
  /** What the user asks the insurer to do, in their words. */
  readonly request: string;
  /** The day the letter is sent, 'YYYY-MM-DD', when the user has one. */
  readonly sentOn?: string | undefined;
  /** The user's time zone, to date the incident as they entered it. */
  readonly timeZone?: string | undefined;
}

/**
 * What the letter says where PolicyLens does not know a fact. Each stays visible, in square
 * brackets, until the user writes the fact in: nothing is ever guessed.
 */
export const LETTER_PLACEHOLDERS = {
  name: '[your name]',
  date: '[date]',
  address: '[your address]',
  insurer: "[insurer's name]",
  insurerAddress: "[insurer's address]",
  policyNumber: '[policy number]',
  claimReference: '[claim reference, if you have one]',
  clause: '[quote the policy wording the decision relies on, with its page]',
  disagreement: '[say why you disagree]',
  request: '[say what you are asking the insurer to do]',
} as const;

/** A clause of the policy the letter quotes. */
export interface QuotedClause {
  readonly title?: string;
  readonly quote: string;
  readonly file: string;
  readonly page: number;
}

const MAX_QUOTED_CLAUSES = 3;

/**
 * The wording the verdict turns on, and nothing else: the terms the claim failed, each quoting the
 * policy (named by its exclusion's title when it is one), or failing those the clauses the
 * assessment cites first, which are the decisive ones. An exclusion the assessment only lists as
 * one that may apply is not quoted against the insurer.
 */
export function reliedOnClauses(assessment: LetterAssessment): QuotedClause[] {
  const titleOf = (quote: string) => assessment.exclusions.find((e) => e.citation?.quote === quote)?.title;
  const against: QuotedClause[] = assessment.checks.flatMap((c) =>
    c.outcome === 'fail' && c.citation
      ? [{ title: titleOf(c.citation.quote) ?? c.label, ...c.citation }]
      : [],
  );
  const chosen = against.length > 0 ? against : assessment.citations;
  const seen = new Set<string>();
  const clauses: QuotedClause[] = [];
  for (const { title, quote, file, page } of chosen as QuotedClause[]) {
    const key = `${file}#${page}#${quote}`;
    if (seen.has(key)) continue;
    seen.add(key);
    clauses.push({ ...(title ? { title } : {}), quote, file, page });
  }
  return clauses.slice(0, MAX_QUOTED_CLAUSES);
}

const LOCALES: Record<Country, string> = { GB: 'en-GB', AU: 'en-AU', US: 'en-US' };

/** A calendar day ('YYYY-MM-DD') as the user's country writes it: '1 June 2025', 'June 1, 2025'. */
export function formatLetterDay(day: string, country: Country): string {
  return formatLetterMoment(`${day}T00:00:00Z`, country, 'UTC');
}

/** The day of a moment, in the user's time zone, as their country writes it. */
export function formatLetterMoment(moment: string, country: Country, timeZone?: string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return moment;
  return new Intl.DateTimeFormat(LOCALES[country], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

const given = (text: string | null | undefined, placeholder: string) => text?.trim() || placeholder;

/** Who writes, to whom, when, and about which policy. */
function letterHeading(input: ComplaintLetterInput): string[] {
  const p = LETTER_PLACEHOLDERS;
  return [
    given(input.holderName, p.name),
    p.address,
    '',
    isDay(input.sentOn) ? formatLetterDay(input.sentOn, input.country) : p.date,
    '',
    given(input.insurer, p.insurer),
    p.insurerAddress,
    '',
    `Policy: ${input.assessment.policyName} (${input.assessment.insuranceTypeName})`,
    `Policy number: ${p.policyNumber}`,
    `Claim reference: ${p.claimReference}`,
    '',
    'Dear Sir or Madam,',
    '',
    `Complaint about my claim under ${input.assessment.policyName}`,
    '',
    'I am writing to make a complaint about my claim under the policy above.',
  ];
}

/** Only the facts the user gave on the claim form, each on its own line. */
function whatHappened(input: ComplaintLetterInput): string[] {
  const { assessment: a, country, timeZone } = input;
  const location = a.location.trim();
  return [
    'What happened',
    `Date of the incident: ${formatLetterMoment(a.incidentDateTime, country, timeZone)}`,
    ...(location ? [`Where: ${location}`] : []),
    `Reported on: ${formatLetterMoment(a.reportDateTime, country, timeZone)}`,
    `Amount claimed: ${formatMoney(a.estimatedValue, a.currency, country)}`,
    `In my own words: "${a.description.trim()}"`,
  ];
}

function quotedClause(clause: QuotedClause): string {
  const title = clause.title ? `${clause.title}: ` : '';
  return `${title}"${clause.quote}" (${clause.file}, page ${clause.page})`;
}

/**
 * The wording the claim turns on. A likely refusal is described as possible, never as made; an
 * unclear verdict asks the insurer to confirm.
 */
function policyWording(input: ComplaintLetterInput): string[] {
  const clauses = reliedOnClauses(input.assessment);
  const lead =
    input.assessment.verdict === 'unclear'
      ? 'It is not clear to me whether my claim is covered. The wording of the policy that seems to apply is:'
      : 'As I understand it, my claim may be declined on the basis of this wording of the policy:';
  return [
    'The policy wording',
    lead,
    ...(clauses.length > 0 ? clauses.map(quotedClause) : [LETTER_PLACEHOLDERS.clause]),
  ];
}

function whyAndWhat(input: ComplaintLetterInput): string[] {
  const unclear = input.assessment.verdict === 'unclear';
  const why = given(input.disagreement, LETTER_PLACEHOLDERS.disagreement);
  return [
    'Why I disagree',
    unclear
      ? `I believe my claim should be covered, because: ${why}`
      : `I do not agree that this wording means my claim should not be paid, because: ${why}`,
    unclear
      ? 'Please confirm in writing whether my claim is covered and, if you consider it is not, which wording of the policy you rely on.'
      : 'Please reconsider my claim and, if you decline it, tell me in writing which wording of the policy you rely on.',
    '',
    'What I am asking for',
    given(input.request, LETTER_PLACEHOLDERS.request),
  ];
}

/**
 * The complaint letter, as plain text. A pure function of the assessment and what the user typed:
 * every fact in it is one of theirs, and anything unknown is a placeholder in square brackets.
 */
export function draftComplaintLetter(input: ComplaintLetterInput): string {
  const route = escalationRoute(input.country, input.usState);
  const signOff = input.country === 'US' ? 'Sincerely,' : 'Yours faithfully,';
  return [
    ...letterHeading(input),
    '',
    ...whatHappened(input),
    '',
    ...policyWording(input),
    '',
    ...whyAndWhat(input),
    '',
    route.letterClosing,
    '',
    signOff,
    given(input.holderName, LETTER_PLACEHOLDERS.name),
  ].join('\n');
}
