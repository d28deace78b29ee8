import { sentencesOf, tokensOf } from './language/nlp';

/**
 * A clause read by its grammar into parts: what it grants, what it refuses, what it makes cover
 * depend on, and the exceptions that lift a refusal or a restriction. "We will reimburse You if You
 * lose Your passport … loss or theft of passport left unattended unless kept in a locked safety
 * deposit box" has a grant, and a restriction with its exception; "We cover stuff kept at your
 * home … We don't cover stuff used for business" has a grant and an exclusion. A certificate's
 * one paragraph and a wording's list item are read by the same code.
 */
export type PartRole = 'grant' | 'exclusion' | 'condition' | 'exception' | 'definition' | 'other';

export interface ClausePart {
  readonly role: PartRole;
  readonly text: string;
}

const EXCLUDING =
  /\b(?:we|it|the (?:company|insurer)|this (?:section|policy|cover)) (?:will|do|does|shall|can)(?:n[o’']t| not) (?:pay|cover|insure|be liable|reimburse|indemnify)\b|\b(?:we|it|you) (?:won[’']t|can[’']t|don[’']t|do not) (?:pay|cover|insure)\b|\b(?:is|are|aren[’']t|isn[’']t)(?: not)? (?:covered|insured|payable)\b(?<=not covered|not insured|not payable|n[’']t covered|n[’']t insured)|\bnot covered\b|\bexcluded\b|\bno cover\b|\bwe do not insure\b|\b(?:does|do|shall|will) not include\b|\b(?:is|are) not included\b/i;
const GRANTING =
  /\b(?:we|the company|the insurer|it) (?:will|shall|can|may|do|does)? ?(?:pay|cover|reimburse|indemnify|insure|provide|repair|replace)\b|\b(?:is|are)(?: only)? (?:covered|insured)\b|\bcovered (?:for|as)\b|\b(?:we|it|this (?:policy|section|cover)) covers?\b|\bprotects? you\b|\bcan pay towards\b/i;
const CONDITIONING =
  /\b(?:you must|must be|must have|must involve|must include|must show|it is a condition|on condition that|provided (?:that|always)|only if|as long as|subject to|only (?:be )?payable (?:in (?:the )?case of|if|when|where|for))\b/i;
const DEFINING = /\b(?:means|is defined as|shall mean)\b/i;

/** The text says, in its own words, that something is covered ("we will pay", "this section covers"). */
export function grantsInWords(text: string): boolean {
  return GRANTING.test(text);
}

/** Words that open an exception or a condition inside a sentence. */
const SPLIT =
  /\s(?=(?:within \S+ (?:\(\d+\) )?(?:hours?|days?|weeks?|months?) (?:of|after|from)(?! (?:the )?(?:first )?(?:policy|cover|inception|commencement)\b)|unless|except(?: for| when| where| if)?|other than|provided (?:that|always)|only if|only (?:when|where)|as long as|excluding|but not|(?:and )?not for|not (?:proven|shown|proved) to|this exclusion does not apply|(?<=\bcovered for [^.;]{0,60}\s)with (?:a|an)|(?<=\bonly (?:be )?(?:covered|insured|payable|paid)\s)(?:if|when|where))\b)/i;

/** "This exclusion does not apply if …", "However, we will pay …": a sentence that lifts the refusal before it. */
const LIFTS =
  /^(?:however,?\s+we (?:will|do)\b|(?:this|that|the above|these)\s+(?:exclusions?\s+|restrictions?\s+)?(?:does|do|shall|will)\s+not\s+apply\b)/i;

/**
 * A benefits table's row run into one line ("Children's eye exam $35 copay/visit Not covered"):
 * a bare "Not covered" beside a cost share is one column of several (in network, out of network),
 * not a refusal of the row.
 */
function tierColumns(segment: string): boolean {
  return (
    /\b(?:co-?pays?|co-?insurance)\b|\d\s?%/i.test(segment) &&
    /\bnot covered\b/i.test(segment.replace(/\b(?:is|are|be|were|was)\s+not covered/gi, ''))
  );
}

/**
 * "provided that: c. Any transportation … incurred outside India": an item under a condition's
 * lead-in that is a thing, not a statement (no verb of its own before a subordinate clause), is a
 * listed refusal the excerpt cut from its "we will not cover" — not a condition anyone could meet.
 */
