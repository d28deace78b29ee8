import { plainQuotes } from '../text';
import { termPattern } from './terms';

/** The words of a space-separated list, as a set. */
const wordSet = (words: string) => new Set(words.split(' '));

/**
 * Whether words name a benefit, read by their head noun phrase rather than by any word they share
 * with it. "Theft from outbuildings" is theft narrowed to outbuildings, "identity theft" is about
 * identity, "delayed baggage" and "baggage delay" are delays, "tracing and accessing leaks" is the
 * search for a leak: none of them is the theft, baggage or escape-of-water cover itself.
 *
 * A phrase names a benefit when one of its coordinated parts has the benefit's term as its head,
 * with only neutral words before it ("lost", "emergency", "loss of", "sub-limit for") and nothing
 * after it but general words ("cover", "expenses", "sum insured") or a complement the benefit takes
 * by its nature ("escape of water from a tank", "liability to others", "damage to your buildings").
 * A part whose term is narrowed by a person ("children's") or a complement ("from outbuildings",
 * "to underground pipes") names it narrowly; a part where the term only modifies another head
 * ("baggage delay", "flood resistance") or follows a verb of its own ("accessing leaks") does not.
 */
export type Naming = 'exact' | 'narrow';

/** How a part of the text names a benefit, and whether a covering or refusing verb governs it. */
export interface NamedPart {
  readonly naming: Naming;
  readonly governed: 'cover' | 'refuse' | null;
  /** Words after the phrase narrow what it says ("... caused by", "... unless", "... if"). */
  readonly restricted: boolean;
  /** Where the part starts in the cleaned text (for finding what stands next to it). */
  readonly at: number;
}

/** What a benefit takes after its name by its nature, beside the general words every benefit takes. */
export interface BenefitWords {
  readonly terms: readonly string[];
  /** Complements that belong to the benefit itself ("from a tank" for escape of water). */
  readonly complement?: RegExp;
}

const MONEY = /(?:[$£€₹]|\b(?:s\$|a\$|au\$|us\$|aud|sgd|gbp|usd|inr|eur|rs\.?)\s?)?\d[\d,.]*%?/g;
/** Where a noun phrase ends: punctuation, a figure's place, clause words, participles. */
const BREAK =
  /[;:!?()[\]"{}|✓✔✗✘•▪●◦*]|\.(?=\s|$)|\s[-–—]\s|\s'|(?<!s)'\s|¤|\b(?:if|when|whilst|while|where|which|that|who|whose|unless|provided|up to|upto|per|for (?:each|every|any one)|each|incurred|caused|arising|due to|following|resulting|excluding|except|subject to|after|before|during|within|limited to|not exceeding|in excess of|payable|paid|whichever|because|but|such as|e\.g|i\.e|see|means|refer)\b/i;

const NEUTRAL = wordSet(
  'a an the your any all our their its lost stolen damaged destroyed loss total overseas abroad emergency medical personal additional extra standard basic sudden unforeseen unexpected trip travel holiday journey main overall home general full new cover benefit routine annual yearly optional other further physical direct insured',
);
const PERSON = wordSet(
  "child child's children children's adult adults adult's family family's visitor visitors visitor's visitors' student students tenant tenants tenant's guest guests staff domestic spouse dependant dependants relative relatives relative's companion companion's member member's employee employees employee's",
);
/** Nouns that take the benefit as their object: "loss of baggage", "sub-limit for mobile phone". */
const CONSTRUCTION = wordSet(
  'loss losses theft damage destruction disappearance cost costs expenses sub-limit sublimit limit limits cover benefit benefits maximum protection insurance replacement repair section event events claim claims risk reimbursement payment value amount',
);
const PREPOSITION = new Set(['of', 'to', 'for', 'on', 'by', 'from', 'against', 'under', 'in', 'at', 'with']);
/** Words after a benefit's name that keep it the benefit: "baggage cover", "storm damage". */
const GENERIC_AFTER = wordSet(
  'cover covers benefit benefits expense expenses cost costs insurance section sections limit limits sum insured care services service treatment treatments surgery claim claims extension extensions damage loss protection allowance fee fees charge charges plan option options only overseas abroad worldwide coverage table check-up checkup exam exams examination visit visits consultation consultations',
);
/** Words that end a phrase: a pronoun, a verb, a table's answer ("Storm Yes You're not covered"). */
const ENDS_PHRASE = wordSet(
  "you you're we we'll it they is are was were will shall can may must has have means include includes including charged levied imposed made suffered sustained shown stated specified listed yes no optional covered included nil n.a. na unlimited not applies apply",
);
/** Property that is the whole of a home or trip cover: "accidental damage to your buildings". */
const WHOLE_PROPERTY =
  /^(?:to|of)\s+(?:the\s+|your\s+)?(?:buildings?|contents|home|house|property|possessions|belongings|baggage|luggage|personal effects)\b/;
const GOVERNING = wordSet(
  "we you it they this policy section will shall also do does can may 'll still then cover covers covered pay pays insure insures include includes including provide provides reimburse reimburses extend extends offer offers need needs have has for against towards by under with as chosen selected",
);
const REFUSING = new Set(['not', 'never', "won't", "don't", "doesn't", 'no', 'cannot']);
const COVERING = new Set([
  'cover',
  'covers',
  'pay',
  'pays',
  'insure',
  'insures',
  'include',
  'includes',
  'including',
  'provide',
  'provides',
  'reimburse',
  'reimburses',
]);

const patterns = new WeakMap<BenefitWords, { pattern: RegExp; lastWords: RegExp }>();

/** A benefit's terms as one pattern, and their last words as another (built once per benefit). */
function patternsOf(benefit: BenefitWords): { pattern: RegExp; lastWords: RegExp } {
  const known = patterns.get(benefit);
  if (known) return known;
  const made = {
    pattern: termPattern(benefit.terms),
    lastWords: termPattern(benefit.terms.map((t) => t.split(/\s+/).pop() ?? t)),
  };
  patterns.set(benefit, made);
  return made;
}

/** Lower case, plain quotes and dashes, list marks and row numbers set aside. */
export function cleanPhrase(text: string): string {
  return plainQuotes(text)
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/(\w)- (?=\w)/g, '$1-')
    .toLowerCase()
    .replace(
      /^\W*(?:(?:section|part)\s+[\da-z]{1,3}\b|\d{1,2}(?:\.\d{1,2})*|[a-z]|[ivx]{1,4})[.)]?\s+(?=\S)/,
      ' ',
    )
    .replace(/\s+/g, ' ');
}

