import { grantsInWords, grantsThenRefuses, qualifyingParts } from './clause-parts';
import { affirmed, negated, termsOf } from './language/concepts';
import { looksLikeInstructions, normalise } from './text';
import type { Citation, PolicyDocument } from './types';

/**
 * A policy read into clauses, each with the part it plays. The role comes first from the heading
 * the clause sits under (the IPID's "What is not insured?", a wording's "General exclusions", an
 * SBC's "Services your plan generally does NOT cover", "Optional covers", "Definitions"), then
 * from its own words ("we will not pay", "you must", "we will pay").
 */
export type Role = 'cover' | 'exclusion' | 'condition' | 'definition' | 'other';

export interface Clause {
  readonly file: string;
  readonly page: number;
  readonly text: string;
  readonly heading: string | null;
  readonly role: Role;
  /** Under a heading or in words that make the cover depend on an option the customer buys. */
  readonly optional: boolean;
  /** The part before "unless", "except", "but we do cover": what the clause is about. */
  readonly main: string;
  /** The part after it: what lifts the exclusion or condition, if anything. */
  readonly exception: string | null;
  /** Concept and lemma ids the main part affirms and negates. */
  readonly yes: ReadonlySet<string>;
  readonly no: ReadonlySet<string>;
  /** Ids of the exception part. */
  readonly exceptionYes: ReadonlySet<string>;
  /** Concepts of the lead-in a list item sits under ("in respect of Electronic Equipment:"). */
  readonly scope: ReadonlySet<string>;
  /** The title of the part of the policy the clause sits in ("Extra accidental damage to contents"). */
  readonly title?: string | null;
  /** A row of an event table: its label alone says what is covered. */
  readonly eventRow?: true;
  /** An item of a list of add-ons ("cover can be extended to include:"), named by its own words. */
  readonly addOn?: true;
  /** An item named on a schedule or certificate with its own sum insured ("WEDDING RING $1,000"). */
  readonly specified?: true;
}

const HEADING_ROLES: readonly [RegExp, Role][] = [
  [
    /\b(definitions?|meaning of (words|terms)|words with (special|specific) meanings?|glossary)\b/i,
    'definition',
  ],
  [
    /\bnot (insured|covered|included)|exclusions?|\bexcluded\b|we (will|do) not (pay|cover)|does not cover|what is not|not cover\b/i,
    'exclusion',
  ],
  [
    /^(general |special |policy |claims? |important )?conditions\b|\bconditions (of|that apply|applying)|\b(restrictions?|limitations?|obligations)\b|what you (must|need to) do|making a claim|how to claim|claims? (procedure|process)/i,
    'condition',
  ],
  [
    /\bwhat('s| is) (insured|covered)|what (we|this section) (will )?(cover|pay)|what (your|the) policy covers\b|covered services|we will pay|insured events?|what('s| is) included|benefits?\b|\bcover\b/i,
    'cover',
  ],
];

const OPTIONAL_HEADING =
  /\b(optional (covers?|extras?|benefits?|sections?)|add-?ons?|extra covers?|if (selected|chosen|bought|purchased|shown))\b|\b(applicable|available) (to|for|under|with) [^)]{1,60}\b(plans?|options?|covers?) only\b/i;
const OPTIONAL_WORDS =
  /\((applicable|available) (to|for|under|with) [^)]{1,60}\bonly\)|\b(is|are) (only )?available (under|as|with)\b|\bcan be added\b|\bif (you have |you've )?(chosen|selected|bought|purchased|added|opted for)\b|\bif (this|it) is shown (in|on) your (policy )?(schedule|certificate)|\boptional (extra|cover|benefit)\b|\bonly (applies |available )?if (you|it)\b[^.]{0,40}\b(chosen|selected|bought|shown)/i;

const EXCLUDING_WORDS =
  /\b(not covered|not insured|(we|the (company|insurer)) (will|do|shall) not (pay|cover|be liable)|we won't (pay|cover)|you('re| are) not covered|you will not be covered|is excluded|are excluded|no cover|not (be )?(payable|included)|does not cover|do not (cover|insure)|(this|the) (peril|cover) does not include)\b/i;
