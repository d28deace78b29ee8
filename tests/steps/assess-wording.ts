import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import type { ClaimFacts } from '#functions/analysis/understand/types';
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
