import { readAmounts, textStates } from '../understand/amounts';
import type { Citation, ClaimAssessment } from '../understand/types';
import { EXCESS_WORDS, LIMIT_WORDS } from '../understand/vocabulary/terms';

/**
 * Grounding tied to meaning: a quote must read as words of the policy (not "Section 5", a year, a
 * page footer, a phone number or a postcode), and an amount counts only where it stands as money:
 * beside a currency sign or code, or after a limit word ("up to", "maximum", "per item", "excess").
 */
const NOISE: readonly RegExp[] = [
  /^(section|part|page|clause|chapter|schedule)\s*[\divx.]+$/i,
  /^\d{4}$/,
  /^page\s+\d+\s+of\s+\d+$/i,
  /^[+\d\s().-]{7,}$/,
  /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/i,
  /^[A-Z]{2,}\d{3,}.*\d+\s+of\s+\d+$/,
];

/** Words a person can read as a clause or a table row: at least two words beyond figures and codes. */
export function quoteReadsAsClause(quote: string): boolean {
  const text = quote.trim();
  if (text.length < 8 || NOISE.some((pattern) => pattern.test(text))) return false;
  // Words cut mid-clause ("Theft and") do not say anything yet.
  if (/\b(and|or|of|the|to|for|in|with|a|an|by|from)$/i.test(text)) return false;
  const hasFigure = /\d/.test(text);
  const words = text
    .replace(/[$£€₹]\s?[\d,.]+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/[.,;:()]/g, ''))
    .filter((w) => /^[\p{L}][\p{L}'’-]*[\p{L}]$/u.test(w));
  // A table row needs its label ("Baggage $3,000"); words alone need at least two.
  return hasFigure ? words.some((w) => w.length >= 4) : words.length >= 2;
}

/** The amount stands in the quote as money: with its currency, or after a word that makes it a limit. */
export function amountReadsAsMoney(quote: string, amount: number): boolean {
  if (!textStates(quote, amount)) return false;
  if (readAmounts(quote).some((a) => a.value === amount && a.marker)) return true;
  const limitBefore = new RegExp(`(${LIMIT_WORDS.source}|${EXCESS_WORDS.source})[^.;]{0,40}$`, 'i');
  return figureForms(amount).some((form) => {
    for (let at = quote.indexOf(form); at !== -1; at = quote.indexOf(form, at + 1)) {
      const boundary = !/[\d.,]/.test(quote[at - 1] ?? ' ') && !/\d/.test(quote[at + form.length] ?? ' ');
      if (boundary && limitBefore.test(quote.slice(0, at))) return true;
    }
    return false;
  });
}

function figureForms(amount: number): string[] {
  return [...new Set([String(amount), amount.toLocaleString('en-GB'), amount.toLocaleString('en-IN')])];
}

/**
 * A reason or next step may only name sums the cited words state or the claim itself gave (its
 * value, the payout worked out from grounded figures); one that names another sum is dropped.
 */
export function groundedText(
  texts: readonly string[],
  citations: readonly Citation[],
  known: readonly (number | null | undefined)[],
): string[] {
  const allowed = new Set(known.filter((n): n is number => typeof n === 'number'));
  return texts.filter((text) =>
    readAmounts(text).every(
      (a) => allowed.has(a.value) || citations.some((c) => textStates(c.quote, a.value)),
    ),
  );
}

export function knownFigures(result: ClaimAssessment, value?: number): (number | null | undefined)[] {
  return [value, result.estimatedPayout, result.limit?.amount, result.excess?.amount];
}