const COVERING_WORDS =
  /\b((?:an?|our) (?:engineer|contractor|tradesperson|technician|repairer)s? will (?:visit|attend|be sent|carry out|complete)|we will send (?:an?|our) (?:engineer|contractor|tradesperson|technician)|cover (will )?protects? you|protects? you (for|against)|(we|the (company|insurer)) (will|shall) (pay|cover|reimburse|indemnify|provide)|we('ll| will) pay|we cover|we insure (against|for)|you('re| are) covered|is covered|are covered|cover(s)? (you )?for|insured events?)\b/i;
const CONDITION_WORDS =
  /\b(you must|you should|must be|provided that|only if|on condition that|it is a condition)\b/i;

const PROHIBITS = /\b(must|should|shall) not\b|\bmust never\b|\bnever leave\b/i;

/**
 * The terms of policy wording: only a word that is itself denied counts as denied, and what a
 * prohibition forbids ("you must not leave articles unattended") is what it is about.
 */
export function clauseTerms(text: string) {
  return termsOf(text, PROHIBITS.test(text) ? 'none' : 'word');
}

const EXCEPTION_START =
  /\bthis (may|might|could|will) be covered (under|by)\b|\b(unless|except (for|when|where|if)?|other than|but we (do|will) (cover|pay)|(but )?this (exclusion )?does not apply|however,? we (?:will|do))\b/i;

/** A line that ends in sums of money: a row of a table of figures. */
const TABLE_ROW = /(?:[$£€₹]|\b(?:S\$|A\$|US\$|AUD|SGD|GBP|USD|INR|Rs\.?)\s?)\d[\d,.]*\s*$/;

/** "Baggage: up to £1,500 (single article limit £250)": a label, a colon and a figure make a row. */
const LABELLED_FIGURE = /^[A-Z][^:.]{2,60}:\s.*(?:[$£€₹]|\b(?:S\$|A\$|US\$|AUD|SGD|GBP|USD|INR|Rs\.?)\s?)\d/;

/** "Other Covered Services (Limitations may apply ...)": the heading without its note in brackets. */
function withoutNote(line: string): string {
  return line.trim().replace(/\s*\([^)]{8,}\)$/, '');
}

function headingRole(heading: string | null): Role | null {
  if (!heading) return null;
  heading = withoutNote(heading);
  return HEADING_ROLES.find(([pattern]) => pattern.test(heading))?.[1] ?? null;
}

/** US cost sharing ("20% coinsurance", "$35 copay", "No charge"): the service is covered. */
const COST_SHARING = /\b\d+% coinsurance\b|\bcopay(ment)?\b|\bno charge\b/i;

function ownRole(text: string): Role | null {
  // "We insure for … caused by the following perils, unless the loss is excluded in Section I": the
  // refusal's words sit in the exception, so a grant before it stays a grant.
  const cut = EXCEPTION_START.exec(text);
  const main = cut && cut.index > 0 ? text.slice(0, cut.index) : text;
  const excluding = EXCLUDING_WORDS.test(COVERING_WORDS.test(main) ? main : text);
  // Covered in one network and not in another: the claim's network decides, so neither.
  if (excluding && COST_SHARING.test(text)) return null;
  if (COST_SHARING.test(text)) return 'cover';
  if (excluding || UNMET_THING.test(text)) return 'exclusion';
  if (CONDITION_WORDS.test(text)) return 'condition';
  if (COVERING_WORDS.test(text) || grantsInWords(text) || INSURED_EVENT.test(text)) return 'cover';
  // "Accidental loss or damage to or Theft of Pedal Cycles … up to the Maximum Claim Limit": a
  // benefit named with what it pays.
  if (BENEFIT_WITH_LIMIT.test(text)) return 'cover';
  return null;
}

/**
 * "If, whilst You are Overseas on a trip, Your personal belongings are lost or damaged.": a section's
 * insured event, set as a condition with no main clause of its own after it.
 */
const INSURED_EVENT =
  /^[^.]{0,80}\bIf\b,?(?![^.]*\b(?:we|you|must|not|contact|call|tell)\b[^.]*,)[^.]*\b(?:is|are|was|were|ha(?:s|ve) been|becomes?)\s+(?:accidentally\s+)?(?:lost|stolen|damaged|destroyed|delayed|cancell?ed)(?:\s+or\s+(?:lost|stolen|damaged|destroyed|delayed))?(?:\s+(?:while|whilst|during)\b[^.,]*)?\.$/;

