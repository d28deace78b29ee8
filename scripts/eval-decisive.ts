import { squash } from '#functions/analysis/understand/text';
import type { ClaimAssessment } from '#functions/analysis/understand/types';

/**
 * Whether an assessment shows the clause that decides a claim (the truth's `decisive` quote): among
 * its citations, or quoted in one of its questions, on the decisive page. Quotes are compared by
 * their words: one holds the other, or they share a run of eight words.
 */
const words = (text: string) => squash(text).toLowerCase().split(/\s+/).filter(Boolean);

function sharesRun(a: readonly string[], b: readonly string[], run = 8): boolean {
  if (a.length < run || b.length < run) return false;
  const grams = new Set<string>();
  for (let i = 0; i + run <= a.length; i++) grams.add(a.slice(i, i + run).join(' '));
  for (let i = 0; i + run <= b.length; i++) if (grams.has(b.slice(i, i + run).join(' '))) return true;
  return false;
}

export function quotesMeet(shown: string, decisive: string): boolean {
  const a = squash(shown).toLowerCase();
  const b = squash(decisive).toLowerCase();
  if (a.length >= 12 && b.length >= 12 && (a.includes(b) || b.includes(a))) return true;
  return sharesRun(words(shown), words(decisive), Math.min(8, words(decisive).length));
}

export function decisiveShown(
  decisive: { readonly page: number; readonly quote: string },
  result: Pick<ClaimAssessment, 'citations' | 'questions'>,
): boolean {
  const cited = result.citations.some((c) => c.page === decisive.page && quotesMeet(c.quote, decisive.quote));
  const asked = result.questions.some((q) => quotesMeet(q.question, decisive.quote));
  return cited || asked;
}
