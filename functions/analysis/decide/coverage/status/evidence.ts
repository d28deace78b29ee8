import type { Citation, CoverStatus } from '#functions/analysis/understand/types';
import {
  type BenefitWords,
  type NamedPart,
  namedParts,
} from '#functions/analysis/understand/vocabulary/benefit-phrase';
import { benefitTerms, benefitWords } from '#functions/analysis/understand/vocabulary/benefits';

/**
 * What the documents say of one cover's status, and how far the shape of the document vouches for
 * it. A Key Facts Sheet's Yes/No/Optional answer or a plan's own cell is an answer to the very
 * question; a section or list marked optional says so of that cover; a list of what is insured or
 * a section title names the cover among others; an exclusion list may name it only in part.
 */
export interface StatusEvidence {
  readonly key: string;
  readonly status: CoverStatus;
  readonly strength: number;
  readonly citation: Citation;
}

export const STRENGTH = {
  /** A table's answer for the cover itself: "Storm Yes", a plan's cell. */
  answer: 5,
  /** A section or list of optional covers, or words that make the cover depend on the schedule. */
  optional: 4,
  /** A list of what is insured, a section's title, a figure on the cover's own row. */
  listed: 3,
  /** Named in an exclusion list, or said covered in passing. */
  excluded: 2,
  /** Implied: a phone as part of the contents or baggage cover. */
  implied: 1,
} as const;

/** The order ties are settled in: a cover only with an add-on is not simply covered. */
const RANK: Readonly<Record<CoverStatus, number>> = {
  optional: 3,
  covered: 2,
  not_covered: 1,
  not_stated: 0,
};

/** The strongest evidence for each key (ties: optional, then covered, then not covered). */
export function strongest(evidence: readonly StatusEvidence[]): Map<string, StatusEvidence> {
  const best = new Map<string, StatusEvidence>();
  for (const e of evidence) {
    const known = best.get(e.key);
    const better =
      !known ||
      e.strength > known.strength ||
      (e.strength === known.strength && RANK[e.status] > RANK[known.status]);
    if (better) best.set(e.key, e);
  }
  return best;
}

/** An item type's benefit keys with the words each is named by. */
export function benefitsOf(itemType: string): [string, BenefitWords][] {
  return Object.entries(benefitTerms(itemType)).map(([key, terms]) => [key, benefitWords(key, terms)]);
}

/** The keys a line names, each with the parts that name it. */
export function keysIn(
  text: string,
  benefits: readonly [string, BenefitWords][],
  firstOnly = false,
): Map<string, NamedPart[]> {
  const found = new Map<string, NamedPart[]>();
  for (const [key, words] of benefits) {
    const parts = namedParts(text, words, firstOnly);
    if (parts.length > 0) found.set(key, parts);
  }
  return found;
}

/** Keys named exactly by a line. */
export function exactKeys(named: ReadonlyMap<string, readonly NamedPart[]>): string[] {
  return [...named].filter(([, parts]) => parts.some((p) => p.naming === 'exact')).map(([key]) => key);
}

/** A quote of at most 240 characters that does not end mid-phrase ("Theft and"). */
export function quoteOf(text: string): string {
  let quote = text.replace(/\s+/g, ' ').trim();
  if (quote.length > 240) quote = quote.slice(0, 240).replace(/\s+\S*$/, '');
  return quote.replace(/(\s+(and|or|of|the|to|for|in|with|a|an|by|from))+$/i, '').replace(/[\s,;:–-]+$/, '');
}