/** "j) Any boiler which has not been serviced within the 12 months …": a thing named by what was not done to it, listed to be refused. */
export const UNMET_THING =
  /^(?:\(?[a-z0-9]{1,3}[.)]\s+)?(?:any|all)\s+[\w\s-]{2,40}?\b(?:which|that)\s+(?:has|have|had)\s+not\s+been\s+\w+ed\b/i;

/** What happens, to what, and the most it pays, in one sentence: a grant without its verb. */
const BENEFIT_WITH_LIMIT =
  /^[^.]{0,40}\b(?:loss|damage|theft)\b(?:\s+(?:or|and|of|to|from)\b[^.]{0,30})?\s+(?:of|to)\s+[^.]{3,120}\bup to (?:the |a |your )?(?:maximum|limit|sum insured|[£$€₹]\s?\d)/i;

function roleOf(text: string, heading: string | null, leadRole: Role | null = null): Role {
  const own = ownRole(text);
  if (own === 'cover' && COST_SHARING.test(text)) return 'cover';
  const under = leadRole ?? headingRole(heading);
  // A clause's own excluding words outrank a covering heading; otherwise the heading decides.
  if (own === 'exclusion' || own === 'condition') return under === 'definition' ? 'definition' : own;
  return under ?? own ?? 'other';
}

function makeClause(
  where: {
    file: string;
    page: number;
    heading: string | null;
    optionalSection: boolean;
    title?: string | null;
  },
  text: string,
  leadRole: Role | null = null,
  scope: ReadonlySet<string> = new Set(),
): Clause {
  const cut = EXCEPTION_START.exec(text);
  const main = cut ? text.slice(0, cut.index) : text;
  const exception = cut ? text.slice(cut.index) : null;
  const terms = clauseTerms(main);
  return {
    file: where.file,
    page: where.page,
    text,
    heading: where.heading,
    title: where.title ?? where.heading,
    role: roleOf(text, where.heading, leadRole),
    optional: where.optionalSection || OPTIONAL_WORDS.test(text),
    main,
    exception,
    yes: affirmed(terms),
    no: negated(terms),
    exceptionYes: exception ? affirmed(termsOf(exception, 'word')) : new Set(),
    scope,
  };
}

/**
 * A paragraph that grants cover and then refuses part of it is a cover, and each refusal in it
 * also stands as an exclusion of its own.
 */
function readByParts(clause: Clause): Clause[] {
  const listed = refusalList(clause);
  // "1. We insure against risk of direct physical loss … 2. We do not insure, however, for loss:":
  // a lead-in that grants before it refuses is the cover the list then narrows.
  if (listed) return [...readGrant(listed[0] as Clause), ...listed.slice(1)];
  return readGrant(clause);
}

function readGrant(clause: Clause): Clause[] {
  if (clause.role === 'definition' || !grantsThenRefuses(clause.text)) return [clause];
  const refusals = qualifyingParts(clause.text)
    .filter((part) => part.role === 'exclusion')
    .map((part) => partClause(clause, part.text, 'exclusion'));
  return [{ ...clause, role: 'cover' }, ...refusals];
}

/** "we will not cover: loss caused by mistakes; losses not reported to the police;": a list run into one line. */
const RUN_IN_LIST =
  /^(?<lead>.*?\b(?:will not|won't|do not|does not|shall not) (?:pay|cover|insure)[^:;]{0,40}:)\s*(?<items>.+)$/is;

function refusalList(clause: Clause): Clause[] | null {
  const m = clause.role === 'exclusion' ? RUN_IN_LIST.exec(clause.text) : null;
  const items = withAlternatives(
    (m?.groups?.items ?? '')
      .split(/;\s*/)
      .map((t) => t.trim())
      .filter((t) => t.length > 3),
  );
  if (!m?.groups?.lead || items.length < 1) return null;
  return [
    partClause(clause, m.groups.lead, clause.role),
    ...items.map((item) => partClause(clause, item, 'exclusion')),
  ];
}

/**
 * "This exclusion does not apply if you have: (a) maintained heat; or (b) drained the system": the
 * items after an exception that opens a list are its alternatives, not refusals of their own.
 */
function withAlternatives(items: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last !== undefined && /^(?:or|and)\b/i.test(item) && EXCEPTION_START.test(last) && /:\s/.test(last))
      out[out.length - 1] = `${last}; ${item}`;
    else out.push(item);
  }
  return out;
}

