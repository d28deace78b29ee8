import type { Clause } from './clauses';
import { isContent, tokensOf } from './language/nlp';

/**
 * Terms a policy defines by listing what they take in ("Personal transportation devices: an
 * e-bicycle, e-scooter, hoverboard or segway which...", "'Valuables' means jewellery, watches and
 * furs"). A claim about one of the listed things is about the term, so a clause that names the
 * term (an exclusion of "personal transportation devices") speaks to it, whatever words the
 * customer used.
 */
export interface DefinedTerm {
  /** The term as the policy writes it. */
  readonly term: string;
  /** Its content lemmas, to find it again in other clauses. */
  readonly lemmas: readonly string[];
  /** The lemmas of each listed member ("e-scooter" → ["scooter"], "ride on mower" → ["ride", "mower"]). */
  readonly members: readonly (readonly string[])[];
  readonly clause: Clause;
}

/** "Term: an a, b or c which …" — a term with a colon, then a list. */
const COLON_DEFINITION =
  /(?:^|[.:]\s+|\badd the (?:below|following):\s+)(?<term>[A-Z][A-Za-z'-]*(?: [A-Za-z'-]+){0,3}):\s+(?<list>[^.:]{3,240})/g;
/** "'Term' means a, b or c" / "Term means a, b or c". */
const MEANS_DEFINITION =
  /["'‘“]?(?<term>[A-Z][A-Za-z'-]*(?: [A-Za-z'-]+){0,3})["'’”]?\s+(?:means|includes|is defined as)\s+(?<list>[^.:]{3,240})/g;
/** Where a list of members ends: its qualifying clause ("which are used for…"). */
const LIST_END = /\s+(?:which|that|who|where|when|used|designed|but|excluding|this does)\b.*$/i;

function lemmasOf(text: string): string[] {
  return tokensOf(text)
    .filter(isContent)
    .map((t) => t.lemma);
}

function membersOf(list: string): string[][] {
  return list
    .replace(LIST_END, '')
    .split(/,\s*|\s+or\s+|\s+and\s+|;\s*/i)
    .map((part) => part.replace(/^\s*(?:an?|the|any|all|your)\s+/i, '').trim())
    .filter((part) => part.length >= 3 && part.split(/\s+/).length <= 4)
    .map(lemmasOf)
    .filter((lemmas) => lemmas.length > 0);
}

function termsIn(clause: Clause): DefinedTerm[] {
  const found: DefinedTerm[] = [];
  for (const pattern of [COLON_DEFINITION, MEANS_DEFINITION]) {
    for (const m of clause.text.matchAll(pattern)) {
      const term = (m.groups?.term ?? '').trim().replace(/^['"‘“]+|['"’”]+$/g, '');
      const members = membersOf(m.groups?.list ?? '');
      const lemmas = lemmasOf(term);
      // A list of at least two things makes a definition by members; one phrase is a description.
      if (lemmas.length === 0 || members.length < 2) continue;
      found.push({ term, lemmas, members, clause });
    }
  }
  return found;
}

/** Each term once: the first place that defines it. */
export function definedTerms(clauses: readonly Clause[]): DefinedTerm[] {
  const seen = new Set<string>();
  return clauses.flatMap(termsIn).filter((t) => {
    const key = t.lemmas.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The clause names the term and nothing else ("• Personal transportation devices."). */
export function namesOnly(clause: Clause, term: DefinedTerm): boolean {
  const own = lemmasOf(clause.main);
  return own.length === term.lemmas.length && own.every((lemma, i) => lemma === term.lemmas[i]);
}
