import { expect } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import type { ClaimAssessment, ClaimFacts, ClaimQuestion } from '#functions/analysis/understand/types';
import { renderPolicyPdf } from '#scripts/eval-bank-pdf';
import { writePdf } from '#scripts/pdf/write-pdf';
import { claimFacts } from '#tests/steps/claim-facts';

/** A claim assessed on a one-page PDF of these lines, each set as a line of its own. */
export async function assessOnLines(lines: string[], change: Partial<ClaimFacts>) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'wording.pdf');
  return assessClaimByRules([{ file: 'wording.pdf', pages }], claimFacts(change));
}

/** A claim assessed on a paragraph set as one block, wrapped as a page sets it. */
export async function assessOnParagraph(text: string, change: Partial<ClaimFacts>) {
  const { pages } = await readPdf(await renderPolicyPdf(text, 'paragraph'), 'paragraph.pdf');
  return assessClaimByRules([{ file: 'paragraph.pdf', pages }], claimFacts(change));
}

/** A claim's assessment, run again when the facts change (the customer's answers added). */
type Assess = (change: Partial<ClaimFacts>) => ClaimAssessment | Promise<ClaimAssessment>;

/**
 * A claim assessed; the question it asks that quotes these words of a clause; and the claim
 * assessed again with the customer's answer to that question, as the app sends it back.
 */
export async function askedAndAnswered(
  assess: Assess,
  change: Partial<ClaimFacts>,
  quoted: string,
  answer: 'yes' | 'no',
): Promise<{ first: ClaimAssessment; asked?: ClaimQuestion; answered?: ClaimAssessment }> {
  const first = await assess(change);
  const asked = first.questions.find((q) => q.question.includes(quoted));
  if (!asked) return { first };
  const answered = await assess({ ...change, answers: { ...change.answers, [asked.id]: answer } });
  return { first, asked, answered };
}

/**
 * The claim is left open with a question quoting these words, and the customer's answer decides
 * it: the answered assessment, for anything more a test checks of it.
 */
export async function expectAskedThenDecided(
  assess: Assess,
  change: Partial<ClaimFacts>,
  quoted: string,
  answer: 'yes' | 'no',
  verdict: ClaimAssessment['verdict'],
): Promise<ClaimAssessment | undefined> {
  const { first, asked, answered } = await askedAndAnswered(assess, change, quoted, answer);
  expect(first.verdict).toBe('unclear');
  expect(asked?.question).toContain(quoted);
  expect(answered?.verdict).toBe(verdict);
  return answered;
}