/** Breaks after which the words narrow what came before: a condition, a cause, an exception. */
const RESTRICTING =
  /^(?:if|when|whilst|while|where|which|that|who|unless|provided|caused|arising|due to|following|resulting|except|excluding|subject to|during|within|after|before)$/i;

interface Segment {
  readonly text: string;
  readonly at: number;
  readonly restricted: boolean;
}

/** The stretches of text between breaks, each with where it starts. */
function segmentsOf(text: string, firstOnly: boolean): Segment[] {
  const marked = text.replace(MONEY, (m) => '¤'.padEnd(m.length, ' '));
  const out: Segment[] = [];
  const breaks = new RegExp(BREAK.source, 'gi');
  let from = 0;
  for (const m of [...marked.matchAll(breaks), null]) {
    const to = m ? (m.index ?? 0) : marked.length;
    const piece = marked.slice(from, to);
    if (piece.trim()) out.push({ text: piece, at: from, restricted: RESTRICTING.test(m?.[0].trim() ?? '') });
    if (firstOnly && out.length > 0) break;
    from = to + (m?.[0].length ?? 0);
  }
  return out;
}

interface Part {
  readonly text: string;
  readonly at: number;
  readonly restricted: boolean;
}

const words = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((w) => /[a-z0-9]/i.test(w));
const hasNarrowingPrep = (text: string) =>
  /\s(?:from|in|at|by|to|on|outside|away|inside|within)\s/.test(` ${text.trim()} `);

/**
 * The coordinated parts of a segment: "theft or attempted theft", "storm, flood or weight of snow".
 * A part that ends in a preposition takes the next part's object ("loss of or damage to baggage");
 * a lone noun joined to a part narrowed by a complement shares it ("theft or disappearance of
 * property from a vehicle"); a lone modifier shares the next part's head ("accidental and malicious
 * damage"); a bare noun after "loss of X" shares its construction ("loss of passport and money").
 */
function partsOf(segment: Segment): Part[] {
  const pieces = segment.text.split(/(\s*(?:,|&|\/|\band\/or\b|\band\b|\bor\b|\bplus\b)\s*)/);
  const parts: { text: string; at: number; joined: boolean }[] = [];
  let at = segment.at;
  for (let i = 0; i < pieces.length; i += 2) {
    const text = pieces[i] ?? '';
    if (text.trim())
      parts.push({ text: text.trim(), at, joined: /\b(and|or|plus)\b|&/.test(pieces[i + 1] ?? '') });
    at += text.length + (pieces[i + 1]?.length ?? 0);
  }
  const out: Part[] = [];
  const restricted = segment.restricted;
  parts.forEach((part, i) => {
    const next = parts[i + 1];
    const previous = parts[i - 1];
    const own = words(part.text);
    let text = part.text;
    if (next && PREPOSITION.has(own[own.length - 1] ?? '')) text = `${text} ${objectOf(next.text)}`;
    else if (next && part.joined && own.length <= 2 && !/\s(of|to|from|by|in|at|on)\s/.test(` ${text} `)) {
      const pp = /\s(?:from|in|at|by|to|on|outside|away|inside|within)\s.*$/.exec(` ${next.text}`);
      if (pp && hasNarrowingPrep(next.text)) text = `${text}${pp[0]}`;
      else if (own.length === 1 && words(next.text).length > 1)
        out.push({ text: `${text} ${words(next.text).slice(1).join(' ')}`, at: part.at, restricted });
    }
    const lead = previous && /^(.*\b(?:of|to))\s+\S+$/.exec(words(previous.text).slice(-4).join(' '));
    if (lead?.[1] && own.length <= 2 && !PREPOSITION.has(own[0] ?? ''))
      out.push({ text: `${lead[1]} ${text}`, at: part.at, restricted });
    out.push({ text, at: part.at, restricted });
  });
  return out;
}