function listedThing(segment: string): boolean {
  const body = /^provided (?:that|always)\s*:\s*(?:\(?[a-z0-9]{1,3}[.)]\s+)?(.+)$/is.exec(segment)?.[1];
  if (!body || !/^(?:any|all)\s/i.test(body)) return false;
  for (const token of tokensOf(body).slice(1)) {
    if (token.pos === 'AUX') return false;
    if (
      token.pos === 'SCONJ' ||
      ['after', 'when', 'which', 'that', 'who', 'where', 'if'].includes(token.word)
    )
      return true;
  }
  return true;
}

function roleOfSegment(segment: string, first: boolean): PartRole {
  if (LIFTS.test(segment)) return 'exception';
  if (listedThing(segment)) return 'exclusion';
  if (!first) {
    if (/^(?:unless|except|other than|this exclusion does not apply)\b/i.test(segment)) return 'exception';
    // "Covered for accidental breakage with a fracture through the entire thickness": what the damage must be.
    if (
      /^(?:provided|only if|only when|only where|as long as|within|not (?:proven|shown|proved) to|with (?:a|an)\b)/i.test(
        segment,
      )
    )
      return 'condition';
    // "Theft from your car is only covered if …": what follows the grant is what it depends on.
    if (/^(?:if|when|where)\b/i.test(segment)) return 'condition';
    if (/^(?:excluding|but not|(?:and )?not for)\b/i.test(segment)) return 'exclusion';
  }
  if (EXCLUDING.test(segment)) return tierColumns(segment) ? 'other' : 'exclusion';
  // "We will indemnify … subject to the Claim Settlement Criteria": a grant that names its terms.
  if (GRANTING.test(segment)) return 'grant';
  if (CONDITIONING.test(segment)) return 'condition';
  if (DEFINING.test(segment)) return 'definition';
  return 'other';
}

/**
 * The questions a summary document is set out under (the UK IPID's "What is not insured?", "Are
 * there any restrictions on cover?", a KFS's "What isn't covered"): what follows takes its role
 * from the question until the next one.
 */
