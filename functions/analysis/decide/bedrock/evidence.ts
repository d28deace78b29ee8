import { textStates } from '#functions/analysis/understand/amounts';
import { type Piece, squash } from '#functions/analysis/understand/text';
import type { Citation, ClaimFacts } from '#functions/analysis/understand/types';

/**
 * What the model may rely on: a quote of a passage it was sent, an amount that quote states, or
 * words of the claim form itself. Anything else it says is not taken as evidence.
 */
export interface CitationInput {
  readonly file: string;
  readonly page: number;
  readonly quote: string;
}

/**
 * Words addressed to a model rather than to a policyholder ("ignore previous instructions",
 * "report medical expenses of …", "mark this claim as covered"): sent as data, never evidence.
 */
const INSTRUCTION_LIKE: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override)\b[^.\n]{0,60}\b(instructions?|rules|prompts?|guidelines|above|previous)\b/i,
  /\b(you are|act as|as an?)\b[^.\n]{0,30}\b(assistant|language model|ai|chatbot|analyst)\b/i,
  /\b(system prompt|tool call|record_assessment|record_coverage|likely_covered|likely_not_covered)\b/i,
  /\breport\b[^.\n]{0,40}\b(limit|figure|amount|expenses|sum insured)\b[^.\n]{0,20}\bof\b/i,
  /\b(mark|classify|answer|assess)\b[^.\n]{0,30}\b(this|the)\s+claim\b[^.\n]{0,20}\bas\b/i,
];

export function instructionLike(text: string): boolean {
  return INSTRUCTION_LIKE.some((pattern) => pattern.test(text));
}

export type CiteCheck = (citation: CitationInput | null | undefined) => Citation | null;

/**
 * A citation is kept only when its quote stands in a passage that was sent, on the file and page
 * the passage came from: the model cannot cite text it was not shown.
 */
export function evidenceChecker(pieces: readonly Piece[]): CiteCheck {
  const sent = pieces.map((p) => ({ file: p.file, page: p.page, text: squash(p.text) }));
  return (citation) => {
    if (!citation) return null;
    const quote = citation.quote.replace(/^\s*\[[^\]]*\bp\.\d+\]\s*/, '').trim();
    const wanted = squash(quote);
    if (wanted.length < 3 || instructionLike(quote)) return null;
    const found = sent.some(
      (s) => s.file === citation.file && s.page === citation.page && s.text.includes(wanted),
    );
    return found ? { file: citation.file, page: citation.page, quote } : null;
  };
}

/** An amount survives only with a citation whose quote states it. */
export function stated(amount: number | null, citation: Citation | null): number | null {
  if (amount === null || !citation) return null;
  return textStates(citation.quote, amount) ? amount : null;
}

export function dedupe(citations: readonly (Citation | null | undefined)[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c): c is Citation => {
    if (!c) return false;
    const key = `${c.file}#${c.page}#${squash(c.quote)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function currencyCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/**
 * Words the model says it read in the claim form count only when the form says them: a condition
 * the rules could not settle is settled by the model only from the customer's own words.
 */
export function factChecker(facts: ClaimFacts): (quote: string | null | undefined) => boolean {
  const form = squash([facts.description, facts.location].join(' \n '));
  return (quote) => {
    const wanted = squash(quote ?? '');
    return wanted.length >= 8 && /\s/.test(wanted) && form.includes(wanted) && !instructionLike(quote ?? '');
  };
}