/** One part of a clause read by its grammar (a refusal inside a covering paragraph), as a clause of its own. */
export function partClause(whole: Clause, text: string, role: Role): Clause {
  const where = { ...whole, optionalSection: whole.optional, title: whole.title ?? null };
  return { ...makeClause(where, text), role, scope: whole.scope };
}

/**
 * A row of an event table (the Australian KFS "Event / Cover: Yes / No / Optional", and summary
 * tables like it): the event is covered, not covered, or covered only with an option.
 */
const EVENT_ROW = /^(?<label>[A-Z][A-Za-z ,'&/-]{2,50}?)\s+(?<answer>Yes|No|Optional)\b/;

function eventRowClause(
  where: { file: string; page: number; heading: string | null },
  text: string,
): Clause | null {
  const m = EVENT_ROW.exec(text);
  if (!m?.groups?.label || /\b(yes|no)\b/i.test(m.groups.label)) return null;
  const label = m.groups.label;
  const terms = termsOf(label, 'word');
  return {
    ...where,
    text,
    role: m.groups.answer === 'No' ? 'exclusion' : 'cover',
    optional: m.groups.answer === 'Optional',
    main: label,
    exception: null,
    yes: affirmed(terms),
    no: negated(terms),
    exceptionYes: new Set(),
    scope: new Set(),
    eventRow: true,
  };
}

/** A line that is a heading: short, no closing punctuation, a question or in title case. */
function isHeadingLine(line: string): boolean {
  // "Other Covered Services (Limitations may apply ...)": a heading with a note in brackets after it.
  const t = withoutNote(line);
  if (BULLET_START.test(t)) return false;
  // A line with a sum of money is a table row ("Limits or exclusions $20"), not a heading.
  if (TABLE_ROW.test(t)) return false;
  if (t.length < 3 || t.length > 80 || /[.;,:]$/.test(t) || /\d{4,}/.test(t)) return false;
  if (/\?$/.test(t)) return true;
  const words = t.split(/\s+/);
  // "General exclusions", "What is not covered": sentence-case headings that name their role.
  if (words.length <= 6 && /^[A-Z]/.test(t) && headingRole(t) !== null) return true;
  if (words.length > 10) return false;
  const letters = t.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 4 && letters === letters.toUpperCase()) return true;
  const capitalised = words.filter((w) => /^[A-Z(]/.test(w)).length;
  return /^(section|part)\s+[\dA-Z]+\b/i.test(t) || capitalised >= Math.ceil(words.length * 0.75);
}

/**
 * A line that starts with a bullet or an icon: a list item, never a heading. Tick and cross icons
 * set in a symbol font (as in the IPID's "What is insured?" lists) come out of the PDF as a lone
 * letter: ü and û (Wingdings' tick and cross), þ and ý (boxed tick and cross).
 */
const BULLET_START = /^([^\p{L}\p{N}\s("'£$€₹]|[üûþý]\s)/u;
/** A line that starts a new item: a bullet, a tick or cross icon, a numbered or lettered item. */
const ITEM_START =
  /^([^\p{L}\p{N}\s("'£$€₹]|[üûþý]\s|\(?[a-z]{1,3}\)|\(?[ivx]{1,4}[.)]|\d{1,2}(\.\d+)*[.)]?\s)/iu;

interface Context {
  readonly file: string;
  page: number;
  heading: string | null;
  /** The latest heading that gives a role ("What is not insured?"), kept under sub-headings. */
  roleHeading: string | null;
  optionalSection: boolean;
  /** The role of a lead-in ("We will not pay for:") that the items after it take. */
  leadRole: Role | null;
  leadScope: ReadonlySet<string>;
  /** A lead-in that offers what follows for an extra premium ("cover can be extended to include:"). */
  leadOptional: boolean;
  /** The latest heading that names a part of the policy, not one every part repeats. */
  title: string | null;
}

/** "not reported to the Police within / 7 days of discovery": a span that carries a sentence on, no item. */
const SPAN_RUNS_ON = /^\d{1,3}\s+(?:days?|hours?|weeks?|months?|years?|nights?|consecutive)\b/i;

/** A line that ends on a list item's letter after a colon ("provided that: c."). */
const LIST_MARK_END = /:\s*\(?[a-z0-9]{1,3}[.)]$/i;

/** A short label ending in a colon ("Buildings:", "Contents:") starts a new part of a list. */
const LABEL_LINE = /^[A-Z][\w'’ &/-]{1,40}:$/;
/** "Your rights to continue coverage: There are...": a paragraph led by its own label starts anew. */
const RUN_IN_HEADING = /^[A-Z][\w'’ &/-]{2,50}:\s+[A-Z]/;

/** "We will pay for Accidental Damage to:": a sentence that leads into a list, within the part it stands in. */
const LEAD_IN = /^(?:we|you|the (?:company|insurer))\b/i;

function enterHeading(context: Context, line: string): void {
  context.heading = line;
  if (!GENERIC_SUBHEADING.test(line) && !line.endsWith(':')) context.title = withoutNote(line);
  const roleBearing = headingRole(line) !== null || /\?$/.test(line);
  if (roleBearing || /^(section|part|chapter)\s+[\dA-Z]/i.test(line)) {
    context.roleHeading = line;
    context.leadRole = null;
    context.leadScope = new Set();
    context.leadOptional = false;
  }
  if (OPTIONAL_HEADING.test(line) || /^(extra|additional|optional)\b/i.test(line))
    context.optionalSection = true;
  else if (!GENERIC_SUBHEADING.test(line) && !LEAD_IN.test(line) && (roleBearing || LABEL_LINE.test(line)))
    context.optionalSection = false;
}

/** "We insure for … caused by any of the following perils, unless …": a lead-in to the list after it. */
const FOLLOWING_LIST =
  /\b(?:caused by|against|from) (?:any (?:one )?of )?the following (?:perils|events|causes|risks)\b/i;

/** Headings every section repeats ("What is covered?"): they keep the section's optional standing. */
const GENERIC_SUBHEADING =
  /^(what('s| is) (not )?(covered|insured)|what (we|this section) (will|won't|will not|do not|don't) (pay|cover)( for)?|what (your|the) policy (does not |doesn't )?covers?|(special )?exclusions?|(special )?conditions?|limits?)\s*\??:?$/i;
/** "For an additional premium, cover can be extended to include:": the list after it is add-ons. */
const OPTIONAL_LEAD_IN =
  /\b(for an? (additional|extra) (premium|cost|charge)|can be extended to (include|cover)|optional (extras?|covers?|add-?ons?))\b/i;
/** "These covers only apply if shown on your schedule": what follows is optional. */
const OPTIONAL_STATEMENT =
  /\b(these|this|the following) (covers?|sections?|benefits?) (only )?appl(y|ies) (only )?if (shown|selected|chosen|bought)/i;

/** A line's shape with its figures blanked ("Page 3 of 40" and "Page 4 of 40" are one line). */
function lineShape(line: string): string {
  return line.trim().toLowerCase().replace(/\d+/g, '#');
}

/**
 * Running headers and footers: lines that stand on many pages (document codes, "Page 3 of 40",
 * the insurer's address block). They are noise, never part of a clause.
 */
export function runningLines(pages: readonly string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const shape of new Set(normalise(page).split('\n').map(lineShape).filter(Boolean)))
      counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  const least = Math.max(3, Math.ceil(pages.length * 0.3));
  return new Set([...counts].filter(([, n]) => n >= least).map(([shape]) => shape));
}

/**
 * A line every page repeats that still says something of the text under it: the role a two-column
 * page gives each column ("What Your Policy covers:", "What Your Policy does not cover:").
 */
const KEPT_RUNNING =
  /^what (?:your policy|is|are|we|this section)\b.{0,30}\b(?:covers?|covered|insured|pay(?: for)?)\s*[:?]?$/i;

/** The clauses of one run of text, added in order; a lead-in gives its role to the list after it. */
function addClauses(context: Context, clauses: Clause[], joined: string): void {
  // "… are lost or damaged. We will not pay for any claims in respect of:": the lead-in stands alone.
  const lead = LEAD_IN_AFTER.exec(joined);
  const split =
    lead?.groups?.before && lead.groups.lead && leadsOtherwise(lead.groups.before, lead.groups.lead);
  if (split && lead?.groups?.before) clauses.push(...readByParts(clauseIn(context, lead.groups.before)));
  const text = split ? (lead?.groups?.lead ?? joined) : joined;
  if (text.length < 3 || looksLikeInstructions(text)) return;
  const clause = clauseIn(context, text);
  clauses.push(...readByParts(clause));
  // "We will not pay for loss or damage:" gives its role to the list that follows.
  if (OPTIONAL_STATEMENT.test(text)) context.optionalSection = true;
  if (text.endsWith(':') || FOLLOWING_LIST.test(text)) {
    context.leadRole = ownRole(text) ?? context.leadRole;
    context.leadScope = new Set([...clause.yes].filter((id) => id.startsWith('@')));
    context.leadOptional = OPTIONAL_LEAD_IN.test(text);
  }
  const row = eventRowClause({ file: context.file, page: context.page, heading: context.heading }, text);
  if (row) clauses.push(row);
}

/** A sentence's end, then a lettered item that opens with a capital: "… part(s). j) Any boiler …". */
const ITEM_AFTER_SENTENCE = /(?<=[a-z)]\.)\s+(?=[a-z]\)\s+[A-Z])/;

export function clausesOf(document: PolicyDocument): Clause[] {
  const clauses: Clause[] = [];
  const running = runningLines(document.pages);
  const context: Context = {
    leadRole: null,
    leadScope: new Set(),
    leadOptional: false,
    title: null,
    file: document.file,
    page: 0,
    heading: null,
    roleHeading: null,
    optionalSection: false,
  };
  document.pages.forEach((pageText, i) => {
    context.page = i + 1;
    let current: string[] = [];
    const flush = () => {
      const joined = current.join(' ').replace(/\s+/g, ' ').trim();
      current = [];
      // "… replace the relevant part(s). j) Any boiler which …": a lettered item run into the prose.
      for (const piece of joined.split(ITEM_AFTER_SENTENCE)) addClauses(context, clauses, piece);
    };
    const lines = normalise(pageText).split('\n');
    lines.forEach((raw, at) => {
      const columnHeading = KEPT_RUNNING.test(raw.trim());
      const line = running.has(lineShape(raw)) && !columnHeading ? '' : raw.trim();
      // A line the next one carries on in lower case ("We will pay for loss / or damage") is no heading.
      const carriedOn = /^[a-z]/.test(lines[at + 1]?.trim() ?? '');
      if (!line) {
        flush();
      } else if (
        columnHeading ||
        (!continues(current) &&
          !carriedOn &&
          !capitalsCarriedOn(current, line) &&
          (isHeadingLine(line) || LABEL_LINE.test(line)))
      ) {
        flush();
        enterHeading(context, line);
        // A heading names a part of the policy; it covers or excludes nothing by itself.
        clauses.push({ ...clauseIn(context, line), role: 'other' });
      } else if (
        !continues(current) &&
        !runsOnAsProse(current, line) &&
        // "… during your trip. We / will not pay for …": a sentence that carries on is prose, not a row.
        !(carriedOn && (continues([line]) || ENDS_MID_SENTENCE.test(line))) &&
        (LABELLED_FIGURE.test(line) || (TABLE_ROW.test(line) && line.split(/\s+/).length <= 14))
      ) {
        // A row of a table of figures ("Trip cancellation S$5,000 S$10,000") stands alone.
        flush();
        current.push(line);
        flush();
      } else {
        const item = ITEM_START.test(line) && !(SPAN_RUNS_ON.test(line) && continues(current));
        if (item || (RUN_IN_HEADING.test(line) && !continues(current))) flush();
        current.push(line);
        // A long paragraph is cut where a line ends its sentence, never mid-sentence (unless it runs on and on).
        const length = current.join(' ').length;
        // "… provided that: c." ends on the letter of the item it leads into, not a sentence.
        const ended = /[.;]$/.test(line) && !LIST_MARK_END.test(line);
        if (ended || (length > 500 && /[.:]$/.test(line)) || length > 1500) flush();
      }
    });
    flush();
  });
  return withSpecifiedItems(withFollowingExceptions(withListedExceptions(withTitlesAsHeadings(clauses))));
}

/** Sentences before a closing lead-in ("In addition to …, We will not pay for any claims in respect of:"). */
const LEAD_IN_AFTER = /^(?<before>.{20,}?[a-z)][.!?])\s+(?<lead>[A-Z][^.!?:]{10,200}:.*)$/;

/** The lead-in refuses or grants, and the sentences before it do otherwise: each is a clause of its own. */
function leadsOtherwise(before: string, lead: string): boolean {
  const role = ownRole(lead.slice(0, lead.indexOf(':') + 1));
  return (role === 'exclusion' || role === 'cover') && ownRole(before) !== role;
}

/** "D) Accidental Damage to electronic equipment": a lettered title of a few words, no sentence. */
const TITLE = /^(?:\(?[a-z0-9]{1,3}[.)]\s+)?[A-Z][^.;:!?]{2,70}$/;

/**
 * A part's title followed by the grant that leads into its list ("D) Accidental Damage to electronic
 * equipment" / "We will pay for Accidental Damage to:" / "• televisions …"): the title names the
 * part, the list says what it covers.
 */
function withTitlesAsHeadings(clauses: readonly Clause[]): Clause[] {
  return clauses.map((clause, i) => {
    const next = clauses[i + 1];
    const title =
      clause.role === 'cover' &&
      TITLE.test(clause.text) &&
      clause.text.split(/\s+/).length <= 9 &&
      !grantsInWords(clause.text);
    const leadsIn = next?.page === clause.page && next.text.endsWith(':') && grantsInWords(next.text);
    return title && leadsIn ? { ...clause, role: 'other' } : clause;
  });
}

/** "This exclusion does not apply if you have …": a sentence that lifts the refusal before it. */
const FOLLOWING_EXCEPTION =
  /^(?:however,?\s+)?(?:this|the above|that|these)\s+(?:exclusions?\s+|restrictions?\s+|conditions?\s+)?(?:does|do|shall|will)\s+not\s+apply\b/i;

/** A refusal and the sentence after it that lifts it are one exclusion with its exception. */
function withFollowingExceptions(clauses: readonly Clause[]): Clause[] {
  const out: Clause[] = [];
  for (const clause of clauses) {
    const before = out[out.length - 1];
    if (
      before &&
      before.role === 'exclusion' &&
      before.page === clause.page &&
      FOLLOWING_EXCEPTION.test(clause.text)
    ) {
      const where = { ...before, optionalSection: before.optional };
      const whole = makeClause(where, `${before.text} ${clause.text.replace(FOLLOWING_EXCEPTION, 'unless')}`);
      out[out.length - 1] = { ...whole, role: 'exclusion', scope: before.scope, optional: before.optional };
    } else out.push(clause);
  }
  return out;
}

/** "Specified items", "Individual items away from home", "Scheduled personal property": a list of named things. */
const SPECIFIED_LIST =
  /\b(specified|individual|listed|scheduled|named)\s+(items?|valuables|articles|possessions|(personal )?property)\b/i;
/** "WEDDING RING $1,000": a short name and one sum, the name no limit, excess or total. */
const NAMED_ITEM = new RegExp(`^(?<name>[A-Za-z][A-Za-z0-9 '&,/-]{2,40}?)\\s+${TABLE_ROW.source}`);
const NOT_A_NAME = /\b(excess|deductible|limit|total|maximum|premium|sum insured|per|each|any one)\b/i;

function isNamedItem(clause: Clause): boolean {
  const name = NAMED_ITEM.exec(clause.text)?.groups?.name;
  return !!name && name.split(/\s+/).length <= 5 && !NOT_A_NAME.test(name);
}

/** Items a schedule lists by name under a heading of specified items are covered for their own sums. */
function withSpecifiedItems(clauses: readonly Clause[]): Clause[] {
  const out: Clause[] = [];
  for (const clause of clauses) {
    const before = out[out.length - 1];
    const listed =
      before?.page === clause.page &&
      (before.specified || (SPECIFIED_LIST.test(before.text) && before.text.length < 60));
    out.push(listed && isNamedItem(clause) ? { ...clause, role: 'cover', specified: true } : clause);
  }
  return out;
}

/** "whilst carried on a conveyance, unless:" — the exception's alternatives follow as sub-items. */
const OPEN_EXCEPTION = /\b(unless|except( where| when| if)?|other than)\s*:$/i;
const SUB_ITEM = /^\(?(i{1,3}|iv|v|vi{1,3})[.)]\s/i;
/** An alternative that ends in "or" or "and", and the lettered item that carries the list on. */
const RUNS_ON_TO_ITEM = /(?:;|,)?\s(?:or|and)$/i;
const LETTERED_ITEM = /^\(?(?:[a-h]|i{1,3}|iv|v|vi{1,3})[.)]\s/i;

/** An exception opened with a colon takes the sub-items after it as its alternatives. */
function withListedExceptions(clauses: readonly Clause[]): Clause[] {
  const taken = new Set<number>();
  const out: Clause[] = [];
  clauses.forEach((clause, i) => {
    if (taken.has(i)) return;
    const items = listedAlternatives(clauses, i);
    items.forEach((at) => {
      taken.add(at);
    });
    if (items.length === 0) {
      out.push(clause);
      return;
    }
    const where = { ...clause, optionalSection: clause.optional };
    const text = [clause.text, ...items.map((at) => (clauses[at] as Clause).text)].join(' ');
    const whole = makeClause(where, text);
    out.push({ ...whole, role: clause.role, scope: clause.scope, optional: clause.optional });
  });
  return out;
}

/** The indexes of the clauses that carry on the exception of clause i as its alternatives. */
function listedAlternatives(clauses: readonly Clause[], i: number): number[] {
  const clause = clauses[i] as Clause;
  // "…does not apply if you: (a) keep the home heated; or" and "(b) …" set as an item of its own.
  const runsOn = Boolean(clause.exception) && RUNS_ON_TO_ITEM.test(clause.text);
  if (!OPEN_EXCEPTION.test(clause.text) && !runsOn) return [];
  const items: number[] = [];
  let at = i + 1;
  if (runsOn) {
    // Past the parts read out of this clause, which end where it ends.
    while (at < clauses.length && clause.text.endsWith((clauses[at] as Clause).text)) at++;
    while (LETTERED_ITEM.test(clauses[at]?.text ?? '')) {
      items.push(at);
      if (!RUNS_ON_TO_ITEM.test((clauses[at++] as Clause).text)) break;
    }
  } else while (SUB_ITEM.test(clauses[at]?.text ?? '')) items.push(at++);
  return items;
}

/** A word no sentence or table row ends on: a subject or a verb waiting for the rest of its sentence. */
const ENDS_MID_SENTENCE =
  /\b(?:we|you|it|they|he|she|which|who|whose|where|when|will|shall|must|may|can|not|be|been|have|has|if|unless|but|as)$/i;

/** Lines so far end mid-sentence ("with the exception of the", an open bracket): the next line continues them. */
function continues(current: readonly string[]): boolean {
  const last = current[current.length - 1];
  if (!last) return false;
  const text = current.join(' ');
  const open = (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
  return (
    open ||
    /(\b(of|the|a|an|and|or|to|for|in|on|by|with|within|than|from|under|this|that|any|your|our|is|are)|[,(&-])$/i.test(
      last,
    )
  );
}

/**
 * "… during the course of that Guest's corresponding Valid / Booking; or Accidental Damage. The
 * Excess of £100.": a sentence wrapped onto a line that ends in a figure is prose, not a table row.
 */
function runsOnAsProse(current: readonly string[], line: string): boolean {
  const last = current[current.length - 1];
  return last !== undefined && !/[.;:!?]$/.test(last) && /[.;]\s+\S/.test(line);
}

const inCapitals = (text: string) => {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 4 && letters === letters.toUpperCase();
};

/** A list item set in capitals ("û KEYS NOT ON THE FOB / AT THE TIME OF THE LOSS") wraps onto capital lines. */
function capitalsCarriedOn(current: readonly string[], line: string): boolean {
  const first = current[0];
  const last = current[current.length - 1] ?? '';
  return (
    first !== undefined &&
    BULLET_START.test(first) &&
    inCapitals(first) &&
    !/[.;:]$/.test(last) &&
    inCapitals(line)
  );
}

function clauseIn(context: Context, text: string): Clause {
  const clause = makeClause(
    {
      file: context.file,
      page: context.page,
      heading: context.roleHeading ?? context.heading,
      optionalSection: context.optionalSection || context.leadOptional,
      // An add-on in a list is named by its own words ("Personal possessions outside the home").
      title: context.leadOptional ? text.replace(/^[^\p{L}\p{N}]+\s*/u, '') : context.title,
    },
    text,
    context.leadRole,
    context.leadScope,
  );
  return context.leadOptional ? { ...clause, addOn: true } : clause;
}

/** A clause's words as a citation, cut to a readable length at a word boundary. */
export function citeClause(clause: Clause, max = 280): Citation {
  const quote = clause.text.length <= max ? clause.text : clause.text.slice(0, max).replace(/\s+\S*$/, '');
  return { file: clause.file, page: clause.page, quote };
}