const REFUSING_QUESTION =
  /^(?:what (?:is|are|isn[’']t|aren[’']t)(?: not)? (?:insured|covered)|are there any restrictions on (?:the )?cover|what (?:we|it) (?:do not|don[’']t|will not|won[’']t) cover)\b(?<=not insured|not covered|n[’']t insured|n[’']t covered|restrictions on cover|restrictions on the cover|not cover|n[’']t cover)\s*\??$/i;
const GRANTING_QUESTION = /^what (?:is|are) (?:insured|covered)\s*\??$|^what (?:we|it) covers?\s*\??$/i;

/** "What is not insured? Damage from wear and tear": a question heading with its answer run into one sentence. */
function questionSplit(sentence: string): string[] {
  const m = /^(.{8,60}?\?)\s+(\S.*)$/s.exec(sentence);
  if (!m?.[1] || !m[2] || !(REFUSING_QUESTION.test(m[1]) || GRANTING_QUESTION.test(m[1]))) return [sentence];
  return [m[1], m[2]];
}

/** "provided that: c." and "Any transportation …" are one sentence cut at its list letter. */
function joinListMarks(sentences: readonly string[]): string[] {
  const out: string[] = [];
  for (const sentence of sentences) {
    const last = out[out.length - 1];
    if (last !== undefined && /(?:^|[:;]\s*)\(?[a-z0-9]{1,3}[.)]$/i.test(last.trim()))
      out[out.length - 1] = `${last.trim()} ${sentence.trim()}`;
    else out.push(sentence);
  }
  return out;
}

/** The parts of a clause, sentence by sentence, each split where an exception or a condition begins. */
export function clauseParts(text: string): ClausePart[] {
  const parts: ClausePart[] = [];
  let under: PartRole | null = null;
  for (const sentence of joinListMarks(sentencesOf(text)).flatMap(questionSplit)) {
    const trimmed = sentence.trim();
    if (REFUSING_QUESTION.test(trimmed) || GRANTING_QUESTION.test(trimmed)) {
      under = REFUSING_QUESTION.test(trimmed) ? 'exclusion' : null;
      continue;
    }
    // "… entire piece, and not for damage": the "and" before a refusal is no part of its own.
    const segments = sentence
      .split(SPLIT)
      .filter((s) => s.trim().length > 0 && !/^(?:and|or|but)$/i.test(s.trim()));
    segments.forEach((segment, i) => {
      const role = roleOfSegment(segment.trim(), i === 0);
      parts.push({ role: under && role === 'other' && i === 0 ? under : role, text: segment.trim() });
    });
  }
  return parts;
}

/**
 * What a clause grants, without what it refuses or makes cover depend on: "It covers fire, flood
 * and theft. What is not insured? Wear and tear" grants only fire, flood and theft.
 */
export function grantText(text: string): string {
  const parts = clauseParts(text);
  // "… Theft while away from the Home unless securely locked": a restriction with its exception.
  const restricts = (i: number) => i > 0 && parts[i + 1]?.role === 'exception';
  // "We cover your bicycle against theft provided that it is locked …": what it grants is the theft
  // cover; the condition is tested on its own, never a reason the clause does not fit.
  if (
    !parts.some(
      (p, i) => p.role === 'exclusion' || p.role === 'condition' || (p.role === 'other' && restricts(i)),
    )
  )
    return text;
  return parts
    .filter((p, i) => (p.role === 'grant' || p.role === 'other' || p.role === 'definition') && !restricts(i))
    .map((p) => p.text)
    .join(' ');
}

/**
 * Parts that can take cover away: refusals with the exceptions that follow them, conditions, and
 * the restriction an exception is attached to inside a grant.
 */
export function qualifyingParts(text: string): ClausePart[] {
  const parts = clauseParts(text);
  const out: ClausePart[] = [];
  parts.forEach((part, i) => {
    const last = out[out.length - 1];
    const before = parts[i - 1];
    if (part.role === 'exclusion' || part.role === 'condition') out.push(part);
    else if (part.role !== 'exception' || !before) return;
    // "Not covered if … unless …": the exception stays with its refusal.
    else if (
      last &&
      (before.role === 'exclusion' || before.role === 'exception') &&
      last.role === 'exclusion'
    )
      out[out.length - 1] = { role: 'exclusion', text: `${last.text} ${part.text}` };
    // "left unattended unless kept in a locked safe": the exception with what it is an exception to.
    else if (before.role === 'grant' || before.role === 'other')
      out.push({ role: 'condition', text: `${lastPhrase(before.text)} ${part.text}` });
  });
  return out;
}

/** A paragraph that grants cover and then refuses part of it ("We cover … We don't cover …"). */
export function grantsThenRefuses(text: string): boolean {
  const parts = clauseParts(text);
  // "COVERAGE A – DWELLING 1. We insure against …": a title run into the paragraph is not its first part.
  const first = parts.find((p) => !(p.role === 'other' && isTitleText(p.text)));
  return first?.role === 'grant' && parts.some((p) => p.role === 'exclusion');
}

/** A title set in capitals, or a few words with no sentence of their own. */
function isTitleText(text: string): boolean {
  const words = text.replace(/\s*\(?[\da-z]{1,3}[.)]$/i, '').split(/\s+/);
  const letters = words.join('').replace(/[^A-Za-z]/g, '');
  return (letters.length >= 4 && letters === letters.toUpperCase()) || words.length <= 6;
}

/** The phrase an exception hangs on: the words after the last colon, semicolon or full stop. */
function lastPhrase(text: string): string {
  const stop = /.*[.!?]\s+(?=[A-Z])/s.exec(text)?.[0].length ?? 0;
  const cut = Math.max(text.lastIndexOf(':') + 1, text.lastIndexOf(';') + 1, stop);
  return lastItem(text.slice(0, cut), text.slice(cut).trim());
}

/**
 * "Accidental Damage to: personal computers … all situated within the Home to mobile phones …": a
 * list set out in lines whose marks were lost, each item opening again with the lead-in's "to". The
 * last item is the one after the last such "to" that follows a noun and does not open a verb.
 */
function lastItem(lead: string, phrase: string): string {
  const prep = /\b(to|for)\s*:\s*$/i.exec(lead)?.[1]?.toLowerCase();
  if (!prep) return phrase;
  const starts = [...phrase.matchAll(new RegExp(`\\s${prep}\\s+(?=\\S)`, 'gi'))].filter((m) => {
    const before = tokensOf(phrase.slice(0, m.index)).at(-1);
    const after = tokensOf(phrase.slice(m.index + m[0].length)).at(0);
    return before?.pos === 'NOUN' || before?.pos === 'PROPN'
      ? after !== undefined && !['VERB', 'AUX'].includes(after.pos)
      : false;
  });
  const last = starts.at(-1);
  return last ? phrase.slice(last.index + last[0].length) : phrase;
}