function objectOf(text: string): string {
  const m = /\b(?:of|to|for|from|by)\s+(.*)$/.exec(text);
  return m?.[1] ?? text;
}

/** The leading verbs and prepositions that govern the phrase ("we will not pay for"), set aside. */
function governedPart(text: string): { rest: string[]; governed: NamedPart['governed'] } {
  const all = words(text);
  let i = 0;
  let refuse = false;
  let cover = false;
  while (i < all.length && (GOVERNING.has(all[i] ?? '') || REFUSING.has(all[i] ?? ''))) {
    if (REFUSING.has(all[i] ?? '')) refuse = true;
    if (COVERING.has(all[i] ?? '')) cover = true;
    i++;
  }
  return { rest: all.slice(i), governed: refuse ? 'refuse' : cover ? 'cover' : null };
}

/** The words before the benefit's name: neutral (exact), a person (narrow), or anything else (none). */
function beforeNaming(before: string[]): Naming | null {
  const left = [...before];
  let narrow = false;
  while (left.length > 0) {
    const word = left[left.length - 1] ?? '';
    if (PREPOSITION.has(word) && CONSTRUCTION.has(left[left.length - 2] ?? '')) left.splice(-2, 2);
    else if (
      PREPOSITION.has(word) &&
      left[left.length - 2] === 'or' &&
      PREPOSITION.has(left[left.length - 3] ?? '')
    )
      left.splice(-2, 2);
    else if (NEUTRAL.has(word) || CONSTRUCTION.has(word)) left.pop();
    else if (PERSON.has(word)) {
      narrow = true;
      left.pop();
    } else if (word === 'or' || word === 'and') left.pop();
    else return null;
  }
  return narrow ? 'narrow' : 'exact';
}

/** The words after it: general words, the benefit's own words, and where the phrase ends. */
function afterNaming(after: string, benefit: BenefitWords, ownWords: ReadonlySet<string>): Naming | null {
  let rest = words(after);
  while (rest.length > 0 && (GENERIC_AFTER.has(rest[0] ?? '') || ownWords.has(stem(rest[0] ?? ''))))
    rest = rest.slice(1);
  const first = rest[0];
  // A preposition left hanging at the end ("damage to your buildings and/or contents by").
  if (first === undefined || ENDS_PHRASE.has(first) || (rest.length === 1 && PREPOSITION.has(first)))
    return 'exact';
  const tail = rest.join(' ');
  if (benefit.complement?.test(tail) || WHOLE_PROPERTY.test(tail)) return 'exact';
  if (PREPOSITION.has(first) || /^(outside|away|inside|within)$/.test(first)) return 'narrow';
  return null;
}

const stem = (word: string) => word.replace(/'s$|s'$|'$/, '').replace(/(?<=[a-z]{3})s$/, '');

function partNaming(part: Part, benefit: BenefitWords, pattern: RegExp): NamedPart | null {
  const { rest, governed } = governedPart(part.text);
  const text = rest.join(' ');
  const m = pattern.exec(text);
  if (!m) return null;
  const before = beforeNaming(words(text.slice(0, m.index)));
  if (!before) return null;
  const ownWords = new Set(benefit.terms.flatMap((t) => words(t.toLowerCase()).map(stem)));
  const after = afterNaming(text.slice(m.index + m[0].length), benefit, ownWords);
  if (!after) return null;
  const naming: Naming = before === 'exact' && after === 'exact' ? 'exact' : 'narrow';
  return { naming, governed, restricted: part.restricted, at: part.at };
}

/**
 * Every part of the text that names the benefit, exactly or narrowly. `firstOnly` reads the head
 * phrase of a label alone (its words before the first break), as a table row is read.
 */
export function namedParts(text: string, benefit: BenefitWords, firstOnly = false): NamedPart[] {
  if (benefit.terms.length === 0) return [];
  const { pattern, lastWords } = patternsOf(benefit);
  // A term is only ever found whole or by its last word ("money" of "loss of passport and money").
  if (!lastWords.test(text)) return [];
  const cleaned = cleanPhrase(text);
  // The whole segment is a part too: a term may hold a conjunction ("cash and passports"). A verb
  // that governs the segment governs each of its parts ("covers dental care and health checks").
  return segmentsOf(cleaned, firstOnly).flatMap((segment) => {
    const governed = governedPart(segment.text).governed;
    const whole = { text: segment.text.trim(), at: segment.at, restricted: segment.restricted };
    return [...partsOf(segment), whole].flatMap((part) => {
      const named = partNaming(part, benefit, pattern);
      return named ? [{ ...named, governed: named.governed ?? governed }] : [];
    });
  });
}

/** How the text names the benefit at best: exact, narrow, or not at all. */
export function naming(text: string, benefit: BenefitWords, firstOnly = false): Naming | null {
  const parts = namedParts(text, benefit, firstOnly);
  if (parts.some((p) => p.naming === 'exact')) return 'exact';
  return parts.length > 0 ? 'narrow' : null;
}
